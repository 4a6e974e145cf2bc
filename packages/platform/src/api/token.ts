// The session is a bearer token in localStorage `token` (spec §4); these are the only readers/writers.

export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  // On a server (a remote's server render) there is no storage and no visitor: no exception per call.
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

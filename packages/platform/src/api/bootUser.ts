// The shell's HTML may start GET /api/users/ for the stored token before any bundle runs
// (packages/build's template, on an admin-only remote's address): the API client takes that
// answer instead of asking again.

declare global {
  interface Window {
    /** GET /api/users/ as the shell's HTML started it, and the token it was asked with. */
    __shellBootUser?: { token: string; response: Promise<Response> };
  }
}

/**
 * The HTML's answer for this request, once: only GET `<api>/api/users/` with the very token the
 * HTML used (a sign-in or sign-out since then asks the network). A failed head start is asked again.
 */
export function takeBootUser(request: Request, currentUserUrl: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = window.__shellBootUser;
  if (!started || request.method !== 'GET' || request.url !== currentUserUrl) return undefined;
  delete window.__shellBootUser;
  if (request.headers.get('Authorization') !== `Bearer ${started.token}`) return undefined;
  return started.response.catch(() => fetch(request));
}

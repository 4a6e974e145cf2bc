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

declare global {
  interface Window {
    /** Reads a page's data frame started before any bundle ran, by full URL (template.html). */
    __shellBootReads?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * A visitor's read the shell's HTML already made for the page's data frame (GET, same URL, no
 * token), taken once: the frame and the page show the same answer, and the API is asked once. A
 * failed head start is asked again.
 */
export function takeBootRead(request: Request): Promise<Response> | undefined {
  if (typeof window === 'undefined' || request.method !== 'GET') return undefined;
  if (request.headers.has('Authorization')) return takeSignedInBootRead(request);
  const started = window.__shellBootReads?.[request.url];
  if (!started) return undefined;
  delete window.__shellBootReads![request.url];
  return started.then((response) => response.clone()).catch(() => fetch(request));
}

declare global {
  interface Window {
    /** A signed-in person's read for the page's data frame (a back-office list), by full URL, with the token it was asked with. */
    __shellBootSignedInReads?: Record<string, { token: string; response: Promise<Response> } | undefined>;
  }
}

/**
 * A signed-in person's read the shell's HTML already made for the page's data frame (the back
 * office's lists), taken once and only by a request with the very token it was asked with (a
 * sign-in or sign-out since then asks the network). A failed head start is asked again.
 */
function takeSignedInBootRead(request: Request): Promise<Response> | undefined {
  const started = window.__shellBootSignedInReads?.[request.url];
  if (!started) return undefined;
  delete window.__shellBootSignedInReads![request.url];
  if (request.headers.get('Authorization') !== `Bearer ${started.token}`) return undefined;
  return started.response.then((response) => response.clone()).catch(() => fetch(request));
}

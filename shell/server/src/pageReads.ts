// One page's requests to the API. A product page's head and the catalogue's render of it both read the
// product: with this fetch, given to both, the API is asked once and each gets its own copy of the
// response. Only within one page: a fetch started for an earlier request is never handed to a later
// one, so a page never shows a price older than the API's when its request arrived.

interface Received {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer;
}

/** The parts of a fetch's arguments that decide whether a fetch can be shared (a Request of any realm: a remote's code may run in its own). */
function describe(input: string | URL | Request, init?: RequestInit): { url: string; method: string; headers: Headers; signal?: AbortSignal | null } {
  if (typeof input === 'string' || input instanceof URL) return { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), signal: init?.signal };
  return { url: input.url, method: init?.method ?? input.method, headers: new Headers(init?.headers ?? input.headers), signal: init?.signal ?? input.signal };
}

/** Rejects when `signal` aborts first: each caller keeps its own deadline on a shared read. */
function until<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A fetch for one page's answer: GETs without credentials to the same address are made once, within
 * `timeoutMs`; anything else goes out as it is.
 */
export function pageReads(timeoutMs: number): typeof fetch {
  const made = new Map<string, Promise<Received>>();
  return async (input, init) => {
    const { url, method, headers, signal } = describe(input, init);
    if (method.toUpperCase() !== 'GET' || headers.has('authorization') || headers.has('cookie')) return fetch(input, init);
    const key = new URL(url).href;
    let received = made.get(key);
    if (!received) {
      received = fetch(key, { headers, signal: AbortSignal.timeout(timeoutMs) }).then(async (response) => ({
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        body: await response.arrayBuffer(),
      }));
      made.set(key, received);
    }
    const { status, statusText, headers: answered, body } = await until(received, signal);
    return new Response([204, 205, 304].includes(status) ? null : body, { status, statusText, headers: answered });
  };
}

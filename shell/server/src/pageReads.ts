// One page's requests to the API. A product page's head and the catalogue's render of it both read the
// product: with this fetch, given to both, the API is asked once and each gets its own copy of the
// response. Only within one page: a fetch started for an earlier request is never handed to a later
// one, so a page never shows a price older than the API's when its request arrived.

export interface Received {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer;
}

/** A GET this page made: its address and the ETag it was answered with (none when the API gave none). */
export interface Read {
  url: string;
  status: number;
  etag: string | null;
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

/** A GET of `url` within `timeoutMs`, its body read. */
export function receive(url: string, timeoutMs: number, headers?: Headers | Record<string, string>): Promise<Received> {
  return fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) }).then(async (response) => ({
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: await response.arrayBuffer(),
  }));
}

export interface PageReads {
  /** The fetch the page's head and render use. */
  fetch: typeof fetch;
  /**
   * The GETs the page made, once all have answered; null when the page made a request that went out
   * as it is (not a GET, or with credentials) or a read failed: then the page's answer depends on
   * more than its reads' ETags say.
   */
  reads(): Promise<Read[] | null>;
}

/**
 * The requests of one page's answer: GETs without credentials to the same address are made once,
 * within `timeoutMs`; anything else goes out as it is. `received`: answers already fetched for this
 * very page (after its request arrived), used as if this fetch had made them.
 */
export function pageReads(timeoutMs: number, received: ReadonlyMap<string, Promise<Received>> = new Map()): PageReads {
  const made = new Map<string, Promise<Received>>(received);
  const used = new Set<string>();
  let passedThrough = false;
  const pageFetch: typeof fetch = async (input, init) => {
    const { url, method, headers, signal } = describe(input, init);
    if (method.toUpperCase() !== 'GET' || headers.has('authorization') || headers.has('cookie')) {
      passedThrough = true;
      return fetch(input, init);
    }
    const key = new URL(url).href;
    used.add(key);
    let answer = made.get(key);
    if (!answer) {
      answer = receive(key, timeoutMs, headers);
      made.set(key, answer);
    }
    const { status, statusText, headers: answered, body } = await until(answer, signal);
    return new Response([204, 205, 304].includes(status) ? null : body, { status, statusText, headers: answered });
  };
  return {
    fetch: pageFetch,
    async reads() {
      if (passedThrough) return null;
      // Only the reads this page used: an answer fetched ahead that nothing asked for says nothing about the page.
      const asked = [...made].filter(([url]) => used.has(url));
      try {
        const answers = await Promise.all(asked.map(async ([url, answer]) => ({ url, received: await answer })));
        return passedThrough ? null : answers.map(({ url, received: { status, headers } }) => ({ url, status, etag: headers.get('etag') }));
      } catch {
        return null;
      }
    },
  };
}

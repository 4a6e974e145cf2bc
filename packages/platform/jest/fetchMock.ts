// Test helper: replaces the global fetch (the network edge) with canned API responses, so tests run
// our real client code. Routes are 'METHOD /path' (query string ignored); anything else is a 404.

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: unknown;
  rawBody: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Keeps the request pending until the test resolves it (for loading states). */
  delay?: Promise<unknown>;
}

export type Route = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function mockFetch(routes: Record<string, Route> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const isRequest = typeof input === 'object' && 'method' in input && !(input instanceof URL);
    const href = isRequest ? (input as Request).url : new URL(String(input), window.location.href).toString();
    const request = isRequest ? (input as Request) : new Request(href, init);
    const text = init?.body === undefined || typeof init.body === 'string' ? await request.clone().text() : '';
    const url = new URL(href);
    const call: RecordedCall = {
      method: request.method,
      url: href,
      path: url.pathname,
      headers: request.headers,
      body: typeof init?.body === 'string' || init?.body === undefined ? parse(text) : init.body,
      rawBody: init?.body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = typeof route === 'function' ? await route(call) : route;
    if (!reply) return new Response(JSON.stringify({ error: 'Not Found', statusCode: 404 }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    if (reply.delay) await reply.delay;
    const status = reply.status ?? 200;
    const body = reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body);
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A network that is down: every call rejects like a refused connection. */
export function mockNetworkDown() {
  const fetchMock = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

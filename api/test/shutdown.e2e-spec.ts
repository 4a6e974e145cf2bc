import { Agent, request as httpRequest } from 'node:http';
import { spawnApi, startTestApp, stop, type TestApp, waitUntilReady } from './support/test-app.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Outcome {
  status?: number;
  connection?: string;
  orderId?: string;
  error?: string;
  afterSignal: boolean;
}

/** One POST on a kept-alive connection of `agent`. */
function post(agent: Agent, url: string, token: string, body: unknown): Promise<Omit<Outcome, 'afterSignal'>> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}/api/orders`, { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, orderId: res.statusCode === 201 ? JSON.parse(text).order.orderId : undefined }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(JSON.stringify(body));
  });
}

describe('stopping under load (SIGTERM)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    await app.http.post('/api/products').set(app.auth('admin')).send({ key: 'STOP-1', name: 'Shutdown Mixer', price: 100, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Shutdown gear', stock: 9999 }).expect(201);
  });
  afterAll(() => app?.close());

  it('finishes every booking it took in, starts none on kept-alive connections after the signal, and loses nothing', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: Outcome[] = [];
    let signalled = false;
    let exited = false;
    const exit = new Promise<number | null>((resolve) => app.child.once('exit', (code) => ((exited = true), resolve(code))));
    const client = async (n: number) => {
      for (let i = 0; !exited; i++) {
        // Sent after the signal (not merely responded to after it: a response the server wrote before it
        // had handled SIGTERM may still be on its way when the signal is sent).
        const sentAfterSignal = signalled;
        const outcome = await post(agent, app.url, app.tokens.customer, { orderedItems: [{ key: 'STOP-1', qty: 1 }], startingDate: day(10 + ((n * 7 + i) % 300)), endingDate: day(11 + ((n * 7 + i) % 300)) });
        outcomes.push({ ...outcome, afterSignal: sentAfterSignal });
        if (outcome.error) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    // "After the signal" starts once the API has taken it (it logs that first): a request sent a
    // moment after kill() can still be read in the same turn of the API's event loop as the signal,
    // and be started before it, as any request already on the wire.
    const taken = setInterval(() => {
      if (!app.output().includes('SIGTERM: finishing')) return;
      signalled = true;
      clearInterval(taken);
    }, 1);
    const code = await exit;
    clearInterval(taken);
    const stoppedInMs = Date.now() - signalledAt;
    await Promise.all(clients);
    agent.destroy();

    const created = outcomes.filter((o) => o.status === 201).map((o) => o.orderId!);
    const after = outcomes.filter((o) => o.afterSignal);
    const summary = {
      created: created.length,
      createdAfterSignal: after.filter((o) => o.status === 201).length,
      refused503: outcomes.filter((o) => o.status === 503).length,
      errors: [...new Set(outcomes.filter((o) => o.error).map((o) => o.error))],
    };
    console.log(`shutdown under load: ${JSON.stringify(summary)}, stopped in ${stoppedInMs} ms`);
    expect(code).toBe(0);
    expect(created.length).toBeGreaterThan(0);
    // Every response is a booking or a clean 503. Without a response, a request was refused: it opened
    // a new connection after the server had stopped listening. None is reset: the server closes no
    // kept-alive connection under a client, each closes after its next response (Connection: close).
    // Either way a request without a response must not have been booked (checked after the restart).
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 201 && o.status !== 503)).toEqual([]);
    expect(summary.errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([]);
    // Only what was already on its way when the signal came is still booked: at most a request or two per client, not 10 s of new ones.
    expect(summary.createdAfterSignal).toBeLessThanOrEqual(16);
    // After the signal, every response tells the client to close its connection.
    expect(after.filter((o) => o.status !== undefined && o.connection !== 'close')).toEqual([]);

    // Restarted on the same database: every booking that got a 201 is there.
    const { child, output } = spawnApi(app.env);
    try {
      await waitUntilReady(app.url, child, output);
      const orders = (await app.http.get('/api/orders').set(app.auth('admin')).expect(200)).body as { orderId: string }[];
      const stored = new Set(orders.filter((o) => JSON.stringify(o).includes('STOP-1')).map((o) => o.orderId));
      expect(created.filter((orderId) => !stored.has(orderId))).toEqual([]);
      // ...and nothing else: no request left without a response (refused, reset) was booked.
      expect([...stored].filter((orderId) => !created.includes(orderId))).toEqual([]);
    } finally {
      await stop(child);
    }
  });
});

import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { pino } from 'pino';
import { logEachRequest, SLOW_MS } from './request-log.js';

/** A Fastify app whose request lines are collected: GET /ok, GET /missing (404), GET /slow, POST /write, POST /quote (a public read). */
async function appLogging(readSample: number) {
  const lines: { method: string; route: string; status: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const parsed = JSON.parse(line) as { msg: string; method: string; route: string; status: number };
        if (parsed.msg === 'request') lines.push({ method: parsed.method, route: parsed.route, status: parsed.status });
      }
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino(sink) as FastifyBaseLogger, logController: new LogController({ disableRequestLogging: true }) });
  logEachRequest(app, { readSample });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/missing', async (_request, reply) => reply.code(404).send({ error: 'No such thing' }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 20));
    return { ok: true };
  });
  app.post('/write', async () => ({ ok: true }));
  app.post('/quote', { config: { publicRead: true } }, async () => ({ total: 1 }));
  // Over a socket: light-my-request's inject does not load under jest's ES modules on Node 20.
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const send = async (path: string, method = 'GET') => {
    await (await fetch(`${address}${path}`, { method, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}) })).arrayBuffer();
    // The line is written in onResponse, just after the response's last byte.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { app, lines, send };
}

describe('the request log', () => {
  it('has a line for every request by default', async () => {
    const { app, lines, send } = await appLogging(1);
    for (let i = 0; i < 3; i++) await send('/ok');
    await send('/quote', 'POST');
    expect(lines).toHaveLength(4);
    await app.close();
  });

  it('with LOG_READ_SAMPLE=N keeps one successful read in N, and every write and error', async () => {
    const { app, lines, send } = await appLogging(10);
    for (let i = 0; i < 25; i++) await send('/ok');
    for (let i = 0; i < 10; i++) await send('/quote', 'POST');
    for (let i = 0; i < 2; i++) await send('/missing');
    await send('/write', 'POST');
    const count = (route: string) => lines.filter((line) => line.route === route).length;
    // 35 successful reads in all: lines for the 1st, 11th, 21st and 31st.
    expect(count('/ok') + count('/quote')).toBe(4);
    expect(count('/missing')).toBe(2);
    expect(count('/write')).toBe(1);
    await app.close();
  });

  it('with LOG_READ_SAMPLE=0 logs no successful read, but a slow one still', async () => {
    const { app, lines, send } = await appLogging(0);
    for (let i = 0; i < 5; i++) await send('/ok');
    await send('/slow');
    await send('/missing');
    expect(lines.map((line) => line.route)).toEqual(['/slow', '/missing']);
    await app.close();
  });
});

import { startTestApp, useTestApp } from './support/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[4]);
  }
  return undefined;
}

describe('Prometheus metrics at GET /api/metrics (METRICS_TOKEN)', () => {
  // A small public-read limit so that a refusal is easy to cause; mails stay queued (no tick within the test).
  const t = useTestApp({ METRICS_TOKEN: TOKEN, PUBLIC_READ_RATE_LIMIT: '10', PUBLIC_READ_RATE_WINDOW_SECONDS: '3600', MAIL_TICK_MS: '3600000' });
  const scrape = async () => {
    const response = await t().http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.text;
  };

  it('responds 401 with an error text without the token or with another one', async () => {
    for (const header of [undefined, 'Bearer wrong-token-wrong-token-wrong-token', TOKEN]) {
      const call = t().http.get('/api/metrics');
      const response = await (header ? call.set('Authorization', header) : call).expect(401);
      expect(response.body).toEqual({ error: 'GET /api/metrics needs the METRICS_TOKEN as a bearer token', statusCode: 401 });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('counts requests by route pattern and status with latencies, read-cache hits, limiter refusals, the outbox backlog and the pool', async () => {
    const admin = t().auth('admin');
    await t().http.post('/api/products').set(admin).send({ key: 'metric-light', name: 'Metric light', price: 900, category: 'lights', dimensions: '1 x 1 x 1 m', description: 'Metrics', stock: 5, image: [] }).expect(201);
    const before = await scrape();
    const queuedBefore = sample(before, 'mail_outbox_backlog', { status: 'queued' });
    expect(queuedBefore).toBeGreaterThanOrEqual(0);
    const hitsBefore = sample(before, 'read_cache_requests_total', { result: 'hit' }) ?? 0;

    for (let i = 0; i < 3; i++) await t().http.get('/api/products/metric-light').expect(200);
    await t().http.get('/api/no-such-route/42').expect(404);
    const quotes: number[] = [];
    for (let i = 0; i < 11; i++) quotes.push((await t().http.post('/api/orders/quote').send({})).status);
    expect(quotes.filter((status) => status === 429)).toHaveLength(1);
    await t()
      .http.post('/api/orders')
      .set(t().auth('customer'))
      .send({ orderedItems: [{ key: 'metric-light', qty: 1 }], days: 1, startingDate: '2031-03-01', endingDate: '2031-03-02' })
      .expect(201);

    const after = await scrape();
    expect(sample(after, 'http_requests_total', { route: '/api/products/:key', method: 'GET', status: '200' })).toBe(3);
    expect(sample(after, 'http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    expect(sample(after, 'http_requests_total', { route: '/api/orders/quote', method: 'POST', status: '429' })).toBe(1);
    expect(sample(after, 'rate_limit_refusals_total', { route: '/api/orders/quote' })).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_count', { route: '/api/products/:key', method: 'GET' })).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_bucket', { route: '/api/products/:key', method: 'GET', le: '+Inf' })).toBe(3);
    // The first product read is computed, the next two come from the cache.
    expect(sample(after, 'read_cache_requests_total', { result: 'hit' })).toBe(hitsBefore + 2);
    // The booking queued its confirmation mail.
    expect(sample(after, 'mail_outbox_backlog', { status: 'queued' })).toBeGreaterThan(queuedBefore!);
    expect(sample(after, 'mail_outbox_backlog', { status: 'failed' })).toBe(0);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(after, 'redis_up')).toBeUndefined();
    if (t().dbType === 'mysql') {
      expect(sample(after, 'db_pool_connections', { state: 'limit' })).toBe(20);
      expect(sample(after, 'db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(sample(after, 'db_pool_connections', { state: 'open' })).toBeUndefined();
    }
  });

  it('does not exist without METRICS_TOKEN (404)', async () => {
    const app = await startTestApp();
    try {
      const response = await app.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
      expect(response.body.error).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  });
});

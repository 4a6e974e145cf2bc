import { useTestApp } from './support/test-app.js';

const METRICS_TOKEN = 'metrics-token-for-read-cache-tests-0123456789';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const product = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  name: `Gear ${key}`,
  price: 100,
  category: 'audio',
  dimensions: '1 x 1 x 1 cm',
  description: 'Checked before every hire',
  stock: 2,
  ...extra,
});

describe('public reads served from the cache of responses: never stale after a write', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await t().http.post('/api/products').set(t().auth('admin')).send(product('CACHE-A')).expect(201);
  });

  it('gives public reads an ETag and Cache-Control, and responds 304 when the client has that response', async () => {
    const first = await t().http.get('/api/products/CACHE-A').expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await t().http.get('/api/products/CACHE-A').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    // The cached response is byte for byte the computed one.
    const cached = await t().http.get('/api/products/CACHE-A').expect(200);
    expect(cached.text).toBe(first.text);
    expect(cached.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('sends the security and CORS headers on a response from the cache as on a computed one, and on a 404', async () => {
    const cart = { orderedItems: [{ key: 'CACHE-A', qty: 1 }], startingDate: day(3), endingDate: day(4) };
    const origin = 'http://localhost:8081';
    const computed = await t().http.post('/api/orders/quote').set('Origin', origin).send(cart).expect(200);
    const cached = await t().http.post('/api/orders/quote').set('Origin', origin).send(cart).expect(200);
    const unknown = await t().http.get('/api/no-such-route').set('Origin', origin).expect(404);
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy', 'cross-origin-resource-policy', 'access-control-allow-origin', 'vary'];
    const headersOf = (res: { headers: Record<string, string> }) => Object.fromEntries(names.map((name) => [name, res.headers[name]]));
    expect(headersOf(computed)).toEqual(expect.objectContaining({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'cross-origin', 'access-control-allow-origin': origin }));
    expect(computed.headers['content-security-policy']).toContain("default-src 'self'");
    expect(headersOf(cached)).toEqual(headersOf(computed));
    expect(headersOf(unknown)).toEqual(headersOf(computed));
    expect(cached.headers['x-powered-by']).toBeUndefined();
  });

  it('returns the new price at once after a change, in the product, the list, the page and the quote', async () => {
    const cart = { orderedItems: [{ key: 'CACHE-A', qty: 1 }], startingDate: day(3), endingDate: day(4) };
    const before = await t().http.get('/api/products/CACHE-A').expect(200);
    await t().http.get('/api/products').expect(200);
    await t().http.get('/api/products?page=1&limit=24&q=CACHE').expect(200);
    expect((await t().http.post('/api/orders/quote').send(cart).expect(200)).body.total).toBe(100);

    await t().http.put('/api/products/CACHE-A').set(t().auth('admin')).send({ price: 123.45 }).expect(200);

    const after = await t().http.get('/api/products/CACHE-A').set('If-None-Match', before.headers.etag).expect(200);
    expect(after.body.price).toBe(123.45);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(((await t().http.get('/api/products').expect(200)).body as { key: string; price: number }[]).find((p) => p.key === 'CACHE-A')?.price).toBe(123.45);
    expect((await t().http.get('/api/products?page=1&limit=24&q=CACHE').expect(200)).body.data[0].price).toBe(123.45);
    expect((await t().http.post('/api/orders/quote').send(cart).expect(200)).body.total).toBe(123.45);
  });

  it('shows fewer free units at once after a booking, and more after its cancellation', async () => {
    const range = `start=${day(20)}&end=${day(22)}`;
    const cart = { orderedItems: [{ key: 'CACHE-A', qty: 1 }], startingDate: day(20), endingDate: day(22) };
    expect((await t().http.get(`/api/products/CACHE-A/availability?${range}`).expect(200)).body.free).toBe(2);
    expect((await t().http.post('/api/orders/quote').send(cart).expect(200)).body.lines[0].available).toBe(2);
    const booked = await t().http.post('/api/orders').set(t().auth('customer')).send(cart).expect(201);
    expect((await t().http.get(`/api/products/CACHE-A/availability?${range}`).expect(200)).body.free).toBe(1);
    expect((await t().http.post('/api/orders/quote').send(cart).expect(200)).body.lines[0].available).toBe(1);
    await t().http.put(`/api/orders/${booked.body.order.orderId}/cancel`).set(t().auth('customer')).expect(200);
    expect((await t().http.get(`/api/products/CACHE-A/availability?${range}`).expect(200)).body.free).toBe(2);
  });

  it("keeps the admin's view apart: unavailable products only for the admin, privately, whoever asked first", async () => {
    await t().http.post('/api/products').set(t().auth('admin')).send(product('CACHE-HIDDEN', { availability: false })).expect(201);
    const visitor = await t().http.get('/api/products').expect(200);
    expect((visitor.body as { key: string }[]).map((p) => p.key)).not.toContain('CACHE-HIDDEN');
    const admin = await t().http.get('/api/products').set(t().auth('admin')).expect(200);
    expect((admin.body as { key: string }[]).map((p) => p.key)).toContain('CACHE-HIDDEN');
    expect(admin.headers['cache-control']).toBe('private, no-cache');
    await t().http.get('/api/products/CACHE-HIDDEN').set(t().auth('admin')).expect(200);
    await t().http.get('/api/products/CACHE-HIDDEN').expect(404);
    // A customer, or a token that only claims to be an admin's, reads what a visitor reads.
    const customer = await t().http.get('/api/products').set(t().auth('customer')).expect(200);
    expect(customer.headers.etag).toBe(visitor.headers.etag);
    const forged = await t().http.get('/api/products').set(t().auth('forged')).expect(200);
    expect((forged.body as { key: string }[]).map((p) => p.key)).not.toContain('CACHE-HIDDEN');
  });

  it('lists a new gallery item at once, and forgets a deleted one', async () => {
    const before = (await t().http.get('/api/gallery?page=1&limit=20').expect(200)).body.pagination.total as number;
    const created = await t().http.post('/api/gallery').set(t().auth('admin')).send({ imageUrl: 'https://cdn.example/x.jpg', description: 'Stage at night' }).expect(201);
    expect((await t().http.get('/api/gallery?page=1&limit=20').expect(200)).body.pagination.total).toBe(before + 1);
    await t().http.delete(`/api/gallery/${created.body.item._id}`).set(t().auth('admin')).expect(200);
    expect((await t().http.get('/api/gallery?page=1&limit=20').expect(200)).body.pagination.total).toBe(before);
  });
});

describe('a quote from the read cache: keyed by the body as sent, looked up before the body is parsed', () => {
  const t = useTestApp({ METRICS_TOKEN });
  const hits = async () => {
    const text = (await t().http.get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
    return Number(/^read_cache_requests_total\{result="hit"\} (\d+)$/m.exec(text)?.[1] ?? 0);
  };
  const quote = (text: string) => t().http.post('/api/orders/quote').set('Content-Type', 'application/json').send(text);
  beforeAll(async () => {
    await t().http.post('/api/products').set(t().auth('admin')).send(product('CACHE-Q', { price: 250 })).expect(201);
  });

  it('answers the same bytes again from the cache, byte for byte, with the security headers and a request id of its own', async () => {
    const text = JSON.stringify({ orderedItems: [{ key: 'CACHE-Q', qty: 2 }], startingDate: day(5), endingDate: day(7) });
    const first = await quote(text).expect(200);
    expect(first.body.lines[0].price).toBe(250);
    const before = await hits();
    const again = await quote(text).expect(200);
    expect(await hits()).toBe(before + 1);
    expect(again.text).toBe(first.text);
    for (const header of ['content-type', 'content-security-policy', 'x-content-type-options', 'strict-transport-security', 'vary', 'cache-control']) expect(again.headers[header]).toBe(first.headers[header]);
    expect(again.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('prices the same cart spelled otherwise alike, computed (another entry), and still refuses a body that is not the cart', async () => {
    const cart = { orderedItems: [{ key: 'CACHE-Q', qty: 1 }], startingDate: day(5), endingDate: day(7) };
    const first = await quote(JSON.stringify(cart)).expect(200);
    const before = await hits();
    const spaced = await quote(JSON.stringify(cart, null, 2)).expect(200);
    expect(await hits()).toBe(before);
    expect(spaced.text).toBe(first.text);
    // A longer text that starts like a cached one is another key, parsed and refused on its own.
    expect((await quote(`${JSON.stringify(cart)}x`).expect(400)).body).toEqual({ error: 'The request body is not valid JSON', statusCode: 400 });
    expect((await quote(JSON.stringify({ ...cart, orderedItems: 'all' })).expect(400)).body.error).toEqual(expect.any(String));
  });

  it('empties on a write: the same bytes give the new price at once', async () => {
    const text = JSON.stringify({ orderedItems: [{ key: 'CACHE-Q', qty: 1 }], startingDate: day(8), endingDate: day(9) });
    const before = (await quote(text).expect(200)).body;
    expect((await quote(text).expect(200)).body).toEqual(before);
    await t().http.put('/api/products/CACHE-Q').set(t().auth('admin')).send({ price: 300 }).expect(200);
    const after = (await quote(text).expect(200)).body;
    expect(after.lines[0].price).toBe(300);
    expect(after.total).toBeGreaterThan(before.total);
  });
});

import { useTestApp } from './support/test-app.js';

describe('HTTP basics shared by every route', () => {
  const t = useTestApp();

  it('sends security headers (helmet) and no framework banner', async () => {
    const res = await t().http.get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS from the configured frontend origins only', async () => {
    const allowed = await t().http.options('/api/products').set('Origin', 'http://localhost:8081').set('Access-Control-Request-Method', 'GET');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8081');
    const refused = await t().http.get('/api/products').set('Origin', 'https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('documents every call of the spec in OpenAPI', async () => {
    const doc = (await t().http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/users', 'GET /api/users/all', 'PUT /api/users/block/{email}', 'POST /api/users/login', 'POST /api/users/google', 'POST /api/users',
        'GET /api/products', 'GET /api/products/{key}', 'POST /api/products', 'PUT /api/products/{key}', 'DELETE /api/products/{key}',
        'GET /api/orders', 'PUT /api/orders/status/{orderId}', 'POST /api/orders/quote', 'POST /api/orders',
        'GET /api/gallery', 'POST /api/gallery', 'DELETE /api/gallery/{id}', 'POST /api/uploads/presign',
      ]),
    );
  });

  // Whatever a client sends, the response is a 4xx in the error shape, never a 500.
  const oddBodies: unknown[] = [
    null, [], [1, 2], 'text', 42, true, {}, { a: { b: { c: [] } } },
    { key: ['x'], name: { $gt: '' }, price: 'NaN', email: 5, password: null, orderedItems: 'all', status: ['approved'] },
    { orderedItems: [{ key: null, qty: 'lots' }], startingDate: '2026-13-45', endingDate: 'yesterday' },
    { orderedItems: [{ key: 'x'.repeat(10_000), qty: 1e308 }], startingDate: '0000-00-00', endingDate: '9999-12-31' },
    { imageUrl: 'javascript:alert(1)', description: '', contentType: 'text/html', folder: '../../etc' },
    { __proto__: { isAdmin: true }, constructor: { prototype: {} } },
  ];
  const writeRoutes = [
    ['post', '/api/users'], ['post', '/api/users/login'], ['post', '/api/users/google'], ['put', '/api/users/block/%00'],
    ['post', '/api/products'], ['put', '/api/products/NO-SUCH'], ['put', '/api/products/%E0%A4%A'], ['delete', '/api/products/%2e%2e'],
    ['post', '/api/orders/quote'], ['post', '/api/orders'], ['put', '/api/orders/status/ORD0001'], ['put', '/api/orders/status/x'],
    ['post', '/api/gallery'], ['delete', '/api/gallery/abc'], ['delete', '/api/gallery/99999999999999999999'], ['post', '/api/uploads/presign'],
  ] as const;

  it.each(writeRoutes)('%s %s responds to odd bodies with a 4xx error, never a 500', async (method, path) => {
    for (const body of oddBodies) {
      const res = await t().http[method](path).set(t().auth('admin')).set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect([res.status, body]).toEqual([expect.any(Number), body]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String), statusCode: res.status }));
    }
  });

  it.each([
    '/api/products?page=0&limit=20', '/api/products?page=abc', '/api/products?page=1&limit=100000', '/api/products?page=1&limit=10&sort=drop', '/api/products?page=1&limit=10&order=sideways',
    '/api/gallery?page=-1', '/api/gallery?limit=0', '/api/gallery?page=1.5',
  ])('GET %s responds with a 4xx error, never a 500', async (path) => {
    const res = await t().http.get(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error).toEqual(expect.any(String));
  });

  // Tolerant reading: `category[]` and `q[$ne]` are parameters this API does not know, so they are
  // ignored (never read as an operator) and the unfiltered first page is returned.
  it.each(['/api/products?page=1&limit=10&category[]=audio', '/api/products?page=1&limit=10&q[$ne]=x'])('GET %s ignores the unknown parameter', async (path) => {
    const res = await t().http.get(path).expect(200);
    const plain = await t().http.get('/api/products?page=1&limit=10').expect(200);
    expect(res.body.pagination).toEqual(plain.body.pagination);
  });

  it.each([['get', '/'], ['post', '/'], ['get', '/uploads/products'], ['get', '/nope/deeper']] as const)(
    'responds to %s %s outside /api with a JSON 404 too',
    async (method, path) => {
      const res = await t().http[method](path).expect(404);
      expect(res.body).toEqual({ error: `No such route: ${method.toUpperCase()} ${path}`, statusCode: 404 });
    },
  );

  it('responds to an order number too long to be one with a 404, not a 500', async () => {
    const res = await t().http.put(`/api/orders/status/ORD${'9'.repeat(400)}`).set(t().auth('admin')).send({ status: 'approved' });
    expect(res.status).toBe(404);
    await t().http.put('/api/orders/status/ORD99999999999').set(t().auth('admin')).send({ status: 'approved' }).expect(404);
  });

  it('refuses a cart whose lines are lists instead of { key, qty }', async () => {
    const res = await t().http.post('/api/orders/quote').send({ orderedItems: [[{ key: 'x', qty: 1 }]], days: 1, startingDate: '2030-01-01', endingDate: '2030-01-02' }).expect(400);
    expect(res.body.error).toBe('orderedItems must be a list of { key, qty }');
  });

  it('keeps upgrade-insecure-requests out of the CSP, so the docs work over plain http', async () => {
    const res = await t().http.get('/api/docs').expect(200);
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('refuses an oversized JSON body with a 413 in the error shape', async () => {
    // The server responds 413 before the body is all sent and closes the connection; the client may
    // see that close (EPIPE) before it has read the response. Such a try says nothing: send again.
    const send = () => t().http.post('/api/users/login').set('Content-Type', 'application/json').send(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) }));
    let res = await send().catch((error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? null : Promise.reject(error)));
    for (let tries = 1; !res && tries < 10; tries++) res = await send().catch((error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? null : Promise.reject(error)));
    if (!res) throw new Error('every try ended with the connection closed before the response was read');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request body is too large', statusCode: 413 });
  });
});

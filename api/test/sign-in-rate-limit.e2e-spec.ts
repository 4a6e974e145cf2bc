import { EMAILS, PASSWORDS, useTestApp } from './support/test-app.js';

describe('sign-in and public read rate limiting', () => {
  // TRUST_PROXY: the public read case picks its client addresses (X-Forwarded-For), as behind a load balancer.
  const t = useTestApp({ AUTH_RATE_LIMIT: '10', AUTH_RATE_WINDOW_SECONDS: '60', PUBLIC_READ_RATE_LIMIT: '10', PUBLIC_READ_RATE_WINDOW_SECONDS: '60', TRUST_PROXY: '1' });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('limits public quotes and availability per client address, cached responses included, with Retry-After', async () => {
    await t()
      .http.post('/api/products')
      .set(t().auth('admin'))
      .send({ key: 'RATE-1', name: 'Rate Light', price: 100, category: 'lights', dimensions: '1 x 1 x 1 m', description: 'Rate limit gear' })
      .expect(201);
    const client = { 'X-Forwarded-For': '203.0.113.7' };
    const quote = { orderedItems: [{ key: 'RATE-1', qty: 1 }], startingDate: day(3), endingDate: day(5) };
    const statuses: number[] = [];
    // The same quote each time: from the second on, the read cache responds.
    for (let i = 0; i < 6; i++) statuses.push((await t().http.post('/api/orders/quote').set(client).send(quote)).status);
    for (let i = 0; i < 4; i++) statuses.push((await t().http.get(`/api/products/RATE-1/availability?start=${day(3)}&end=${day(5)}`).set(client)).status);
    expect(statuses).toEqual(Array(10).fill(200));

    const limited = await t().http.post('/api/orders/quote').set(client).send(quote);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.stringMatching(/^Too many requests from your address\. Please wait \d+ s/), statusCode: 429 });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await t().http.get(`/api/products/RATE-1/availability?start=${day(3)}&end=${day(5)}`).set(client).expect(429);

    // Another address is not affected, and neither is the catalogue.
    await t().http.post('/api/orders/quote').set({ 'X-Forwarded-For': '203.0.113.8' }).send(quote).expect(200);
    for (let i = 0; i < 12; i++) await t().http.get('/api/products/RATE-1').set(client).expect(200);
  });

  it('allows 10 sign-in attempts a minute per client, then responds 429 with an error text', async () => {
    // The harness itself signed in four times from this address while starting (admin, staff, customer, blocked).
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t().http.post('/api/users/login').send({ email: EMAILS.customer, password: i % 2 ? PASSWORDS.customer : 'wrong-password' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({ error: 'Too many sign-in attempts. Please wait a minute and try again.', statusCode: 429 });
      }
    }
    expect(statuses.slice(0, 6).every((s) => s === 200 || s === 401)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
  });

  it('limits registrations the same way, since each one costs a password hash', async () => {
    // The harness registered three accounts while starting (customer, blocked, staff).
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t().http.post('/api/users').send({ email: `flood${i}@example.com`, firstName: 'F', lastName: 'L', password: 'stage-pass-1', address: 'Road 1', phone: '0771234567' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('does not limit other routes', async () => {
    for (let i = 0; i < 15; i++) await t().http.get('/api/users/').set(t().auth('customer')).expect(200);
  });
});

import { EMAILS, PASSWORDS, useTestApp } from './support/test-app.js';

describe('sign-in rate limiting', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '10', AUTH_RATE_WINDOW_SECONDS: '60' });

  it('allows 10 sign-in attempts a minute per client, then answers 429 with an error text', async () => {
    // The harness itself signed in three times from this address while starting.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t().http.post('/api/users/login').send({ email: EMAILS.customer, password: i % 2 ? PASSWORDS.customer : 'wrong-password' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({ error: 'Too many sign-in attempts. Please wait a minute and try again.', statusCode: 429 });
      }
    }
    expect(statuses.slice(0, 7).every((s) => s === 200 || s === 401)).toBe(true);
    expect(statuses.slice(7)).toEqual([429, 429, 429, 429, 429]);
  });

  it('limits registrations the same way, since each one costs a password hash', async () => {
    // The harness registered two customers while starting.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t().http.post('/api/users').send({ email: `flood${i}@example.com`, firstName: 'F', lastName: 'L', password: 'secret1', address: 'Road 1', phone: '0771234567' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429, 429]);
  });

  it('does not limit other routes', async () => {
    for (let i = 0; i < 15; i++) await t().http.get('/api/users/').set(t().auth('customer')).expect(200);
  });
});

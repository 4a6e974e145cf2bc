import { redisOrSkip, redisTestPrefix, redisTestUrl } from './support/redis.js';
import { type ApiInstance, EMAILS, PASSWORDS, startInstanceOf, useTestApp } from './support/test-app.js';

const describeWithRedis = (await redisOrSkip('counting sign-in failures in Redis')) ? describe : describe.skip;

describe('guessing one account from many addresses', () => {
  // TRUST_PROXY: each attempt names its own client address (X-Forwarded-For), as behind a load balancer.
  const t = useTestApp({ TRUST_PROXY: '1', SIGN_IN_MAX_FAILURES: '5', SIGN_IN_LOCK_SECONDS: '3' });
  const from = (i: number) => ({ 'X-Forwarded-For': `198.51.100.${i + 1}` });

  it('refuses the account after too many failures from 20 addresses, the right password included, until the wait is over; the owner is told', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t().http.post('/api/users/login').set(from(i)).send({ email: EMAILS.customer, password: `wrong-guess-${i}` });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body).toEqual({ error: expect.stringMatching(/^Too many failed sign-ins for this account\. Please wait/), statusCode: 429, retryAfter: expect.any(Number) });
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    await t().http.post('/api/users/login').set(from(99)).send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(429);
    // Other accounts are not affected.
    await t().http.post('/api/users/login').set(from(0)).send({ email: EMAILS.admin, password: PASSWORDS.admin }).expect(200);

    const outbox = await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200);
    const told = outbox.body.data.filter((mail: { kind: string; recipient: string }) => mail.kind === 'sign-in-locked');
    expect(told).toEqual([expect.objectContaining({ recipient: EMAILS.customer, subject: expect.stringMatching(/sign-in to your account paused/) })]);

    await new Promise((resolve) => setTimeout(resolve, 3200));
    await t().http.post('/api/users/login').set(from(100)).send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(200);
  });

  it('responds to an unknown e-mail the same way (which e-mails have accounts stays secret), and mails nobody', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await t().http.post('/api/users/login').set(from(i)).send({ email: 'nobody.here@example.com', password: `wrong-guess-${i}` })).status);
    expect(statuses).toEqual([...Array(5).fill(401), 429, 429, 429]);
    const outbox = await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200);
    expect(outbox.body.data.filter((mail: { kind: string }) => mail.kind === 'sign-in-locked')).toHaveLength(1);
  });

  it('logs failed sign-ins with the account id, never the e-mail or the password', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = t()
      .output()
      .split('\n')
      .filter((line) => line.includes('"context":"Security"'));
    expect(lines.some((line) => line.includes('"event":"sign-in-failed"') && /"userId":\d+/.test(line))).toBe(true);
    expect(lines.some((line) => line.includes('"event":"sign-in-locked"'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain('@');
      expect(line).not.toContain('wrong-guess');
    }
  });
});

describe('passwords that are easy to guess', () => {
  const t = useTestApp();
  const registration = { firstName: 'Pat', lastName: 'Word', address: '1 Road', phone: '0771234567' };

  it.each([
    ['one of the most common passwords', 'pat.common@example.com', 'password1', 'This password is one of the most commonly used and easy to guess. Please choose another.'],
    ['a common one in capitals', 'pat.caps@example.com', 'QWERTY123', 'This password is one of the most commonly used and easy to guess. Please choose another.'],
    ['the e-mail address itself', 'pat.same@example.com', 'Pat.Same@example.com', 'Your password must not be your email address. Please choose another.'],
  ])('refuses %s at registration with a clear 400', async (_what, email, password, message) => {
    const res = await t().http.post('/api/users').send({ ...registration, email, password }).expect(400);
    expect(res.body).toEqual({ error: message, statusCode: 400 });
    await t().http.post('/api/users/login').send({ email, password }).expect(401);
  });

  it('still takes the spec’s 6 characters from a customer when the password is not a common one', async () => {
    await t().http.post('/api/users').send({ ...registration, email: 'pat.ok@example.com', password: 'gig-4u' }).expect(201);
  });
});

describeWithRedis('guessing counted in Redis (REDIS_URL), across API instances', () => {
  // Five seconds: the eight failures (slowed from the third on) fit in them on a loaded machine.
  const shared = { REDIS_URL: redisTestUrl(), REDIS_PREFIX: redisTestPrefix(), TRUST_PROXY: '1', SIGN_IN_MAX_FAILURES: '5', SIGN_IN_LOCK_SECONDS: '5' };
  const t = useTestApp(shared);
  let other: ApiInstance;
  beforeAll(async () => {
    other = await startInstanceOf(t(), shared);
  });
  afterAll(async () => {
    await other?.close();
  });

  it('refuses the account on every instance once the failures on all of them add up, and lets it in again after the wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const http = i % 2 === 0 ? t().http : other.http;
      statuses.push((await http.post('/api/users/login').set({ 'X-Forwarded-For': `203.0.113.${i + 1}` }).send({ email: EMAILS.customer, password: `wrong-guess-${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    await t().http.post('/api/users/login').set({ 'X-Forwarded-For': '203.0.113.50' }).send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(429);
    await new Promise((resolve) => setTimeout(resolve, 5200));
    await t().http.post('/api/users/login').set({ 'X-Forwarded-For': '203.0.113.51' }).send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(200);
  });
});

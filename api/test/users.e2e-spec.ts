import { JwtService } from '@nestjs/jwt';
import { EMAILS, PASSWORDS, startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app.js';

describe('users and auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const validRegistration = { email: 'New.Person@Example.com', firstName: 'New', lastName: 'Person', password: 'stage-pass-1', address: '5 Lake Rd', phone: '0712345678' };

  it('registers a customer, signs them in at once and never shows the password hash', async () => {
    const res = await t.http.post('/api/users').send(validRegistration).expect(201);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ email: 'new.person@example.com', role: 'customer', name: 'New Person', isBlocked: false });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2[aby]\$/);
    const me = await t.http.get('/api/users/').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    expect(me.body.email).toBe('new.person@example.com');
  });

  it('refuses a second account for the same e-mail in another letter case', async () => {
    const res = await t.http.post('/api/users').send({ ...validRegistration, email: 'NEW.PERSON@example.COM' }).expect(409);
    expect(res.body).toEqual({ error: 'An account with this email already exists', statusCode: 409 });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Please enter your first name'],
    [{ lastName: ' ' }, 'lastName', 'Please enter your last name'],
    [{ email: '' }, 'email', 'Please enter your email'],
    [{ email: 'no-at-sign.com' }, 'email', 'Please enter a valid email address'],
    [{ email: 'no@dot' }, 'email', 'Please enter a valid email address'],
    // Look-alikes of new.person@example.com: a zero-width space, a NUL, a Cyrillic 'е'.
    [{ email: 'new.per\u200bson@example.com' }, 'email', 'Please enter a valid email address'],
    [{ email: 'new.person\u0000@example.com' }, 'email', 'Please enter a valid email address'],
    [{ email: 'n\u0435w.person@example.com' }, 'email', 'Please enter a valid email address'],
    [{ address: '' }, 'address', 'Please enter your address'],
    [{ phone: '' }, 'phone', 'Please enter your phone number'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid phone number'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters long'],
    [{ role: 'admin' }, 'role', 'role is not an accepted field'],
    // bcrypt reads only 72 bytes: a longer password would be silently cut, so it is refused.
    [{ password: '€'.repeat(25) }, 'password', 'Password must be at most 72 characters long (fewer with accented letters or symbols)'],
  ])('registration with %j is refused with the spec message', async (change, field, message) => {
    const res = await t.http.post('/api/users').send({ ...validRegistration, email: `other${field}@example.com`, ...change }).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.error).toContain(message);
    expect(res.body.fields).toContainEqual({ field, messages: [message] });
  });

  it('refuses a correctly signed token that has no expiry', async () => {
    const me = (await t.http.get('/api/users/').set(t.auth('customer')).expect(200)).body as { _id: string; email: string; role: string };
    const forever = new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: Number(me._id), email: me.email, role: me.role }, { algorithm: 'HS256' });
    const res = await t.http.get('/api/users/').set('Authorization', `Bearer ${forever}`).expect(401);
    expect(res.body.error).toBe('Your session is no longer valid. Please log in again.');
  });

  it('logs in with a case-insensitive e-mail and returns token and user', async () => {
    const res = await t.http.post('/api/users/login').send({ email: EMAILS.customer.toUpperCase(), password: PASSWORDS.customer }).expect(200);
    expect(res.body).toMatchObject({ token: expect.any(String), user: { email: EMAILS.customer, role: 'customer' } });
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const res = await t.http.post('/api/users/login').send({ email: EMAILS.customer, password: 'wrong-password' }).expect(401);
    expect(res.body).toEqual({ error: 'Invalid email or password', statusCode: 401 });
  });

  it.each([
    [{ password: 'whatever' }, 'Please enter your email'],
    [{ email: EMAILS.customer }, 'Please enter your password'],
    [{ email: 'nobody', password: 'whatever' }, 'Please enter a valid email address'],
    [{ email: EMAILS.customer, password: '123' }, 'Password must be at least 6 characters'],
  ])('login with %j is refused with the spec message', async (body, message) => {
    const res = await t.http.post('/api/users/login').send(body).expect(400);
    expect(res.body.error).toBe(message);
  });

  it('blocked user cannot log in', async () => {
    const res = await t.http.post('/api/users/login').send({ email: EMAILS.blocked, password: PASSWORDS.blocked }).expect(403);
    expect(res.body.error).toBe('Your account has been blocked. Please contact support.');
  });

  it('an admin toggles a block by e-mail and the old token stops working at once, for good', async () => {
    const login = await t.http.post('/api/users/login').send({ email: 'new.person@example.com', password: 'stage-pass-1' }).expect(200);
    const token = `Bearer ${login.body.token}`;
    const blocked = await t.http.put('/api/users/block/NEW.PERSON@example.com').set(t.auth('admin')).expect(200);
    expect(blocked.body).toMatchObject({ email: 'new.person@example.com', isBlocked: true });
    expect(blocked.body.passwordHash).toBeUndefined();
    await t.http.get('/api/users/').set('Authorization', token).expect(403);
    const unblocked = await t.http.put('/api/users/block/new.person@example.com').set(t.auth('admin')).expect(200);
    expect(unblocked.body.isBlocked).toBe(false);
    // The block ended its sessions: unblocking lets the person sign in again, it revives no old token.
    await t.http.get('/api/users/').set('Authorization', token).expect(401);
    await t.http.post('/api/users/login').send({ email: 'new.person@example.com', password: 'stage-pass-1' }).expect(200);
  });

  it('an admin cannot block their own account, and an unknown e-mail is a 404', async () => {
    await t.http.put(`/api/users/block/${EMAILS.admin}`).set(t.auth('admin')).expect(400);
    const res = await t.http.put('/api/users/block/ghost@example.com').set(t.auth('admin')).expect(404);
    expect(res.body.error).toBe('No user has the email ghost@example.com');
  });

  it('lists every user for an admin, without password hashes', async () => {
    const res = await t.http.get('/api/users/all').set(t.auth('admin')).expect(200);
    expect(res.body.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([EMAILS.admin, EMAILS.customer, EMAILS.blocked]));
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
  });

  it('responds to malformed JSON with a 400 in the error shape', async () => {
    const res = await t.http.post('/api/users/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON', statusCode: 400 });
  });

  it('responds to unknown routes with a 404 in the error shape', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ error: 'No such route: GET /api/no-such-thing', statusCode: 404 });
  });
});

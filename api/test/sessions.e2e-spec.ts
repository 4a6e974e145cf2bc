import { JwtService } from '@nestjs/jwt';
import { EMAILS, PASSWORDS, startTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app.js';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('sessions: every token belongs to a server-side session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const signIn = async (email: string, password: string, userAgent: string): Promise<string> =>
    (await t.http.post('/api/users/login').set('User-Agent', userAgent).send({ email, password }).expect(200)).body.token;
  const register = async (email: string): Promise<string> =>
    (await t.http.post('/api/users').set('User-Agent', PHONE).send({ email, password: 'stage-pass-1', firstName: 'Sid', lastName: 'Session', address: '9 Hill St', phone: '0771234567' }).expect(201)).body.token;

  it('lists my devices with browser and system, marks the one asking, and logout ends that one at once', async () => {
    const phone = await register('two.devices@example.com');
    const laptop = await signIn('two.devices@example.com', 'stage-pass-1', LAPTOP);
    const listed = (await t.http.get('/api/users/sessions').set(bearer(laptop)).expect(200)).body as { id: string; current: boolean; device: string; ipAddress: string }[];
    expect(listed.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome 131 on Android', false],
      ['Safari 17 on macOS', true],
    ]);
    expect(listed.every((s) => s.ipAddress.length > 0)).toBe(true);

    expect((await t.http.post('/api/users/logout').set(bearer(phone)).expect(200)).body).toEqual({ message: 'Logged out', ended: 1 });
    const refused = await t.http.get('/api/users/').set(bearer(phone)).expect(401);
    expect(refused.body).toEqual({ error: 'Your session is no longer valid. Please log in again.', statusCode: 401 });
    await t.http.get('/api/users/').set(bearer(laptop)).expect(200);
    expect((await t.http.get('/api/users/sessions').set(bearer(laptop)).expect(200)).body).toHaveLength(1);
  });

  it('signs out every other device, and keeps this one', async () => {
    await register('many.devices@example.com');
    const others = [await signIn('many.devices@example.com', 'stage-pass-1', LAPTOP), await signIn('many.devices@example.com', 'stage-pass-1', PHONE)];
    const here = await signIn('many.devices@example.com', 'stage-pass-1', LAPTOP);
    expect((await t.http.post('/api/users/sessions/end-others').set(bearer(here)).expect(200)).body).toEqual({ message: '3 other devices signed out', ended: 3 });
    for (const token of others) await t.http.get('/api/users/').set(bearer(token)).expect(401);
    await t.http.get('/api/users/').set(bearer(here)).expect(200);
  });

  it("ends one of my sessions by its id; another account's session id is a 404 and stays open", async () => {
    const mine = await register('ends.one@example.com');
    const spare = await signIn('ends.one@example.com', 'stage-pass-1', PHONE);
    const spareId = ((await t.http.get('/api/users/sessions').set(bearer(mine)).expect(200)).body as { id: string; current: boolean }[]).find((s) => !s.current)!.id;
    const stranger = await signIn(EMAILS.customer, PASSWORDS.customer, LAPTOP);
    await t.http.delete(`/api/users/sessions/${spareId}`).set(bearer(stranger)).expect(404);
    await t.http.get('/api/users/').set(bearer(spare)).expect(200);
    await t.http.delete(`/api/users/sessions/${spareId}`).set(bearer(mine)).expect(200);
    await t.http.get('/api/users/').set(bearer(spare)).expect(401);
    await t.http.delete(`/api/users/sessions/${'x'.repeat(500)}`).set(bearer(mine)).expect(404);
  });

  it('a role change ends the account\'s sessions; a block refuses its tokens as blocked and unblocking revives none', async () => {
    await register('promoted@example.com');
    const before = await signIn('promoted@example.com', 'stage-pass-1', LAPTOP);
    await t.http.put('/api/users/role/promoted@example.com').set(t.auth('admin')).send({ role: 'staff' }).expect(200);
    await t.http.get('/api/users/').set(bearer(before)).expect(401);
    const asStaff = await signIn('promoted@example.com', 'stage-pass-1', LAPTOP);
    expect((await t.http.get('/api/users/').set(bearer(asStaff)).expect(200)).body.role).toBe('staff');

    await t.http.put('/api/users/block/promoted@example.com').set(t.auth('admin')).expect(200);
    expect((await t.http.get('/api/users/').set(bearer(asStaff)).expect(403)).body.error).toBe('Your account has been blocked. Please contact support.');
    await t.http.put('/api/users/block/promoted@example.com').set(t.auth('admin')).expect(200);
    await t.http.get('/api/users/').set(bearer(asStaff)).expect(401);
  });

  it('an admin ends every session of an account; customers may not', async () => {
    await register('ended.by.admin@example.com');
    const token = await signIn('ended.by.admin@example.com', 'stage-pass-1', PHONE);
    await t.http.post('/api/users/end-sessions/ended.by.admin@example.com').set(t.auth('customer')).expect(403);
    expect((await t.http.post('/api/users/end-sessions/ended.by.admin@example.com').set(t.auth('admin')).expect(200)).body).toEqual({ message: '2 sessions ended', ended: 2 });
    await t.http.get('/api/users/').set(bearer(token)).expect(401);
    await t.http.post('/api/users/end-sessions/nobody@example.com').set(t.auth('admin')).expect(404);
  });

  it('a session remembered by many reads still ends at once: profile edits show, another device ends it, a password change or a block', async () => {
    const phone = await register('remembered@example.com');
    const laptop = await signIn('remembered@example.com', 'stage-pass-1', LAPTOP);
    const tablet = await signIn('remembered@example.com', 'stage-pass-1', PHONE);
    const warm = async (token: string) => {
      for (let i = 0; i < 3; i++) await t.http.get('/api/users/').set(bearer(token)).expect(200);
    };
    await warm(phone);
    await t.http.patch('/api/users/me').set(bearer(laptop)).send({ firstName: 'Remy' }).expect(200);
    expect((await t.http.get('/api/users/').set(bearer(phone)).expect(200)).body.firstName).toBe('Remy');

    const phoneId = ((await t.http.get('/api/users/sessions').set(bearer(laptop)).expect(200)).body as { id: string; device: string; current: boolean }[])
      .filter((s) => !s.current && s.device.startsWith('Chrome'))
      .map((s) => s.id);
    await warm(phone);
    await warm(tablet);
    for (const id of phoneId) await t.http.delete(`/api/users/sessions/${id}`).set(bearer(laptop)).expect(200);
    expect((await t.http.get('/api/users/').set(bearer(phone)).expect(401)).body.error).toBe('Your session is no longer valid. Please log in again.');
    await t.http.get('/api/users/').set(bearer(tablet)).expect(401);

    const again = await signIn('remembered@example.com', 'stage-pass-1', PHONE);
    await warm(again);
    await warm(laptop);
    await t.http.post('/api/users/me/password').set(bearer(laptop)).send({ currentPassword: 'stage-pass-1', password: 'stage-pass-2' }).expect(200);
    await t.http.get('/api/users/').set(bearer(again)).expect(401);
    await warm(laptop);
    await t.http.put('/api/users/block/remembered@example.com').set(t.auth('admin')).expect(200);
    expect((await t.http.get('/api/users/').set(bearer(laptop)).expect(403)).body.error).toBe('Your account has been blocked. Please contact support.');
  });

  it('logout and ending a session need a signed-in caller', async () => {
    expect((await t.http.post('/api/users/logout').expect(401)).body.statusCode).toBe(401);
    expect((await t.http.delete('/api/users/sessions/any-id').expect(401)).body.statusCode).toBe(401);
  });

  it('refuses a correctly signed token that names no session (issued before sessions, or forged with the key)', async () => {
    const me = (await t.http.get('/api/users/').set(t.auth('customer')).expect(200)).body as { _id: string; email: string; role: string };
    const sessionless = new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: Number(me._id), email: me.email, role: me.role }, { expiresIn: 3600, algorithm: 'HS256' });
    await t.http.get('/api/users/').set(bearer(sessionless)).expect(401);
    const otherSession = new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: Number(me._id) + 1000, email: me.email, role: me.role, sid: 'not-a-session' }, { expiresIn: 3600, algorithm: 'HS256' });
    await t.http.get('/api/users/').set(bearer(otherSession)).expect(401);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { googleAccount, useGoogleStandIn } from './support/google-stand-in.js';
import { EMAILS, PASSWORDS, type TestApp, useTestApp } from './support/test-app.js';

// Password reset, e-mail verification, the Google takeover of an unverified account,
// and My account (profile, e-mail and password change, data export, deletion).

const SITE = 'https://shop.test';
/** Quick mail ticks: a link is in the outbox's .eml files a moment after it is asked for. */
const QUICK = { MAIL_TICK_MS: '100', PUBLIC_SITE_URL: SITE };

/** Stands in for Google: each token signs in one address, as Google's tokeninfo and userinfo respond. */
const google = useGoogleStandIn({
  'victim-token': googleAccount('victim@gmail.com', { given_name: 'Real', family_name: 'Owner' }),
  'verified-owner-token': googleAccount('verified.owner@gmail.com', { given_name: 'Real', family_name: 'Owner' }),
});

/** The .eml files written for `recipient` of one kind, decoded (quoted-printable soft breaks and escapes undone). */
function mailsTo(t: TestApp, recipient: string, kind: string): string[] {
  const dir = join(t.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(`-${kind}.eml`))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .filter((mail) => new RegExp(`^To: ${recipient.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail));
}

async function waitForMails(t: TestApp, recipient: string, kind: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = mailsTo(t, recipient, kind);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`No ${kind} mail to ${recipient} after 15 s\n${t.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The token of the newest link to `path` in the mails to `recipient`. */
async function linkToken(t: TestApp, recipient: string, kind: string, path: string, count = 1): Promise<string> {
  const mails = await waitForMails(t, recipient, kind, count);
  const match = new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9_-]+)`).exec(mails[mails.length - 1]);
  if (!match) throw new Error(`No ${path} link in:\n${mails[mails.length - 1]}`);
  return match[1];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('accounts: reset, verification, takeover and My account', () => {
  const t = useTestApp(() => ({ ...QUICK, ...google.env() }));

  const register = async (email: string, password = 'first-pass-1') =>
    (await t().http.post('/api/users').send({ email, password, firstName: 'Ada', lastName: 'Account', address: '1 Main St', phone: '0771234567' }).expect(201)).body as { token: string; user: { emailVerified: boolean } };
  const login = (email: string, password: string) => t().http.post('/api/users/login').send({ email, password });

  it('responds to "forgot password" identically for a known and an unknown address', async () => {
    const known = await t().http.post('/api/users/password/forgot').send({ email: EMAILS.customer });
    const unknown = await t().http.post('/api/users/password/forgot').send({ email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toMatch(/If an account uses this address/);
    await waitForMails(t(), EMAILS.customer, 'password-reset');
    expect(mailsTo(t(), 'nobody-here@example.com', 'password-reset')).toHaveLength(0);
    expect((await t().http.post('/api/users/password/forgot').send({ email: 'no-at-sign' }).expect(400)).body.error).toBe('Please enter a valid email address');
    expect((await t().http.post('/api/users/password/forgot').send({}).expect(400)).body.error).toBe('Please enter your email');
  });

  it('resets the password through the link once: the old password fails, the new one works, every session ends, the owner is told', async () => {
    const email = 'forgetful@example.com';
    const { token: first } = await register(email);
    const second = (await login(email, 'first-pass-1').expect(200)).body.token;
    await t().http.post('/api/users/password/forgot').send({ email: 'Forgetful@Example.com ' }).expect(200);
    const token = await linkToken(t(), email, 'password-reset', '/reset-password');

    expect((await t().http.post('/api/users/password/reset').send({ token, password: 'short' }).expect(400)).body.error).toBe('Password must be at least 6 characters long');
    const reset = await t().http.post('/api/users/password/reset').send({ token, password: 'second-pass-2' }).expect(200);
    expect(reset.body).toEqual({ message: expect.stringMatching(/password was changed/), ended: 2 });
    expect((await t().http.post('/api/users/password/reset').send({ token, password: 'third-pass-3' }).expect(400)).body.error).toMatch(/no longer valid/);

    await login(email, 'first-pass-1').expect(401);
    await login(email, 'third-pass-3').expect(401);
    const fresh = (await login(email, 'second-pass-2').expect(200)).body;
    for (const old of [first, second]) await t().http.get('/api/users/').set(bearer(old)).expect(401);
    // The link reached the inbox: the address is confirmed too.
    expect(fresh.user.emailVerified).toBe(true);
    const changed = await waitForMails(t(), email, 'password-changed');
    expect(changed[0]).toMatch(/Subject: Your password was changed/);

    await t().http.post('/api/users/password/reset').send({ token: 'made-up-token', password: 'second-pass-2' }).expect(400);
    expect((await t().http.post('/api/users/password/reset').send({ password: 'second-pass-2' }).expect(400)).body.error).toMatch(/not valid/);
  });

  it('sends at most three reset links an hour to one address, responding to each request alike', async () => {
    const email = 'limited@example.com';
    await register(email);
    const responses = [];
    for (let i = 0; i < 5; i++) responses.push((await t().http.post('/api/users/password/forgot').send({ email }).expect(200)).body);
    expect(new Set(responses.map((a) => JSON.stringify(a))).size).toBe(1);
    await waitForMails(t(), email, 'password-reset', 3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(t(), email, 'password-reset')).toHaveLength(3);
  });

  it('sends a verification link at registration; the account books meanwhile, the link confirms it once', async () => {
    const email = 'newcomer@example.com';
    const { token, user } = await register(email);
    expect(user.emailVerified).toBe(false);
    const link = await linkToken(t(), email, 'verify-email', '/verify-email');
    expect((await t().http.post('/api/users/verify-email').send({ token: link }).expect(200)).body).toEqual({ message: 'Thank you: your e-mail address is confirmed.', email });
    expect((await t().http.get('/api/users/').set(bearer(token)).expect(200)).body.emailVerified).toBe(true);
    await t().http.post('/api/users/verify-email').send({ token: link }).expect(400);
    expect((await t().http.post('/api/users/me/verification').set(bearer(token)).expect(409)).body.error).toBe('Your e-mail address is already confirmed');
  });

  it('"send again" sends a new verification link, a few an hour', async () => {
    const email = 'resend@example.com';
    const { token } = await register(email);
    expect((await t().http.post('/api/users/me/verification').set(bearer(token)).expect(200)).body.message).toMatch(/We sent a new link to resend@example.com/);
    await t().http.post('/api/users/me/verification').set(bearer(token)).expect(200);
    expect((await t().http.post('/api/users/me/verification').set(bearer(token)).expect(429)).body.error).toMatch(/several links/);
    await waitForMails(t(), email, 'verify-email', 3);
  });

  it('pre-account hijack: Google sign-in for an unverified password account disables that password and its sessions', async () => {
    const attacker = await register('victim@gmail.com', 'attacker-pass');
    const signedIn = (await t().http.post('/api/users/google').send({ accessToken: 'victim-token' }).expect(200)).body;
    expect(signedIn.user).toMatchObject({ email: 'victim@gmail.com', emailVerified: true });
    await login('victim@gmail.com', 'attacker-pass').expect(401);
    await t().http.get('/api/users/').set(bearer(attacker.token)).expect(401);
    await t().http.get('/api/users/').set(bearer(signedIn.token)).expect(200);
    // The attacker's pending verification link no longer works either.
    const link = await linkToken(t(), 'victim@gmail.com', 'verify-email', '/verify-email');
    await t().http.post('/api/users/verify-email').send({ token: link }).expect(400);
  });

  it('a verified password account keeps its password when its owner also signs in with Google', async () => {
    const email = 'verified.owner@gmail.com';
    await register(email, 'owner-pass-1');
    await t().http.post('/api/users/verify-email').send({ token: await linkToken(t(), email, 'verify-email', '/verify-email') }).expect(200);
    await t().http.post('/api/users/google').send({ accessToken: 'verified-owner-token' }).expect(200);
    await login(email, 'owner-pass-1').expect(200);
  });

  it('admins and staff are verified: the seeded admin, and a promoted account', async () => {
    expect((await t().http.get('/api/users/').set(t().auth('admin')).expect(200)).body.emailVerified).toBe(true);
    expect((await t().http.get('/api/users/').set(t().auth('staff')).expect(200)).body.emailVerified).toBe(true);
  });

  it('edits my name, phone and address; a bad value is a 400 with its message', async () => {
    const { token } = await register('profile@example.com');
    const edited = await t().http.patch('/api/users/me').set(bearer(token)).send({ firstName: ' Grace ', phone: '0719876543', address: '7 New Road' }).expect(200);
    expect(edited.body).toMatchObject({ firstName: 'Grace', lastName: 'Account', name: 'Grace Account', phone: '0719876543', address: '7 New Road', email: 'profile@example.com' });
    expect((await t().http.get('/api/users/').set(bearer(token)).expect(200)).body).toMatchObject({ firstName: 'Grace', phone: '0719876543' });
    expect((await t().http.patch('/api/users/me').set(bearer(token)).send({ phone: '123' }).expect(400)).body.error).toBe('Please enter a valid phone number');
    expect((await t().http.patch('/api/users/me').set(bearer(token)).send({ firstName: '  ' }).expect(400)).body.error).toBe('Please enter your first name');
    expect((await t().http.patch('/api/users/me').set(bearer(token)).send({}).expect(400)).body.error).toMatch(/Nothing to change/);
    // The e-mail and role are not for this route.
    await t().http.patch('/api/users/me').set(bearer(token)).send({ lastName: 'Hopper', role: 'admin', email: 'x@example.com' }).expect((res) => expect(res.status).toBeLessThan(500));
    expect((await t().http.get('/api/users/').set(bearer(token)).expect(200)).body).toMatchObject({ role: 'customer', email: 'profile@example.com' });
    await t().http.patch('/api/users/me').send({ firstName: 'Anon' }).expect(401);
  });

  it('changes the e-mail through a link to the new address (password again); the old address is told', async () => {
    const { token } = await register('old.address@example.com', 'mover-pass-1');
    expect((await t().http.post('/api/users/me/email').set(bearer(token)).send({ email: 'new.address@example.com', password: 'wrong-pass' }).expect(400)).body.error).toBe('Your current password is not right');
    expect((await t().http.post('/api/users/me/email').set(bearer(token)).send({ email: EMAILS.customer, password: 'mover-pass-1' }).expect(409)).body.error).toBe('An account with this email already exists');
    expect((await t().http.post('/api/users/me/email').set(bearer(token)).send({ email: 'not-an-address', password: 'mover-pass-1' }).expect(400)).body.error).toBe('Please enter a valid email address');
    const asked = await t().http.post('/api/users/me/email').set(bearer(token)).send({ email: 'New.Address@example.com', password: 'mover-pass-1' }).expect(200);
    expect(asked.body.message).toMatch(/We sent a link to new.address@example.com/);
    // Nothing changes until the link is opened.
    expect((await t().http.get('/api/users/').set(bearer(token)).expect(200)).body.email).toBe('old.address@example.com');
    const notice = await waitForMails(t(), 'old.address@example.com', 'email-change-notice');
    expect(notice[0]).toMatch(/new.address@example.com/);
    const link = await linkToken(t(), 'new.address@example.com', 'verify-email', '/verify-email');
    expect((await t().http.post('/api/users/verify-email').send({ token: link }).expect(200)).body).toEqual({ message: 'Your e-mail address is now new.address@example.com. Please use it to log in.', email: 'new.address@example.com' });
    expect((await t().http.get('/api/users/').set(bearer(token)).expect(200)).body).toMatchObject({ email: 'new.address@example.com', emailVerified: true });
    await login('old.address@example.com', 'mover-pass-1').expect(401);
    await login('new.address@example.com', 'mover-pass-1').expect(200);
    await t().http.post('/api/users/verify-email').send({ token: link }).expect(400);
  });

  it('changes the password with the current one: other devices are signed out, this one stays', async () => {
    const email = 'changer@example.com';
    const { token: here } = await register(email, 'changer-pass-1');
    const other = (await login(email, 'changer-pass-1').expect(200)).body.token;
    expect((await t().http.post('/api/users/me/password').set(bearer(here)).send({ currentPassword: 'nope-nope', password: 'changer-pass-2' }).expect(400)).body.error).toBe('Your current password is not right');
    expect((await t().http.post('/api/users/me/password').set(bearer(here)).send({ currentPassword: 'changer-pass-1', password: '12345' }).expect(400)).body.error).toBe('Password must be at least 6 characters long');
    expect((await t().http.post('/api/users/me/password').set(bearer(here)).send({ password: 'changer-pass-2' }).expect(400)).body.error).toBe('Please enter your current password');
    const changed = await t().http.post('/api/users/me/password').set(bearer(here)).send({ currentPassword: 'changer-pass-1', password: 'changer-pass-2' }).expect(200);
    expect(changed.body).toEqual({ message: 'Password changed. 1 other device was signed out.', ended: 1 });
    await t().http.get('/api/users/').set(bearer(other)).expect(401);
    await t().http.get('/api/users/').set(bearer(here)).expect(200);
    await login(email, 'changer-pass-1').expect(401);
    await login(email, 'changer-pass-2').expect(200);
    await waitForMails(t(), email, 'password-changed');
  });

  it('downloads my data: profile, orders and sessions; deleting is refused while a booking is open, then anonymises', async () => {
    const email = 'leaving@example.com';
    const { token } = await register(email, 'leaving-pass-1');
    await t().http.post('/api/products').set(t().auth('admin')).send({ key: 'acct-amp', name: 'Account amp', price: 100, category: 'audio', dimensions: '1 x 1 x 1 cm', description: 'Test gear', stock: 100, image: [], availability: true }).expect(201);
    const orderId = (await t().http.post('/api/orders').set(bearer(token)).send({ orderedItems: [{ key: 'acct-amp', qty: 1 }], days: 1, startingDate: '2030-12-01', endingDate: '2030-12-01' }).expect(201)).body.order.orderId as string;

    const exported = await t().http.get('/api/users/me/export').set(bearer(token)).expect(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(exported.body.profile).toMatchObject({ email, firstName: 'Ada', phone: '0771234567', address: '1 Main St', hasPassword: true, emailVerifiedAt: null });
    expect(exported.body.profile).not.toHaveProperty('passwordHash');
    expect(exported.body.orders.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
    expect(exported.body.sessions).toHaveLength(1);
    expect(exported.body.sessions[0]).toMatchObject({ endedAt: null, ipAddress: expect.any(String) });
    expect(JSON.stringify(exported.body)).not.toMatch(/\$2[aby]\$/);

    const refused = await t().http.delete('/api/users/me').set(bearer(token)).send({ password: 'leaving-pass-1' }).expect(409);
    expect(refused.body.error).toBe(`Your account cannot be deleted while a booking is open (${orderId}). Cancel it, or return the gear, then try again.`);
    expect((await t().http.delete('/api/users/me').set(bearer(token)).send({ password: 'wrong-pass' }).expect(400)).body.error).toBe('Your current password is not right');
    expect((await t().http.delete('/api/users/me').set(t().auth('admin')).send({ password: PASSWORDS.admin }).expect(403)).body.error).toMatch(/Staff and admin accounts cannot be deleted/);

    await t().http.put(`/api/orders/${orderId}/cancel`).set(bearer(token)).expect(200);
    expect((await t().http.delete('/api/users/me').set(bearer(token)).send({ password: 'leaving-pass-1' }).expect(200)).body.message).toMatch(/Your account was deleted/);
    await t().http.get('/api/users/').set(bearer(token)).expect((res) => expect([401, 403]).toContain(res.status));
    await login(email, 'leaving-pass-1').expect(401);
    // The order stays for the books, without the address; the address is free for a new account.
    const order = ((await t().http.get('/api/orders').set(t().auth('admin')).expect(200)).body as { orderId: string; email: string }[]).find((o) => o.orderId === orderId)!;
    expect(order.email).toMatch(/^deleted-\d+@deleted\.invalid$/);
    const users = (await t().http.get('/api/users/all').set(t().auth('admin')).expect(200)).body as { email: string; name: string; phone: string | null }[];
    expect(users.find((u) => u.email === order.email)).toMatchObject({ name: 'Deleted account', phone: null });
    expect(users.some((u) => u.email === email)).toBe(false);
    await register(email);
  });

  it("scrubs a deleted account's e-mail and name from the audit trail, its contact messages and the stored mails", async () => {
    const email = 'forget.me@example.com';
    const { token } = await register(email, 'forget-pass-1');
    // Its traces: a contact message quoting its address, admin actions recorded against it, mails to it.
    await t().http.post('/api/contact').set(bearer(token)).send({ name: 'Ada Account', email, subject: 'About my booking', message: `Ada Account here, write to ${email} please.` }).expect(201);
    await t().http.put(`/api/users/block/${email}`).set(t().auth('admin')).expect(200);
    await t().http.put(`/api/users/block/${email}`).set(t().auth('admin')).expect(200);
    await waitForMails(t(), email, 'verify-email');
    const all = async () => {
      const audit = (await t().http.get('/api/admin/audit?limit=100').set(t().auth('admin')).expect(200)).body;
      const messages = (await t().http.get('/api/admin/contact-messages?limit=100').set(t().auth('admin')).expect(200)).body;
      const outbox = (await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200)).body as { data: { id: number }[] };
      const mails = await Promise.all(outbox.data.map(async (mail) => (await t().http.get(`/api/admin/outbox/${mail.id}`).set(t().auth('admin')).expect(200)).body));
      return JSON.stringify({ audit, messages, mails });
    };
    const before = await all();
    expect(before).toContain(email);
    expect(before).toContain('Ada Account here');
    const outboxDir = join(t().dataDir, 'outbox');
    const emlsNaming = (text: string) => readdirSync(outboxDir).filter((name) => name.endsWith('.eml') && readFileSync(join(outboxDir, name), 'utf8').includes(text));
    expect(emlsNaming(email).length).toBeGreaterThan(0);
    const othersBefore = emlsNaming(EMAILS.customer);

    // The block ended its sessions: signed in again.
    const again = (await login(email, 'forget-pass-1').expect(200)).body.token as string;
    await t().http.delete('/api/users/me').set(bearer(again)).send({ password: 'forget-pass-1' }).expect(200);
    const after = await all();
    expect(after).not.toContain(email);
    expect(after).not.toContain('Ada Account');
    // The sent mails (.eml files without SMTP) carried the address and name: they are gone, other people's stay.
    expect(emlsNaming(email)).toEqual([]);
    expect(emlsNaming('Ada Account')).toEqual([]);
    for (const name of othersBefore) expect(existsSync(join(outboxDir, name))).toBe(true);
    // The records stay, under the anonymous address; the greeting of its mails names nobody.
    const anonymous = (JSON.parse(after) as { messages: { data: { email: string }[] } }).messages.data[0].email;
    expect(anonymous).toMatch(/^deleted-\d+@deleted\.invalid$/);
    const theirs = (JSON.parse(after) as { mails: { recipient: string; text: string }[] }).mails.filter((mail) => mail.recipient === anonymous);
    expect(theirs.length).toBeGreaterThan(0);
    for (const mail of theirs) expect(mail.text).toMatch(/^Hello,$/m);
    const audit = (await t().http.get(`/api/admin/audit?entityType=user&entityId=${anonymous}`).set(t().auth('admin')).expect(200)).body as { data: { action: string }[] };
    expect(audit.data.map((entry) => entry.action)).toEqual(expect.arrayContaining(['blocked', 'unblocked']));
    const messages = (await t().http.get('/api/admin/contact-messages?limit=100').set(t().auth('admin')).expect(200)).body as { data: { email: string; name: string; message: string }[] };
    expect(messages.data.find((m) => m.email === anonymous)).toMatchObject({ name: 'Deleted account', message: `Deleted account here, write to ${anonymous} please.` });
  });

  it('responds 401 to a visitor on every route of My account, and 403 to a blocked account', async () => {
    const anonymous = [
      t().http.post('/api/users/me/verification'),
      t().http.patch('/api/users/me').send({ lastName: 'X' }),
      t().http.post('/api/users/me/email').send({ email: 'a@example.com', password: 'secret1' }),
      t().http.post('/api/users/me/password').send({ currentPassword: 'secret1', password: 'secret2' }),
      t().http.get('/api/users/me/export'),
      t().http.delete('/api/users/me').send({ password: 'secret1' }),
    ];
    for (const request of anonymous) expect((await request).status).toBe(401);
    await t().http.post('/api/users/me/password').set(t().auth('blocked')).send({ currentPassword: PASSWORDS.blocked, password: 'secret2' }).expect(403);
    await t().http.delete('/api/users/me').set(t().auth('blocked')).send({ password: PASSWORDS.blocked }).expect(403);
  });

  it('keeps the reset and verification tokens out of the admin outbox view', async () => {
    await t().http.post('/api/users/password/forgot').send({ email: EMAILS.staff }).expect(200);
    await waitForMails(t(), EMAILS.staff, 'password-reset');
    const list = (await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200)).body.data as { id: number; kind: string; recipient: string }[];
    const row = list.find((mail) => mail.kind === 'password-reset' && mail.recipient === EMAILS.staff)!;
    const detail = (await t().http.get(`/api/admin/outbox/${row.id}`).set(t().auth('admin')).expect(200)).body;
    expect(detail.text).toContain('/reset-password?token=(hidden)');
    expect(detail.html).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
  });
});

describe('accounts: a reset link expires, and asking is limited per client', () => {
  const t = useTestApp({ ...QUICK, PASSWORD_RESET_MINUTES: '0.02', AUTH_RATE_LIMIT: '10' });

  it('refuses the link once its minutes are over', async () => {
    await t().http.post('/api/users/password/forgot').send({ email: EMAILS.customer }).expect(200);
    const token = await linkToken(t(), EMAILS.customer, 'password-reset', '/reset-password');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await t().http.post('/api/users/password/reset').send({ token, password: 'too-late-1' }).expect(400)).body.error).toMatch(/no longer valid/);
    await t().http.post('/api/users/login').send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(200);
  });

  it('responds 429 once one client asked too often, whatever the address', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await t().http.post('/api/users/password/forgot').send({ email: `someone${i}@example.com` })).status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    const last = await t().http.post('/api/users/password/forgot').send({ email: 'someone@example.com' }).expect(429);
    expect(last.body.error).toBe('Too many requests from your address. Please wait a minute and try again.');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import request from 'supertest';
import { googleAccount, useGoogleStandIn } from './support/google-stand-in.js';
import { sqliteDriver } from '../src/database/data-source-options.js';
import { EMAILS, PASSWORDS, TEST_JWT_SECRET, freePort, spawnApi, stop, useTestApp, waitUntilReady } from './support/test-app.js';


/** The authenticator app: the code of `secret` now, or `steps` periods (30 s) later. */
const codeOf = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

// Stands in for Google's tokeninfo and userinfo endpoints.
const google = useGoogleStandIn({ 'admin-token': googleAccount(EMAILS.admin, { given_name: 'Ada' }) });

describe('two-step sign-in for admins and staff', () => {
  const t = useTestApp(() => google.env());
  let secret = '';
  let recoveryCodes: string[] = [];
  const challengeOf = async (email: string, password: string) => {
    const res = await t().http.post('/api/users/login').send({ email, password }).expect(401);
    expect(res.body).toMatchObject({ secondFactor: 'code', challenge: expect.any(String), challengeExpiresIn: 300 });
    expect(res.body.token).toBeUndefined();
    return res.body.challenge as string;
  };

  it('an admin enrols: the secret as text and QR code, a wrong code refused, the right one returns ten recovery codes', async () => {
    expect((await t().http.get('/api/users/two-factor').set(t().auth('admin')).expect(200)).body).toEqual({ enabled: false, available: true, required: false, recoveryCodesLeft: 0 });
    const setup = await t().http.post('/api/users/two-factor/setup').set(t().auth('admin')).expect(200);
    secret = setup.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);

    const nearby = new Set([codeOf(secret, -1), codeOf(secret), codeOf(secret, 1)]);
    const wrong = ['111111', '222222', '333333'].find((code) => !nearby.has(code))!;
    const refused = await t().http.post('/api/users/two-factor/confirm').set(t().auth('admin')).send({ code: wrong }).expect(400);
    expect(refused.body.error).toMatch(/^That code is not right/);
    await t().http.post('/api/users/two-factor/confirm').set(t().auth('admin')).send({}).expect(400);

    const confirmed = await t().http.post('/api/users/two-factor/confirm').set(t().auth('admin')).send({ code: codeOf(secret) }).expect(200);
    recoveryCodes = confirmed.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    recoveryCodes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    expect((await t().http.get('/api/users/two-factor').set(t().auth('admin')).expect(200)).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Turned on once: a second set-up is refused, and customers have none.
    await t().http.post('/api/users/two-factor/setup').set(t().auth('admin')).expect(409);
    await t().http.post('/api/users/two-factor/setup').set(t().auth('customer')).expect(403);
  });

  it('refuses an admin without the code: the password alone gets a challenge, not a token', async () => {
    const challenge = await challengeOf(EMAILS.admin, PASSWORDS.admin);
    expect((await t().http.post('/api/users/login/second-factor').send({ challenge }).expect(400)).body.error).toBe('Please enter the code from your authenticator app');
    const nearby = new Set([codeOf(secret, -1), codeOf(secret), codeOf(secret, 1)]);
    const wrong = ['123456', '654321', '999999'].find((code) => !nearby.has(code))!;
    const refused = await t().http.post('/api/users/login/second-factor').send({ challenge, code: wrong }).expect(401);
    expect(refused.body).toEqual({ error: expect.stringMatching(/^That code is not right/), statusCode: 401 });
    // A made-up challenge, or a session token passed as one, is no challenge.
    await t().http.post('/api/users/login/second-factor').send({ challenge: 'made.up.challenge', code: codeOf(secret, 1) }).expect(401);
    await t().http.post('/api/users/login/second-factor').send({ challenge: t().tokens.admin, code: codeOf(secret, 1) }).expect(401);
    // Nor is a challenge a token.
    await t().http.get('/api/users/').set('Authorization', `Bearer ${challenge}`).expect(401);
    // Customers sign in as before.
    const customer = await t().http.post('/api/users/login').send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(200);
    expect(customer.body).toMatchObject({ message: 'Login successful', token: expect.any(String) });
  });

  it('signs in with a code computed from the secret, and that code only once', async () => {
    // The next period's code: the current one confirmed the set-up (a code is good once).
    const code = codeOf(secret, 1);
    const done = await t().http.post('/api/users/login/second-factor').send({ challenge: await challengeOf(EMAILS.admin, PASSWORDS.admin), code }).expect(200);
    expect(done.body).toMatchObject({ message: 'Login successful', token: expect.any(String), user: { email: EMAILS.admin, role: 'admin' } });
    await t().http.get('/api/users/').set('Authorization', `Bearer ${done.body.token}`).expect(200);
    const replay = await t().http.post('/api/users/login/second-factor').send({ challenge: await challengeOf(EMAILS.admin, PASSWORDS.admin), code }).expect(401);
    expect(replay.body.error).toBe('That code was used already. Please wait for the next code in your app.');
  });

  it('takes a recovery code once (typed in capitals and with spaces too)', async () => {
    const [first, second] = recoveryCodes;
    await t().http.post('/api/users/login/second-factor').send({ challenge: await challengeOf(EMAILS.admin, PASSWORDS.admin), code: first }).expect(200);
    await t().http.post('/api/users/login/second-factor').send({ challenge: await challengeOf(EMAILS.admin, PASSWORDS.admin), code: first }).expect(401);
    const typed = second.toUpperCase().replace('-', ' ');
    await t().http.post('/api/users/login/second-factor').send({ challenge: await challengeOf(EMAILS.admin, PASSWORDS.admin), code: typed }).expect(200);
    expect((await t().http.get('/api/users/two-factor').set(t().auth('admin')).expect(200)).body.recoveryCodesLeft).toBe(8);
  });

  it('asks an enrolled admin signing in with Google for the code too', async () => {
    const res = await t().http.post('/api/users/google').send({ accessToken: 'admin-token' }).expect(401);
    expect(res.body).toMatchObject({ secondFactor: 'code', challenge: expect.any(String) });
    expect(res.body.token).toBeUndefined();
    const done = await t().http.post('/api/users/login/second-factor').send({ challenge: res.body.challenge, code: recoveryCodes[2] }).expect(200);
    expect(done.body.user).toMatchObject({ email: EMAILS.admin, role: 'admin' });
  });

  it("lets an admin reset a staff member's second factor, recorded in the audit trail and the log (by id, no e-mail)", async () => {
    const setup = await t().http.post('/api/users/two-factor/setup').set(t().auth('staff')).expect(200);
    await t().http.post('/api/users/two-factor/confirm').set(t().auth('staff')).send({ code: codeOf(setup.body.secret) }).expect(200);
    await challengeOf(EMAILS.staff, PASSWORDS.staff);
    // Staff cannot reset anyone's; an admin not their own.
    await t().http.post(`/api/users/two-factor-reset/${EMAILS.staff}`).set(t().auth('staff')).expect(403);
    await t().http.post(`/api/users/two-factor-reset/${EMAILS.admin}`).set(t().auth('admin')).expect(400);
    await t().http.post('/api/users/two-factor-reset/nobody@test.local').set(t().auth('admin')).expect(404);

    const page = await t().http.get(`/api/admin/users?q=${EMAILS.staff}`).set(t().auth('admin')).expect(200);
    expect(page.body.data[0]).toMatchObject({ email: EMAILS.staff, twoFactor: true });
    expect((await t().http.post(`/api/users/two-factor-reset/${EMAILS.staff}`).set(t().auth('admin')).expect(200)).body).toEqual({ message: 'Second factor reset' });
    expect((await t().http.get(`/api/admin/users?q=${EMAILS.staff}`).set(t().auth('admin')).expect(200)).body.data[0].twoFactor).toBe(false);
    // The password alone signs the staff member in again (enrolment is not required here).
    await t().http.post('/api/users/login').send({ email: EMAILS.staff, password: PASSWORDS.staff }).expect(200);

    const audit = await t().http.get(`/api/admin/audit?entityId=${EMAILS.staff}`).set(t().auth('admin')).expect(200);
    expect(audit.body.data.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['two-step sign-in reset', 'two-step sign-in turned on']));

    await new Promise((resolve) => setTimeout(resolve, 300));
    const security = t()
      .output()
      .split('\n')
      .filter((line) => line.includes('"context":"Security"'));
    const staffId = Number(page.body.data[0]._id);
    expect(security.some((line) => line.includes('"event":"second-factor-reset"') && line.includes(`"userId":${staffId}`))).toBe(true);
    expect(security.some((line) => line.includes('"event":"second-factor-failed"'))).toBe(true);
    // Never an e-mail address, a code or a challenge.
    for (const line of security) {
      expect(line).not.toContain('@');
      for (const code of recoveryCodes) expect(line).not.toContain(code);
    }
  });

  it('lets staff make new recovery codes (password or a code) and turn two-step sign-in off with a code; audited, logged and mailed', async () => {
    const setup = await t().http.post('/api/users/two-factor/setup').set(t().auth('staff')).expect(200);
    const staffSecret = setup.body.secret as string;
    const old = (await t().http.post('/api/users/two-factor/confirm').set(t().auth('staff')).send({ code: codeOf(staffSecret) }).expect(200)).body.recoveryCodes as string[];
    const renew = (body: object) => t().http.post('/api/users/two-factor/recovery-codes').set(t().auth('staff')).send(body);

    expect((await renew({}).expect(400)).body.error).toBe('Enter your current password or a code from your authenticator app');
    expect((await renew({ password: 'not-my-password' }).expect(400)).body.error).toBe('Your current password is not right');
    await t().http.post('/api/users/two-factor/recovery-codes').set(t().auth('customer')).send({ password: PASSWORDS.customer }).expect(403);
    const fresh = (await renew({ password: PASSWORDS.staff }).expect(200)).body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    // The old codes stop working; the new ones work.
    await t().http.post('/api/users/login/second-factor').send({ challenge: await challengeOf(EMAILS.staff, PASSWORDS.staff), code: old[0] }).expect(401);
    await t().http.post('/api/users/login/second-factor').send({ challenge: await challengeOf(EMAILS.staff, PASSWORDS.staff), code: fresh[0] }).expect(200);
    // A code from the app proves it too.
    const third = (await renew({ code: codeOf(staffSecret, 1) }).expect(200)).body.recoveryCodes as string[];
    expect((await t().http.get('/api/users/two-factor').set(t().auth('staff')).expect(200)).body.recoveryCodesLeft).toBe(10);

    // Off: a wrong code is a 400 and the session stays; a current one turns it off.
    const off = (code?: string) => t().http.post('/api/users/two-factor/off').set(t().auth('staff')).send(code ? { code } : {});
    await off().expect(400);
    expect((await off(fresh[1]).expect(400)).body.error).toMatch(/^That code is not right/);
    await t().http.get('/api/users/two-factor').set(t().auth('staff')).expect(200);
    expect((await off(third[0]).expect(200)).body).toEqual({ message: 'Two-step sign-in is off' });
    expect((await t().http.get('/api/users/two-factor').set(t().auth('staff')).expect(200)).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    await t().http.post('/api/users/login').send({ email: EMAILS.staff, password: PASSWORDS.staff }).expect(200);
    await off(third[1]).expect(409);

    const audit = await t().http.get(`/api/admin/audit?entityId=${EMAILS.staff}`).set(t().auth('admin')).expect(200);
    expect(audit.body.data.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['recovery codes renewed', 'two-step sign-in turned off']));
    const outbox = await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200);
    const told = outbox.body.data.filter((mail: { kind: string; recipient: string }) => mail.kind === 'two-step-changed' && mail.recipient === EMAILS.staff);
    expect(told.map((mail: { subject: string }) => mail.subject).sort()).toEqual(['New recovery codes for your account', 'New recovery codes for your account', 'Two-step sign-in was turned off']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const security = t().output().split('\n').filter((line) => line.includes('"context":"Security"'));
    expect(security.some((line) => line.includes('"event":"recovery-codes-renewed"'))).toBe(true);
    expect(security.some((line) => line.includes('"event":"second-factor-disabled"'))).toBe(true);
    for (const line of security) for (const code of [...fresh, ...third]) expect(line).not.toContain(code);
  });

  // Last: it leaves the admin's sign-in refused for SIGN_IN_LOCK_SECONDS.
  it('counts wrong codes as failed sign-ins: knowing the password does not start the count again', async () => {
    const nearby = new Set([codeOf(secret, -1), codeOf(secret), codeOf(secret, 1)]);
    const wrong = ['123456', '654321', '999999'].find((code) => !nearby.has(code))!;
    const statuses: number[] = [];
    // 4 rounds of the right password and 3 wrong codes: 12 failures, more than SIGN_IN_MAX_FAILURES (10).
    for (let round = 0; round < 4; round++) {
      const login = await t().http.post('/api/users/login').send({ email: EMAILS.admin, password: PASSWORDS.admin });
      statuses.push(login.status);
      if (login.status !== 401) break;
      for (let i = 0; i < 3; i++) statuses.push((await t().http.post('/api/users/login/second-factor').send({ challenge: login.body.challenge, code: wrong })).status);
    }
    // Passwords and codes alike respond 401 until the 10th wrong code; from then on the codes are refused too.
    expect(statuses).toEqual([...Array(14).fill(401), 429, 429]);
    const refused = await t().http.post('/api/users/login').send({ email: EMAILS.admin, password: PASSWORDS.admin }).expect(429);
    expect(refused.body.error).toMatch(/^Too many failed sign-ins for this account/);
  });
});

describe('two-step sign-in required (TWO_FACTOR_REQUIRED=true)', () => {
  // Its own API on the embedded database: the harness' sign-ins would each need a second step here.
  let stopApp: () => Promise<void>;
  let http: ReturnType<typeof request>;
  beforeAll(async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'rental-api-2fa-'));
    const env = { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, BCRYPT_COST: '4', ADMIN_EMAIL: EMAILS.admin, ADMIN_PASSWORD: PASSWORDS.admin, SEED_DEMO_DATA: 'false', DB_TYPE: 'sqlite', TWO_FACTOR_REQUIRED: 'true', AUTH_RATE_LIMIT: '1000' };
    const { child, output } = spawnApi(env);
    stopApp = async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    };
    await waitUntilReady(url, child, output);
    http = request(url);
  });
  afterAll(() => stopApp?.());

  it('gives an admin without a second factor only an enrolment step, which ends with a token and recovery codes', async () => {
    const first = await http.post('/api/users/login').send({ email: EMAILS.admin, password: PASSWORDS.admin }).expect(401);
    expect(first.body).toMatchObject({ error: expect.stringMatching(/needs two-step sign-in/), secondFactor: 'enrol', challenge: expect.any(String) });
    const { challenge } = first.body;
    // An enrolment challenge is not a code challenge.
    await http.post('/api/users/login/second-factor').send({ challenge, code: '123456' }).expect(401);
    const setup = await http.post('/api/users/login/second-factor/setup').send({ challenge }).expect(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const done = await http.post('/api/users/login/second-factor/confirm').send({ challenge, code: codeOf(setup.body.secret) }).expect(200);
    expect(done.body).toMatchObject({ token: expect.any(String), user: { email: EMAILS.admin }, recoveryCodes: expect.any(Array) });
    expect((await http.get('/api/users/two-factor').set('Authorization', `Bearer ${done.body.token}`).expect(200)).body).toMatchObject({ enabled: true, required: true });
    // From now on: the code.
    expect((await http.post('/api/users/login').send({ email: EMAILS.admin, password: PASSWORDS.admin }).expect(401)).body.secondFactor).toBe('code');
    // Required for the role: it cannot be turned off.
    const refused = await http.post('/api/users/two-factor/off').set('Authorization', `Bearer ${done.body.token}`).send({ code: codeOf(setup.body.secret, 1) }).expect(403);
    expect(refused.body.error).toBe('The shop requires two-step sign-in for admin and staff accounts: it cannot be turned off.');
  });

  it('leaves customers as they were', async () => {
    const registration = { email: 'cust.2fa@example.com', firstName: 'Cu', lastName: 'Stomer', password: 'stage-pass-1', address: '1 Road', phone: '0771234567' };
    await http.post('/api/users').send(registration).expect(201);
    await http.post('/api/users/login').send({ email: registration.email, password: registration.password }).expect(200);
  });
});

describe('authenticator secrets at rest (TWO_FACTOR_KEY)', () => {
  // Its own API on the embedded database, started again with other keys on the same data.
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-api-2fa-key-'));
  const KEY = Buffer.alloc(32, 1).toString('base64');
  const start = async (key: string) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, BCRYPT_COST: '4', ADMIN_EMAIL: EMAILS.admin, ADMIN_PASSWORD: PASSWORDS.admin, SEED_DEMO_DATA: 'false', DB_TYPE: 'sqlite', AUTH_RATE_LIMIT: '1000', TWO_FACTOR_KEY: key };
    return { ...spawnApi(env), url };
  };
  const stored = () => {
    const Database = sqliteDriver() as new (file: string) => { prepare(sql: string): { get(): { secret: string }; run(...args: unknown[]): unknown }; close(): void };
    return new Database(join(dataDir, 'rental.sqlite'));
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores the secret encrypted, encrypts a plain one at the next start, and refuses to start with another key', async () => {
    let api = await start(KEY);
    await waitUntilReady(api.url, api.child, api.output);
    let http = request(api.url);
    const token = (await http.post('/api/users/login').send({ email: EMAILS.admin, password: PASSWORDS.admin }).expect(200)).body.token as string;
    const { secret } = (await http.post('/api/users/two-factor/setup').set('Authorization', `Bearer ${token}`).expect(200)).body as { secret: string };
    await http.post('/api/users/two-factor/confirm').set('Authorization', `Bearer ${token}`).send({ code: codeOf(secret) }).expect(200);
    await stop(api.child);

    let db = stored();
    const sealed = db.prepare('SELECT secret FROM user_second_factors').get().secret;
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);
    // As a shop from before encryption has it.
    db.prepare('UPDATE user_second_factors SET secret = ?').run(secret);
    db.close();

    api = await start(KEY);
    await waitUntilReady(api.url, api.child, api.output);
    http = request(api.url);
    db = stored();
    expect(db.prepare('SELECT secret FROM user_second_factors').get().secret).toMatch(/^v1\./);
    db.close();
    const challenge = (await http.post('/api/users/login').send({ email: EMAILS.admin, password: PASSWORDS.admin }).expect(401)).body.challenge as string;
    await http.post('/api/users/login/second-factor').send({ challenge, code: codeOf(secret, 1) }).expect(200);
    await stop(api.child);

    api = await start(Buffer.alloc(32, 2).toString('base64'));
    const code = await new Promise<number | null>((resolve) => api.child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(api.output()).toContain('cannot be decrypted with TWO_FACTOR_KEY');
  });
});

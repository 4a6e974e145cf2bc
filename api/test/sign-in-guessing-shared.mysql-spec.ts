import { createConnection } from 'mysql2/promise';
import { type ApiInstance, EMAILS, PASSWORDS, startInstanceOf, useTestApp } from './support/test-app.js';

/**
 * Without Redis, two API instances on one MariaDB database still count one account's failed
 * sign-ins together (the sign_in_attempts table): guessing spread over both is refused on both.
 */
describe('guessing one account through two API instances on one database, without Redis', () => {
  const shared = { TRUST_PROXY: '1', SIGN_IN_MAX_FAILURES: '6', SIGN_IN_LOCK_SECONDS: '3' };
  const t = useTestApp(shared);
  let other: ApiInstance;
  beforeAll(async () => {
    other = await startInstanceOf(t(), shared);
  });
  afterAll(async () => {
    await other?.close();
  });
  const instance = (i: number) => (i % 2 === 0 ? t().http : other.http);
  const from = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i + 1}` });

  it('refuses the account on both once the failures on both add up, then lets it in after the wait', async () => {
    const statuses: number[] = [];
    // Three failures on each: neither instance alone reaches SIGN_IN_MAX_FAILURES (6).
    for (let i = 0; i < 8; i++) statuses.push((await instance(i).post('/api/users/login').set(from(i)).send({ email: EMAILS.customer, password: `wrong-guess-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    for (const http of [t().http, other.http]) await http.post('/api/users/login').set(from(50)).send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(429);

    // The table holds a hash of the address, never the address.
    const db = await createConnection({ uri: t().databaseUrl! });
    const [rows] = (await db.query('SELECT accountKey, failures, lockedUntil FROM sign_in_attempts')) as unknown as [{ accountKey: string; lockedUntil: Date | null }[]];
    await db.end();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.lockedUntil !== null)).toBe(true);
    for (const row of rows) expect(row.accountKey).not.toContain('@');

    await new Promise((resolve) => setTimeout(resolve, 3200));
    await other.http.post('/api/users/login').set(from(51)).send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(200);
    await t().http.post('/api/users/login').set(from(52)).send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(200);
  });
});

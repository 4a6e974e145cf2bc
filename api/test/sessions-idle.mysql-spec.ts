import { createConnection } from 'mysql2/promise';
import { EMAILS, PASSWORDS, startTestApp, type TestApp } from './support/test-app.js';

// On MySQL only: the test ages a session in the database itself (the embedded one lives inside the API process).
describe('an idle session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSION_IDLE_HOURS: '72' });
  });
  afterAll(() => t.close());

  it('ends once unused past SESSION_IDLE_HOURS, and one used recently stays', async () => {
    const login = async () => (await t.http.post('/api/users/login').send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(200)).body.token as string;
    const idle = await login();
    const recent = await login();
    const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sid as string;
    const db = await createConnection({ uri: t.databaseUrl! });
    try {
      await db.query('UPDATE sessions SET lastSeenAt = DATE_SUB(UTC_TIMESTAMP(), INTERVAL 73 HOUR) WHERE id = ?', [sid(idle)]);
      await db.query('UPDATE sessions SET lastSeenAt = DATE_SUB(UTC_TIMESTAMP(), INTERVAL 71 HOUR) WHERE id = ?', [sid(recent)]);
    } finally {
      await db.end();
    }
    expect((await t.http.get('/api/users/').set('Authorization', `Bearer ${idle}`).expect(401)).body.error).toBe('Your session has expired. Please log in again.');
    await t.http.get('/api/users/').set('Authorization', `Bearer ${recent}`).expect(200);
  });
});

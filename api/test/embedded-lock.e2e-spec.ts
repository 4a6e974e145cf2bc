import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnApi, stop, TEST_JWT_SECRET, testDbType } from './support/test-app.js';

// The embedded database only: on MySQL several instances are the point (multi-instance.mysql-spec.ts).
const describeEmbedded = testDbType() === 'sqlite' ? describe : describe.skip;

const started = (api: ReturnType<typeof spawnApi>): Promise<boolean> =>
  new Promise((resolve) => {
    const poll = setInterval(() => {
      if (api.output().includes('API listening')) done(true);
      else if (api.child.exitCode !== null) done(false);
    }, 50);
    const done = (result: boolean) => {
      clearInterval(poll);
      resolve(result);
    };
  });

describeEmbedded('the embedded database belongs to one process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-lock-'));
  const env = async () => ({ HOST: '127.0.0.1', PORT: String(await freePort()), DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, BCRYPT_COST: '4', SEED_DEMO_DATA: 'false', DB_TYPE: 'sqlite' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second API on the same DATA_DIR with a clear message, and lets the next one start once the first has stopped', async () => {
    const first = spawnApi(await env());
    try {
      expect(await started(first)).toBe(true);
      const second = spawnApi(await env());
      const code = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
      expect(code).toBe(1);
      expect(second.output()).toContain(`Another API process is already using the embedded database at ${join(dataDir, 'rental.sqlite')}`);
      expect(first.child.exitCode).toBeNull();
    } finally {
      await stop(first.child);
    }
    const next = spawnApi(await env());
    try {
      expect(await started(next)).toBe(true);
    } finally {
      await stop(next.child);
    }
  });
});

// The API at shop size for a benchmark: `seed:volume` (10,000 products, 20,000 customers, ORDERS
// orders over two years, 100,000 unless set) seeded into a throw-away database (the embedded SQLite,
// or a scratch MySQL/MariaDB database at MYSQL_TEST_URL), the built API started on it and an admin
// signed in. DB=sqlite or DB=mysql measures one database, else both in turn.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, createScratchDatabase, dropScratchDatabase, startApi } from './api-server.mjs';

const root = join(import.meta.dirname, '../..');
export const VOLUME_ORDERS = Number(process.env.ORDERS || 100_000);

/**
 * Runs `measure(api, db)` on each database seeded at volume; `api` has the API's `url`, its `pid`
 * and the admin's `token`, with `auth` headers (bearer and JSON). `settings` are added to the API's
 * environment (limits raised for a benchmark, say). Answers all the measures' results.
 */
export async function onEachVolumeDatabase(measure, settings = {}) {
  const results = [];
  for (const db of process.env.DB ? [process.env.DB] : ['sqlite', 'mysql']) {
    const dataDir = mkdtempSync(join(tmpdir(), 'rental-bench-volume-'));
    const database = `rental_bench_volume_${process.pid}`;
    const env = { DATA_DIR: dataDir, DB_TYPE: db, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...settings };
    if (db === 'mysql') env.DATABASE_URL = await createScratchDatabase(database);
    let api;
    try {
      console.log(`${db}: seeding ${VOLUME_ORDERS} orders ...`);
      const seeded = spawnSync(process.execPath, ['dist/seed/seed-volume.js', `--orders=${VOLUME_ORDERS}`], {
        cwd: join(root, 'api'),
        stdio: 'inherit',
        env: { PATH: process.env.PATH, BCRYPT_COST: '4', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...env },
      });
      if (seeded.status !== 0) throw new Error(`seeding failed (exit ${seeded.status})`);
      api = await startApi(env);
      const login = await fetch(`${api.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
      const { token } = await login.json();
      if (!token) throw new Error(`admin sign-in: ${login.status}`);
      results.push(...(await measure({ ...api, token, auth: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }, db)));
    } finally {
      await api?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (db === 'mysql') await dropScratchDatabase(database);
    }
  }
  return results;
}

/** Writes bench/results/<name>.json: when, at what volume, and the results. */
export function writeResults(name, results) {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, `bench/results/${name}.json`), `${JSON.stringify({ measuredAt: new Date().toISOString(), orders: VOLUME_ORDERS, results }, null, 2)}\n`);
}

// Starts the built API (api/dist/main.js) for a benchmark on 127.0.0.1, on the embedded SQLite
// or on a scratch MySQL/MariaDB database (MYSQL_TEST_URL, default mariadb://root@127.0.0.1:3306)
// that is dropped afterwards (named `${BENCH_DATABASE_PREFIX ?? 'rental_bench_'}<time>`, so that
// benchmarks sharing one server keep apart). The process is stopped by its PID.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

const root = join(import.meta.dirname, '../..');
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-pass' };
const mysqlServer = (process.env.MYSQL_TEST_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the built API with `env` added to its environment, and waits until it answers. Its data
 * directory is `env.DATA_DIR` when given (the caller's to remove), else a new one removed on stop.
 */
export async function startApi(env, main = join(root, 'api/dist/main.js')) {
  const port = await freePort();
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rental-bench-'));
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      BCRYPT_COST: '4',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('the API exited while starting');
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a scratch MySQL/MariaDB database (utf8mb4, as the API's own) and answers its URL. */
export async function createScratchDatabase(name) {
  const server = await createConnection({ uri: mysqlServer });
  await server.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await server.end();
  return `${mysqlServer}/${name}`;
}

export async function dropScratchDatabase(name) {
  const server = await createConnection({ uri: mysqlServer });
  await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await server.end();
}

/**
 * Runs `measure(api, database, baseline)` against the API on each database in turn; `env` is added
 * to the API's environment. With `withBaseline` and BASELINE_DIR set, another build of the API
 * (`$BASELINE_DIR/api/dist/main.js`, e.g. the commit before a change) runs beside it on its own
 * data of the same kind, for the same run to measure both; otherwise `baseline` is undefined.
 */
export async function onEachDatabase(env, measure, { withBaseline = false } = {}) {
  const baselineMain = withBaseline && process.env.BASELINE_DIR ? join(process.env.BASELINE_DIR, 'api/dist/main.js') : null;
  const results = [];
  // BENCH_DATABASES=sqlite (or mysql) measures one of them only, e.g. while the shared MariaDB is too busy to start an API.
  const databases = process.env.BENCH_DATABASES?.split(',').map((s) => s.trim()) ?? ['sqlite', 'mysql'];
  if (databases.includes('sqlite')) await withApis({ ...env, DB_TYPE: 'sqlite' }, { ...env, DB_TYPE: 'sqlite' }, 'sqlite');
  if (!databases.includes('mysql')) return results;
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'rental_bench_';
  const scratch = `${prefix}${Date.now()}`;
  const scratches = baselineMain ? [scratch, `${scratch}_baseline`] : [scratch];
  try {
    const [databaseUrl, baselineUrl] = await Promise.all(scratches.map(createScratchDatabase));
    await withApis({ ...env, DB_TYPE: 'mysql', DATABASE_URL: databaseUrl }, { ...env, DB_TYPE: 'mysql', DATABASE_URL: baselineUrl }, 'mysql');
  } finally {
    for (const name of scratches) await dropScratchDatabase(name);
  }
  return results;

  async function withApis(apiEnv, baselineEnv, database) {
    const api = await startApi(apiEnv);
    try {
      const baseline = baselineMain ? await startApi(baselineEnv, baselineMain) : undefined;
      try {
        results.push(...(await measure(api, database, baseline)));
      } finally {
        await baseline?.stop();
      }
    } finally {
      await api.stop();
    }
  }
}

/** 'YYYY-MM-DD' `n` days from today (UTC). */
export const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

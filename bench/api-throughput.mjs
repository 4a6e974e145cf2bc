// API throughput: GET /api/products and POST /api/orders/quote with autocannon (50 connections,
// 10 s each), on the embedded SQLite and on MySQL/MariaDB (MYSQL_TEST_URL, default
// mariadb://root@127.0.0.1:3306; a scratch database is created and dropped). Both start with the
// demo catalogue. Run: npm run bench:api  (builds the API first). Results: bench/results/api-throughput.json
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';

const root = join(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const mysqlServer = (process.env.MYSQL_TEST_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startApi(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-bench-'));
  const child = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', BCRYPT_COST: '4', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the API exited while starting');
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(database, env) {
  const api = await startApi(env);
  try {
    const products = await (await fetch(`${api.url}/api/products`)).json();
    const items = products.slice(0, 3).map((p) => ({ key: p.key, qty: 2 }));
    const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const quoteBody = JSON.stringify({ orderedItems: items, days: 3, startingDate: day(1), endingDate: day(4) });
    const check = await fetch(`${api.url}/api/orders/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quoteBody });
    if (!check.ok) throw new Error(`quote answered ${check.status}: ${await check.text()}`);

    const rows = [];
    for (const [name, options] of [
      [`GET /api/products (${products.length} products)`, { url: `${api.url}/api/products` }],
      ['POST /api/orders/quote (3 lines)', { url: `${api.url}/api/orders/quote`, method: 'POST', headers: { 'content-type': 'application/json' }, body: quoteBody }],
    ]) {
      const result = await run(options);
      rows.push({
        database,
        route: name,
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50ms: result.latency.p50,
        latencyP99ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
    return rows;
  } finally {
    await api.stop();
  }
}

const rows = [...(await measure('sqlite', { DB_TYPE: 'sqlite' }))];
const scratch = `rental_bench_${Date.now()}`;
const server = await createConnection({ uri: mysqlServer });
await server.query(`CREATE DATABASE \`${scratch}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
try {
  rows.push(...(await measure('mysql', { DB_TYPE: 'mysql', DATABASE_URL: `${mysqlServer}/${scratch}` })));
} finally {
  await server.query(`DROP DATABASE IF EXISTS \`${scratch}\``);
  await server.end();
}

console.table(rows);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/api-throughput.json'), JSON.stringify({ date: new Date().toISOString(), connections, duration, rows }, null, 2));
if (rows.some((r) => r.non2xx || r.errors)) {
  console.error('Some requests failed: the figures above are not valid.');
  process.exit(1);
}

#!/usr/bin/env node
// The planner and the reports at shop size: seeds `seed:volume` (10,000 products,
// 100,000 orders over two years) into a throw-away database, tags 5 units on each of 99 products
// (495 units), starts the built API and times, as an admin, GET /api/admin/planner over 8 weeks
// (those 99 products and their units; and the first 1000 products unfiltered) and each report over
// the last year (by day and by month). Each figure is the median of 5 timed calls after one warm-up.
//   npm run bench:planner                 # both databases
//   DB=mysql npm run bench:planner        # or DB=sqlite; ORDERS=N for another volume
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

const ROOT = join(import.meta.dirname, '..');
const ORDERS = Number(process.env.ORDERS || 100_000);
const DBS = process.env.DB ? [process.env.DB] : ['sqlite', 'mysql'];
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-planner-pass-1' };
const mysqlServer = (process.env.MYSQL_TEST_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');
const REPORTS = ['revenue', 'bookings', 'utilisation', 'top-products', 'late-returns', 'deposits'];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const freePort = () => new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(db) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-bench-planner-'));
  const database = `rental_bench_planner_${process.pid}`;
  const env = { PATH: process.env.PATH, DATA_DIR: dataDir, DB_TYPE: db, SEED_DEMO_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BCRYPT_COST: '4', LOG_LEVEL: 'warn' };
  if (db === 'mysql') {
    const server = await createConnection({ uri: mysqlServer });
    await server.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await server.end();
    env.DATABASE_URL = `${mysqlServer}/${database}`;
  }
  let child;
  try {
    console.log(`${db}: seeding ${ORDERS} orders ...`);
    const seeded = spawnSync(process.execPath, ['dist/seed/seed-volume.js', `--orders=${ORDERS}`], { cwd: join(ROOT, 'api'), stdio: 'inherit', env });
    if (seeded.status !== 0) throw new Error(`seeding failed (exit ${seeded.status})`);
    const port = await freePort();
    child = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], { env: { ...env, HOST: '127.0.0.1', PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 1200 && !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
    const { token } = await (await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (let n = 1; n <= 99; n++) {
      const res = await fetch(`${url}/api/products/gen-${String(n).padStart(5, '0')}/units`, { method: 'POST', headers: auth, body: JSON.stringify({ count: 5 }) });
      if (!res.ok) throw new Error(`units: ${res.status} ${await res.text()}`);
    }
    await new Promise((r) => setTimeout(r, 2000));
    const time = async (label, path, check) => {
      const once = async () => {
        const started = performance.now();
        const res = await fetch(`${url}${path}`, { headers: auth });
        const body = await res.json();
        if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
        return { ms: performance.now() - started, body };
      };
      const { body } = await once();
      const runs = [];
      for (let i = 0; i < 5; i++) runs.push((await once()).ms);
      const result = { db, label, medianMs: Math.round(median(runs)), worstMs: Math.round(Math.max(...runs)), ...check(body) };
      console.log(`${db} ${label}: median ${result.medianMs} ms (worst ${result.worstMs})`, check(body));
      return result;
    };
    const results = [];
    const planned = (body) => ({ rows: body.rows.length, units: body.rows.filter((r) => r.kind === 'unit').length, bars: body.rows.reduce((n, r) => n + r.bars.length, 0) });
    results.push(await time('planner 8 weeks, 99 products + 495 units', `/api/admin/planner?from=${day(-28)}&weeks=8&q=gen-000`, planned));
    results.push(await time('planner 8 weeks, first 1000 products', `/api/admin/planner?from=${day(-28)}&weeks=8`, planned));
    for (const report of REPORTS) {
      for (const interval of ['day', 'month']) {
        results.push(await time(`${report} (a year by ${interval})`, `/api/admin/reports/${report}?from=${day(-364)}&to=${day(0)}&interval=${interval}`, (body) => ({ points: body.series.length, rows: body.rowCount })));
      }
    }
    return results;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (db === 'mysql') {
      const server = await createConnection({ uri: mysqlServer });
      await server.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await server.end();
    }
  }
}

const all = [];
for (const db of DBS) all.push(...(await measure(db)));
console.log('\n| database | call | median | worst of 5 | size |');
console.log('|---|---|---|---|---|');
for (const r of all) console.log(`| ${r.db} | ${r.label} | ${r.medianMs} ms | ${r.worstMs} ms | ${r.rows !== undefined && r.units !== undefined ? `${r.rows} rows, ${r.units} units, ${r.bars} bars` : `${r.points} points, ${r.rows} rows`} |`);
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(join(import.meta.dirname, 'results/planner-reports.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), orders: ORDERS, results: all }, null, 2)}\n`);

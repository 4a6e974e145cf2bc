#!/usr/bin/env node
// The orders export at shop size: seeds `seed:volume` (10,000 products, 20,000
// customers, 100,000 orders over two years) into a throw-away database, starts the built API and
// downloads GET /api/admin/exports/orders.csv (and customers, products) as an admin, measuring
// the time to the first byte and to the last, the rows, and the API process's resident memory
// (sampled every 20 ms from /proc during the download; VmHWM is the process's lifetime peak).
//   npm run bench:export                  # both databases
//   DB=sqlite npm run bench:export        # or DB=mysql; ORDERS=N for another volume
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

const ROOT = join(import.meta.dirname, '..');
const ORDERS = Number(process.env.ORDERS || 100_000);
const DBS = process.env.DB ? [process.env.DB] : ['sqlite', 'mysql'];
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-export-pass-1' };
const mysqlServer = (process.env.MYSQL_TEST_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');

const freePort = () => new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
/** The process's resident memory now and its lifetime peak, in MB (0 once it has exited). */
const memory = (pid) => {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // exited
  }
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
};

async function measure(db) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-bench-export-'));
  const database = `rental_bench_export_${process.pid}`;
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
    // Let the start-up settle (the mail outbox's first tick), then measure each export.
    await new Promise((r) => setTimeout(r, 3000));
    const results = [];
    for (const file of ['orders', 'customers', 'products']) {
      const before = memory(child.pid);
      let peak = before.rss;
      const sampler = setInterval(() => (peak = Math.max(peak, memory(child.pid).rss)), 20);
      const started = performance.now();
      let firstByte = 0;
      let bytes = 0;
      let lines = 0;
      try {
        const res = await fetch(`${url}/api/admin/exports/${file}.csv`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`${file}: ${res.status} ${await res.text()}`);
        for await (const chunk of res.body) {
          if (!firstByte) firstByte = performance.now() - started;
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
        }
      } finally {
        clearInterval(sampler);
      }
      const total = performance.now() - started;
      peak = Math.max(peak, memory(child.pid).rss);
      console.log(`${db} ${file}.csv: first byte ${Math.round(firstByte)} ms, whole file ${(total / 1000).toFixed(2)} s, ${lines} lines, API RSS ${Math.round(before.rss)} -> peak ${Math.round(peak)} MB`);
      results.push({ db, file, firstByteMs: Math.round(firstByte), totalMs: Math.round(total), megabytes: +(bytes / 1e6).toFixed(1), lines, rssBeforeMb: Math.round(before.rss), rssPeakMb: Math.round(peak), vmHwmMb: Math.round(memory(child.pid).hwm) });
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
console.log('\n| database | file | first byte | whole file | size | lines (header, quoted new lines) | API RSS before | API RSS peak during |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of all) console.log(`| ${r.db} | ${r.file}.csv | ${r.firstByteMs} ms | ${(r.totalMs / 1000).toFixed(2)} s | ${r.megabytes} MB | ${r.lines} | ${r.rssBeforeMb} MB | ${r.rssPeakMb} MB |`);
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(join(import.meta.dirname, 'results/export-orders.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), orders: ORDERS, results: all }, null, 2)}\n`);

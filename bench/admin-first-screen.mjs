#!/usr/bin/env node
// The admin area at a real shop's size: 10,000 products, 20,000 customers and 100,000
// orders (`npm run seed:volume -w api`), on the embedded database or on MySQL/MariaDB (DB=mysql:
// a scratch database on MYSQL_TEST_URL, dropped afterwards). Serves the built site on bench ports
// (API PORT_BASE, shell +80, remotes +81..+84) and measures:
//   first screen  navigation start → the first table row (or the dashboard's figures) in the DOM,
//                 in Chromium with the CPU throttled (default 4x), for each admin page on page 1
//                 and on page 500; cold (new profile) and warm (reload). Two times each: the
//                 first screen (the first rows on screen: a BASELINE_DIR build may show an inert
//                 skeleton, `.remote-frame`, before the page) and the live page (the page's own
//                 rows, once its code runs)
//   API p99       each list route under 20 concurrent admins (autocannon, DURATION s each)
//   node bench/admin-first-screen.mjs   (DB=sqlite|mysql RUNS=5 CPU_THROTTLE=4 DURATION=10 PORT_BASE=4300 REBUILD=1)
//   BASELINE_DIR=/tmp/base ...   also serves <dir>/<app> (another commit's builds) on PORT_BASE+100 against
//                                the same data, and alternates the two run by run: a before/after in one run
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { CHROMIUM_PATH, chromiumAvailable, launchChromium } from '../scripts/lib/browser.mjs';
import { DEMO_LOGINS, FRONTENDS, ROOT, ensureBuilt, sitePorts, startSite } from '../scripts/lib/site.mjs';
import { loginToken } from '../scripts/lib/testSite.mjs';

const DB = process.env.DB === 'mysql' ? 'mysql' : 'sqlite';
const RUNS = Number(process.env.RUNS || 5);
const CPU_THROTTLE = Number(process.env.CPU_THROTTLE || 4);
const DURATION = Number(process.env.DURATION || 10);
const CONNECTIONS = 20;
const PORT_BASE = String(process.env.PORT_BASE || 4300);
// A list's row: the plain table's, or the antd Table's of a BASELINE_DIR build that still has one.
const ROW = '.admin-table tbody tr.admin-table__row, .admin-table tbody tr.ant-table-row';

const SCREENS = [
  ['dashboard', '/admin/', 'ul[aria-label="Recent activity"] li'],
  ['orders', '/admin/orders', ROW],
  ['orders page 500', '/admin/orders?page=500', ROW],
  ['orders Pending this month', `/admin/orders?status=Pending&from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`, ROW],
  ['users', '/admin/users', ROW],
  ['users page 500', '/admin/users?page=500', ROW],
  ['items', '/admin/items', ROW],
  ['items page 500', '/admin/items?page=500', ROW],
];
const LISTS = [
  ['GET /api/admin/orders', '/api/admin/orders'],
  ['GET /api/admin/orders?page=500', '/api/admin/orders?page=500'],
  ['GET /api/admin/orders?status=Pending', '/api/admin/orders?status=Pending'],
  ['GET /api/admin/orders?q=customer001', '/api/admin/orders?q=customer001'],
  ['GET /api/admin/users?page=500', '/api/admin/users?page=500'],
  ['GET /api/admin/users?q=asha', '/api/admin/users?q=asha'],
  ['GET /api/admin/products?page=500', '/api/admin/products?page=500'],
  ['GET /api/admin/products?q=moving&availability=true', '/api/admin/products?q=moving&availability=true'],
  ['GET /api/admin/stats', '/api/admin/stats'],
];

if (!chromiumAvailable()) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}; install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(2);
}
ensureBuilt({ rebuild: process.env.REBUILD === '1' });

const dataDir = mkdtempSync(join(tmpdir(), 'rental-bench-admin-'));
const mysqlServer = (process.env.MYSQL_TEST_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');
const database = `rental_bench_admin_${process.pid}`;
const apiEnv = { DATA_DIR: dataDir, DB_TYPE: DB, SEED_DEMO_DATA: 'false', LOG_FORMAT: 'json' };
if (DB === 'mysql') {
  const server = await createConnection({ uri: mysqlServer });
  await server.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await server.end();
  apiEnv.DATABASE_URL = `${mysqlServer}/${database}`;
}
const baselineData = `${dataDir}-baseline`;
const dropDatabase = async () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(baselineData, { recursive: true, force: true });
  if (DB !== 'mysql') return;
  const server = await createConnection({ uri: mysqlServer });
  await server.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await server.end();
};

console.log(`Seeding the shop's volume into ${DB} ...`);
const seeded = spawnSync(process.execPath, ['dist/seed/seed-volume.js'], { cwd: join(ROOT, 'api'), stdio: 'inherit', env: { ...process.env, ...apiEnv } });
if (seeded.status !== 0) {
  await dropDatabase();
  throw new Error(`seeding failed (exit ${seeded.status})`);
}

/**
 * Records, inside the page, when `selector` first matches (no polling delay): `__first` anywhere,
 * an inert skeleton of an older build included (the first screen a person sees), `__live` in the
 * page itself (not inside a skeleton's `.remote-frame`: the screen can be used).
 */
function watchFirst(selector) {
  window.__first = null;
  window.__live = null;
  const seen = () => {
    const matches = document.querySelectorAll(selector);
    if (window.__first === null && matches.length) window.__first = performance.now();
    if (window.__live === null && [...matches].some((match) => !match.closest('.remote-frame'))) {
      window.__live = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(seen);
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`.padStart(8);
const cannon = (options) => new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (e, r) => (e ? reject(e) : resolve(r))));

// The baseline API's own embedded database: the seeded one, copied before either API runs.
if (process.env.BASELINE_DIR && DB !== 'mysql') cpSync(dataDir, baselineData, { recursive: true });
const site = await startSite({ ports: sitePorts({ PORT_BASE }), apiEnv, apiStdio: 'ignore', writeRemotesJson: false });
// The baseline: another commit's builds (BASELINE_DIR/<app>, as bench:lighthouse) on the same data.
let baseline;
if (process.env.BASELINE_DIR) {
  const roots = {};
  for (const f of FRONTENDS) {
    const dir = join(process.env.BASELINE_DIR, f.workspace);
    if (existsSync(dir)) roots[f.name] = dir;
  }
  const env = DB === 'mysql' ? apiEnv : { ...apiEnv, DATA_DIR: baselineData };
  baseline = await startSite({ ports: sitePorts({ PORT_BASE: String(Number(PORT_BASE) + 100) }), apiEnv: env, apiStdio: 'ignore', writeRemotesJson: false, roots });
}
const sites = [['', site], ...(baseline ? [['baseline', baseline]] : [])];
const admin = DEMO_LOGINS.find((login) => login.role === 'admin');

/**
 * A shop seeded with two years at once owes its customers a burst of reminder and overdue mails,
 * which the API sends 20 per tick (MAIL_TICK_MS), two writes each. On the embedded database every
 * write rewrites the whole file (~70 MB at this volume, ~0.2 s), so while that burst lasts the API
 * stalls for seconds at a time. A shop running day to day has no such backlog: the measurements
 * start once each API's outbox is empty, and the wait is printed.
 */
async function waitForMailBacklog(served, token, label) {
  const started = Date.now();
  let first;
  for (;;) {
    const answer = await fetch(`${served.urls.api}/api/admin/outbox?status=queued&limit=1`, { headers: { Authorization: `Bearer ${token}` } });
    if (!answer.ok) throw new Error(`GET /api/admin/outbox answered ${answer.status}`);
    const queued = (await answer.json()).pagination.total;
    first ??= queued;
    if (queued === 0) break;
    if (Date.now() - started > 15 * 60_000) throw new Error(`${label}: ${queued} e-mails still queued after 15 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log(`${label}: the seeded shop's ${first} queued e-mails sent in ${Math.round((Date.now() - started) / 1000)} s; measuring now`);
}
const results = { screens: {}, api: {}, ...(baseline ? { baseline: { dir: process.env.BASELINE_DIR, screens: {} } } : {}) };
let browser;
try {
  const token = await loginToken(site.urls.api, admin.email, admin.password);
  const tokens = [token, ...(baseline ? [await loginToken(baseline.urls.api, admin.email, admin.password)] : [])];
  for (const [i, [label, served]] of sites.entries()) await waitForMailBacklog(served, tokens[i], label || 'this build');
  browser = await launchChromium();
  for (const [name, path, selector] of SCREENS) {
    const times = sites.map(() => ({ cold: [], warm: [], coldLive: [], warmLive: [] }));
    for (let run = 0; run < RUNS; run += 1) {
      // Run by run, this build then the baseline: both meet the same moments of the machine's load.
      for (const [i, [, served]] of sites.entries()) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript((t) => localStorage.setItem('token', t), tokens[i]);
        await context.addInitScript(watchFirst, selector);
        const page = await context.newPage();
        if (CPU_THROTTLE > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
        const first = async () => {
          await page.waitForFunction(() => window.__live !== null, null, { timeout: 60_000 });
          return page.evaluate(() => [window.__first, window.__live]);
        };
        await page.goto(`${served.urls.shell}${path}`);
        const [cold, coldLive] = await first();
        await page.reload();
        const [warm, warmLive] = await first();
        Object.entries({ cold, coldLive, warm, warmLive }).forEach(([key, value]) => times[i][key].push(value));
        await context.close();
      }
    }
    results.screens[name] = times[0];
    if (baseline) results.baseline.screens[name] = times[1];
    for (const [i, [label]] of sites.entries()) {
      const { cold, warm, coldLive, warmLive } = times[i];
      console.log(
        `${`${name}${label ? ` (${label})` : ''}`.padEnd(40)} first screen: cold ${ms(median(cold))} warm ${ms(median(warm))}   live page: cold ${ms(median(coldLive))} warm ${ms(median(warmLive))}   (median of ${cold.length})`,
      );
    }
  }
  await browser.close();
  browser = undefined;

  for (const [name, path] of LISTS) {
    const result = await cannon({ url: `${site.urls.api}${path}`, headers: { Authorization: `Bearer ${token}` } });
    if (result.non2xx) throw new Error(`${name}: ${result.non2xx} answers were not 2xx`);
    results.api[name] = { p50: result.latency.p50, p99: result.latency.p99, requestsPerSecond: result.requests.average };
    console.log(`${name.padEnd(52)} p50 ${ms(result.latency.p50)}   p99 ${ms(result.latency.p99)}   ${Math.round(result.requests.average)} req/s`);
  }
} finally {
  await browser?.close();
  await site.stop();
  await baseline?.stop();
  await dropDatabase();
}

mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, `bench/results/admin-first-screen-${DB}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), db: DB, runs: RUNS, cpuThrottle: CPU_THROTTLE, connections: CONNECTIONS, durationS: DURATION, ...results }, null, 2)}\n`,
);

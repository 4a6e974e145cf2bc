#!/usr/bin/env node
// JS weight of a first visit: serves the built site on bench ports, loads pages in Chromium with an
// empty cache and sums the gzip size of every JavaScript response. Fails over budget, or when a
// visitor or customer fetched anything from the admin remote's origin.
//   npm run bench:weight            (PORT_BASE=4100 by default; BUDGET_KB=250, the budget of every public page)
//   SHELL_DIR=/tmp/base/shell npm run bench:weight   (another build of the shell, e.g. the commit before)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumAvailable, launchChromium, CHROMIUM_PATH } from '../scripts/lib/browser.mjs';
import { DEMO_LOGINS, ROOT } from '../scripts/lib/site.mjs';
import { loginToken, startTestSite } from '../scripts/lib/testSite.mjs';

const BUDGET_BYTES = Number(process.env.BUDGET_KB || 250) * 1000;
const PORT_BASE = Number(process.env.PORT_BASE || 4100);

const SCENARIOS = [
  { who: 'visitor', path: '/', budgeted: true },
  { who: 'visitor', path: '/items', budgeted: true },
  { who: 'visitor', path: '/product/AUD-001', budgeted: true },
  { who: 'visitor', path: '/gallery', budgeted: true },
  { who: 'visitor', path: '/booking', budgeted: true },
  { who: 'visitor', path: '/login', budgeted: true },
  { who: 'visitor', path: '/register', budgeted: true },
  { who: 'visitor', path: '/about', budgeted: true },
  { who: 'visitor', path: '/contact', budgeted: true },
  { who: 'visitor', path: '/admin/' },
  { who: 'customer', path: '/' },
  { who: 'customer', path: '/items' },
  { who: 'customer', path: '/booking' },
  { who: 'customer', path: '/bookings', budgeted: true },
  { who: 'customer', path: '/admin/' },
  { who: 'admin', path: '/admin/' },
];

if (!chromiumAvailable()) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}; install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(2);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const roots = process.env.SHELL_DIR ? { shell: process.env.SHELL_DIR } : {};
const site = await startTestSite({ portBase: PORT_BASE, roots, log: console.log });
const browser = await launchChromium();
const results = [];
try {
  const tokens = {};
  for (const login of DEMO_LOGINS) tokens[login.role] = await loginToken(site.urls.api, login.email, login.password);
  const adminOrigin = new URL(site.urls.admin).origin;

  for (const scenario of SCENARIOS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const token = tokens[scenario.who];
    if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const pending = [];
    const perOrigin = {};
    let scripts = 0;
    let adminBytes = 0;
    let adminRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).origin === adminOrigin) adminRequests += 1;
    });
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const url = new URL(response.url());
          const body = await response.body().catch(() => Buffer.alloc(0));
          if (url.origin === adminOrigin) adminBytes += body.length;
          const isJs = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
          if (!isJs) return;
          scripts += 1;
          const gz = gzipSync(body).length;
          perOrigin[url.origin] = (perOrigin[url.origin] || 0) + gz;
        })(),
      );
    });
    await page.goto(`${site.urls.shell}${scenario.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const total = Object.values(perOrigin).reduce((a, b) => a + b, 0);
    results.push({ ...scenario, finalPath: new URL(page.url()).pathname, total, scripts, perOrigin, adminBytes, adminRequests });
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

const origins = Object.entries(site.urls).filter(([name]) => name !== 'api');
const originName = (origin) => origins.find(([, url]) => new URL(url).origin === origin)?.[0] ?? origin;
console.log(`\nFirst-load JavaScript, gzip KB (1 KB = 1000 bytes), minifier: ${process.env.RENTAL_MINIFIER || 'terser'}\n`);
const header = ['who', 'page', 'ended at', ...origins.map(([n]) => n), 'total', 'scripts', 'admin bytes', 'verdict'];
const rows = results.map((r) => {
  const byName = Object.fromEntries(Object.entries(r.perOrigin).map(([o, b]) => [originName(o), b]));
  const overBudget = r.budgeted && r.total > BUDGET_BYTES;
  const leaked = r.who !== 'admin' && (r.adminBytes > 0 || r.adminRequests > 0);
  r.verdict = overBudget ? 'OVER BUDGET' : leaked ? 'ADMIN LEAK' : r.budgeted ? `ok (<= ${BUDGET_BYTES / 1000})` : 'ok';
  return [r.who, r.path, r.finalPath, ...origins.map(([n]) => (byName[n] ? kb(byName[n]) : '-')), kb(r.total), String(r.scripts), String(r.adminBytes), r.verdict];
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
rows.forEach((row) => console.log(line(row)));

mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/js-weight.json'), `${JSON.stringify({ date: new Date().toISOString(), minifier: process.env.RENTAL_MINIFIER || 'terser', results }, null, 2)}\n`);
const failed = results.filter((r) => r.verdict !== 'ok' && !r.verdict.startsWith('ok'));
if (failed.length) {
  console.error(`\n${failed.length} check(s) failed.`);
  process.exit(1);
}
console.log('\nWithin budget; no admin bytes for visitors or customers.');

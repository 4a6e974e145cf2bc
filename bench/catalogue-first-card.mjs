#!/usr/bin/env node
// Time from navigation to the first product card on /items with 10,000 products in the catalogue.
// Seeds a throw-away embedded database (the API's `seed:catalogue` generator), serves the built site
// on bench ports (API 4200, shell 4280, remotes 4281-4284) and measures in Chromium:
//   cold   a first visit to /items (empty cache): navigation start → first card in the DOM
//   warm   the same page reloaded (scripts cached)
//   in-app from the home page, click Items in the nav → first card
// plus the API's own time for the page of 24 the catalogue asks for.
//   node bench/catalogue-first-card.mjs    (COUNT=10000 RUNS=5 PORT_BASE=4200 CPU_THROTTLE=1 REBUILD=1)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, chromiumAvailable, launchChromium } from '../scripts/lib/browser.mjs';
import { ROOT, ensureBuilt, sitePorts, startSite } from '../scripts/lib/site.mjs';

const COUNT = Number(process.env.COUNT || 10_000);
const RUNS = Number(process.env.RUNS || 5);
const PORT_BASE = String(process.env.PORT_BASE || 4200);
const CPU_THROTTLE = Number(process.env.CPU_THROTTLE || 1);
const FIRST_CARD = '[aria-label="Products"] li';

if (!chromiumAvailable()) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}; install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(2);
}

ensureBuilt({ rebuild: process.env.REBUILD === '1' });
const dataDir = mkdtempSync(join(tmpdir(), 'rental-bench-catalogue-'));
const apiEnv = { DATA_DIR: dataDir, DB_TYPE: 'sqlite' };
console.log(`Seeding ${COUNT} products into ${dataDir} ...`);
const seeded = spawnSync(process.execPath, ['dist/seed/seed-catalogue.js', String(COUNT)], {
  cwd: join(ROOT, 'api'),
  stdio: 'inherit',
  env: { ...process.env, ...apiEnv },
});
if (seeded.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error(`seeding failed (exit ${seeded.status})`);
}

/** Records, inside the page, when the first product card enters the DOM (no polling delay). */
function watchFirstCard(selector) {
  window.__firstCard = null;
  const seen = () => {
    if (window.__firstCard === null && document.querySelector(selector)) {
      window.__firstCard = performance.now();
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
const ms = (value) => `${Math.round(value)} ms`;

const site = await startSite({ ports: sitePorts({ PORT_BASE }), apiEnv, apiStdio: 'ignore', writeRemotesJson: false });
const browser = await launchChromium();
const samples = { cold: [], warm: [], inApp: [], api: [], apiSearch: [] };
let total;
try {
  const listUrl = `${site.urls.api}/api/products?page=1&limit=24&sort=name&order=asc`;
  total = (await (await fetch(listUrl)).json()).pagination.total;
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, url] of [['api', listUrl], ['apiSearch', `${site.urls.api}/api/products?page=1&limit=24&q=moving%20head&sort=price&order=desc`]]) {
      const started = performance.now();
      await (await fetch(url)).json();
      samples[name].push(performance.now() - started);
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(watchFirstCard, FIRST_CARD);
    const page = await context.newPage();
    if (CPU_THROTTLE > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    const firstCard = async () => {
      await page.waitForSelector(FIRST_CARD, { timeout: 60_000 });
      return page.evaluate(() => window.__firstCard);
    };

    await page.goto(`${site.urls.shell}/items`);
    samples.cold.push(await firstCard());
    await page.reload();
    samples.warm.push(await firstCard());

    // In the app: home first, then the nav's Items link (the catalog remote is already loaded).
    await page.goto(`${site.urls.shell}/`);
    await page.getByRole('list', { name: 'Featured gear' }).waitFor({ timeout: 60_000 });
    const clicked = await page.evaluate(() => {
      window.__firstCard = null;
      return performance.now();
    });
    await page.evaluate((selector) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)) {
          window.__firstCard = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, FIRST_CARD);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Items', exact: true }).click();
    samples.inApp.push((await firstCard()) - clicked);
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const rows = [
  ['first visit to /items (cold cache)', samples.cold],
  ['reload of /items (scripts cached)', samples.warm],
  ['home → Items link (in the app)', samples.inApp],
  ['API: page of 24 by name', samples.api],
  ['API: search "moving head" by price', samples.apiSearch],
];
console.log(`\nTime to the first product card on /items: ${COUNT} products (${total} visible to visitors), ${RUNS} runs, CPU throttle ${CPU_THROTTLE}x\n`);
for (const [label, values] of rows) {
  console.log(`${label.padEnd(38)} median ${ms(median(values)).padStart(7)}   min ${ms(Math.min(...values)).padStart(7)}   max ${ms(Math.max(...values)).padStart(7)}`);
}
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/catalogue-first-card.json'),
  `${JSON.stringify({ date: new Date().toISOString(), count: COUNT, visible: total, runs: RUNS, cpuThrottle: CPU_THROTTLE, samplesMs: samples }, null, 2)}\n`,
);

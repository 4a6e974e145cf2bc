#!/usr/bin/env node
// A phone on slow 4G, in a real browser rather than Lighthouse's simulation: Chromium's own network
// throttling (DevTools' "Slow 4G": 562.5 ms per request, 1.4 Mbps down, 0.675 up, each x0.9) and a
// 4x slower CPU, a fresh context per run at 412x823. For each page it prints the browser's largest
// contentful paint and when the page can be used (its own code rendered the control or the last
// card), the median of RUNS. With BASELINE_DIR, the builds in <dir>/<app> are served too and
// measured alternately with the current ones, run by run (the same machine, the same minute).
//   npm run bench:phone                      PAGES=/product/AUD-001,/items,/gallery,/booking RUNS=3
//   BASELINE_DIR=/tmp/base npm run bench:phone
// Lighthouse (bench:lighthouse) estimates a slow line from a fast run; this measures one, where
// every request waits long: the two weigh the order of the page's requests differently.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumAvailable, launchChromium } from '../scripts/lib/browser.mjs';
import { FRONTENDS } from '../scripts/lib/site.mjs';
import { startTestSite } from '../scripts/lib/testSite.mjs';

const PORT_BASE = Number(process.env.PORT_BASE || 4400);
const RUNS = Number(process.env.RUNS || 3);
const PAGES = (process.env.PAGES || '/product/AUD-001,/items,/gallery,/booking').split(',');
/** What shows a page is in use: rendered by its own code (not the server's inert markup under main.boot-main, or an older build's skeleton, .remote-frame). */
const USABLE = {
  '/product/': 'main.site-main button.cat-btn--primary:not([disabled])',
  '/items': 'main.site-main .cat-grid > li:last-child .cat-card__link',
  '/gallery': 'main.site-main .gallery-grid > li:last-child button',
  '/booking': 'main.site-main h1',
  '/': 'main.site-main ul[aria-label="Featured gear"] > li:last-child a',
};
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: ((1.4 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((675 * 1024) / 8) * 0.9 };

if (!chromiumAvailable()) {
  console.error('Chromium not found; install it (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(2);
}

function baselineRoots(dir) {
  const roots = {};
  for (const f of FRONTENDS) if (existsSync(join(dir, f.workspace))) roots[f.name] = join(dir, f.workspace);
  return roots;
}

async function measure(browser, site, path) {
  const usable = Object.entries(USABLE).find(([prefix]) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix))?.[1];
  if (!usable) throw new Error(`no "usable" selector for ${path}`);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(site.urls.shell + path, { waitUntil: 'commit' });
    // The page's own element: not the inert server markup the shell shows while the code loads.
    await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].some((e) => !e.closest('[inert]')), usable, { timeout: 60_000, polling: 50 });
    const usableAt = await page.evaluate(() => performance.now());
    // The largest paint may come after the page is usable (a picture still loading): read it once
    // the pictures on screen are in and the page has been still for a moment.
    await page.waitForFunction(() => [...document.images].filter((img) => img.getBoundingClientRect().top < innerHeight && img.loading !== 'lazy').every((img) => img.complete), null, { timeout: 30_000, polling: 100 });
    await page.waitForTimeout(1000);
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { lcp, usable: usableAt };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

const sites = [['current', await startTestSite({ portBase: PORT_BASE, log: () => {} })]];
if (process.env.BASELINE_DIR) sites.unshift(['baseline', await startTestSite({ portBase: PORT_BASE + 100, roots: baselineRoots(process.env.BASELINE_DIR), log: () => {} })]);
const browser = await launchChromium();
const rows = [];
try {
  for (const path of PAGES) {
    const runs = Object.fromEntries(sites.map(([name]) => [name, []]));
    for (let i = 0; i < RUNS; i += 1) {
      for (const [name, site] of sites) runs[name].push(await measure(browser, site, path));
    }
    for (const [name] of sites) {
      const lcp = median(runs[name].map((r) => r.lcp));
      const usable = median(runs[name].map((r) => r.usable));
      rows.push([path, name, s(lcp), s(usable)]);
      console.log(`${path} ${name}: LCP ${s(lcp)}, usable ${s(usable)} (runs: ${runs[name].map((r) => `${Math.round(r.lcp)}/${Math.round(r.usable)}`).join(', ')})`);
    }
  }
} finally {
  await browser.close();
  for (const [, site] of sites) await site.stop();
}
console.log(`\nChromium, DevTools slow 4G + 4x CPU, 412x823, median of ${RUNS}${process.env.BASELINE_DIR ? `, baseline ${process.env.BASELINE_DIR}` : ''}\n`);
console.log('| page | build | LCP | usable |\n| --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

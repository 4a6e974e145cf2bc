#!/usr/bin/env node
// A phone on slow 4G, in a real browser rather than Lighthouse's simulation: Chromium's own network
// throttling (DevTools' "Slow 4G": 562.5 ms per request, 1.4 Mbps down, 0.675 up, each x0.9) and a
// 4x slower CPU, a fresh context per run at 412x823. For each page it prints the browser's largest
// contentful paint, when its own code has drawn the page's first control ("drawn"), and when the
// page's first action works when tried ("first action": in a run of its own, a tap where the
// control shows, repeated until what it does has happened: a product in the cart, the next page,
// the photo viewer), the median of RUNS. With BASELINE_DIR, the builds in <dir>/<app> are served too and
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
/** What shows a page is in use: rendered or hydrated by its own code (not the server's markup before hydration, or an older build's skeleton, .remote-frame). */
const USABLE = {
  '/product/': 'main.site-main button.cat-btn--primary:not([disabled])',
  '/items': 'main.site-main .cat-grid > li:last-child .cat-card__link',
  '/gallery': 'main.site-main .gallery-grid > li:last-child button',
  '/booking': 'main.site-main h1',
  '/': 'main.site-main ul[aria-label="Featured gear"] > li:last-child a',
};
/**
 * The page's first action, tried as a visitor would: tap where `target` shows (the server's inert
 * markup or the page's own), and `done` (in the page) or `went` (the address it led to) tells
 * whether it did what it is for. A link the server rendered works before any script, as a link
 * (a whole page load); a control in the server's markup that needs the page's code is inert.
 */
const FIRST_ACTION = {
  '/product/': { target: 'main button.cat-btn--primary', done: () => /^Cart, [1-9]/.test(document.querySelector('.site-nav__cart')?.getAttribute('aria-label') ?? '') },
  '/items': { target: 'main .cat-grid > li:first-child .cat-card__link', went: (url) => url.pathname.startsWith('/product/') },
  '/gallery': { target: 'main .gallery-grid > li:first-child button', done: () => !!document.querySelector('.ant-modal-wrap, [role="dialog"]') },
  '/booking': { target: 'main a.booking-button-link', went: (url) => url.pathname === '/items' },
  '/': { target: 'main ul[aria-label="Featured gear"] > li:first-child a', went: (url) => url.pathname.startsWith('/product/') },
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

/** A fresh page on the phone's line and CPU, its navigation to `url` committed. */
async function openOnPhone(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  return page;
}

async function measure(browser, site, path) {
  const usable = Object.entries(USABLE).find(([prefix]) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix))?.[1];
  if (!usable) throw new Error(`no "usable" selector for ${path}`);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await openOnPhone(context, site.urls.shell + path);
    // The page's own element: not the server's markup the shell shows while the code loads (inert,
    // or in .server-page until hydrated, when the element becomes React's).
    const own = (selector) => [...document.querySelectorAll(selector)].some((e) => !e.closest('[inert]') && (!e.closest('.server-page') || Object.keys(e).some((key) => key.startsWith('__reactFiber$'))));
    await page.waitForFunction(own, usable, { timeout: 60_000, polling: 50 });
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

async function didIt(page, action) {
  // A tap on a link the server rendered starts a whole page load: give it time to arrive rather
  // than tapping again (which would start it over).
  const load = page.waitForEvent('request', { predicate: (request) => request.isNavigationRequest() && request.frame() === page.mainFrame(), timeout: 400 }).then(
    () => page.waitForURL((url) => action.went?.(url) ?? false, { waitUntil: 'commit', timeout: 60_000 }).then(() => true, () => false),
    () => false,
  );
  if (await load) return true;
  for (const until = Date.now() + 100; Date.now() < until; await page.waitForTimeout(50)) {
    if (action.went ? action.went(new URL(page.url())) : await page.evaluate(action.done).catch(() => false)) return true;
  }
  return false;
}

/** When a tap on the page's first control first did what it is for (ms since navigation). */
async function firstAction(browser, site, path) {
  const action = Object.entries(FIRST_ACTION).find(([prefix]) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix))?.[1];
  if (!action) throw new Error(`no first action for ${path}`);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await openOnPhone(context, site.urls.shell + path);
    const until = Date.now() + 120_000;
    let tapped;
    while (Date.now() < until) {
      // A whole page load a tap started may arrive later than didIt waits.
      if (tapped && action.went?.(new URL(page.url()))) return tapped.at;
      const spot = await page
        .evaluate((target) => {
          const element = [...document.querySelectorAll(target)].find((e) => e.getBoundingClientRect().width > 0);
          if (!element) return null;
          element.scrollIntoView({ block: 'center' });
          const box = element.getBoundingClientRect();
          const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2, at: performance.now() };
          // What a tap there reaches (not the control when inert, or while something covers it).
          const reached = document.elementFromPoint(spot.x, spot.y);
          return { ...spot, reaches: !!reached && (reached === element || element.contains(reached)) };
        }, action.target)
        .catch(() => null);
      if (spot) {
        await page.mouse.click(spot.x, spot.y);
        tapped = spot;
        if (await didIt(page, action)) return spot.at;
        if (!spot.reaches) await page.waitForTimeout(100);
      } else await page.waitForTimeout(100);
    }
    throw new Error(`${path}: the first action never worked`);
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
      for (const [name, site] of sites) runs[name].push({ ...(await measure(browser, site, path)), action: await firstAction(browser, site, path) });
    }
    for (const [name] of sites) {
      const lcp = median(runs[name].map((r) => r.lcp));
      const usable = median(runs[name].map((r) => r.usable));
      const action = median(runs[name].map((r) => r.action));
      rows.push([path, name, s(lcp), s(usable), s(action)]);
      console.log(`${path} ${name}: LCP ${s(lcp)}, drawn ${s(usable)}, first action ${s(action)} (runs: ${runs[name].map((r) => `${Math.round(r.lcp)}/${Math.round(r.usable)}/${Math.round(r.action)}`).join(', ')})`);
    }
  }
} finally {
  await browser.close();
  for (const [, site] of sites) await site.stop();
}
console.log(`\nChromium, DevTools slow 4G + 4x CPU, 412x823, median of ${RUNS}${process.env.BASELINE_DIR ? `, baseline ${process.env.BASELINE_DIR}` : ''}\n`);
console.log('| page | build | LCP | drawn | first action |\n| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

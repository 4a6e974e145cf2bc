#!/usr/bin/env node
// The planner's smoothness with a fleet's worth of rows: 100 products with 5 tracked units each
// (600 rows) and 300 bookings over 8 weeks, on the demo site (embedded database). In Chromium with
// the CPU throttled (default 4x), on a desktop and a phone-sized screen, it opens
// /admin/planner?weeks=8, waits for the rows, then scrolls the timeline down and back with the
// mouse wheel for DURATION_MS while counting animation frames: frames a second, the share of frames
// slower than 50 ms (a visible hitch) and the longest frame; plus the rows kept in the DOM (the
// window over the rows).
//   npm run bench:planner-scroll      (PORT_BASE=4500 CPU_THROTTLE=4 DURATION_MS=4000)
import { launchChromium, chromiumAvailable, CHROMIUM_PATH } from '../scripts/lib/browser.mjs';
import { loginToken, startTestSite } from '../scripts/lib/testSite.mjs';

const PORT_BASE = Number(process.env.PORT_BASE || 4500);
const CPU_THROTTLE = Number(process.env.CPU_THROTTLE || 4);
const DURATION_MS = Number(process.env.DURATION_MS || 4000);
const PRODUCTS = 100;
const UNITS = 5;
const BOOKINGS = 300;
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

if (!chromiumAvailable()) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}; install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(2);
}

const site = await startTestSite({ portBase: PORT_BASE });
const api = site.urls.api;
let browser;
try {
  const token = await loginToken(api, 'admin@example.com', 'admin123');
  const call = async (path, body) => {
    const response = await fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  for (let n = 1; n <= PRODUCTS; n++) {
    const key = `PLAN-${String(n).padStart(3, '0')}`;
    await call('/api/products', { key, name: `Planner fixture ${n}`, price: 1000, category: n % 2 ? 'audio' : 'lights', dimensions: '1 x 1 x 1 m', description: 'Planner bench gear', stock: UNITS });
    await call(`/api/products/${key}/units`, { count: UNITS });
  }
  for (let b = 0; b < BOOKINGS; b++) {
    const start = (b * 7 + Math.floor(b / PRODUCTS) * 17) % 50;
    const key = `PLAN-${String((b % PRODUCTS) + 1).padStart(3, '0')}`;
    await call('/api/orders', { orderedItems: [{ key, qty: 1 + (b % 2) }], startingDate: day(start), endingDate: day(start + 2 + (b % 5)) });
  }

  browser = await launchChromium();
  const rows = [];
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.goto(`${site.urls.shell}/admin/planner?from=${day(-3)}&weeks=8&q=PLAN-`);
    await page.locator('.planner-row').nth(10).waitFor({ timeout: 60_000 });
    const scroller = page.locator('.planner-scroll');
    const box = await scroller.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(() => {
      const frames = (window.__frames = []);
      let last = performance.now();
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        if (!window.__stopFrames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const started = Date.now();
    let direction = 1;
    while (Date.now() - started < DURATION_MS) {
      await page.mouse.wheel(0, direction * 240);
      await page.waitForTimeout(16);
      const { top, max } = await scroller.evaluate((el) => ({ top: el.scrollTop, max: el.scrollHeight - el.clientHeight }));
      if (top >= max) direction = -1;
      else if (top <= 0) direction = 1;
    }
    const frames = await page.evaluate(() => {
      window.__stopFrames = true;
      return window.__frames.slice(1);
    });
    const inDom = await page.locator('.planner-row').count();
    const total = await page.evaluate(() => document.querySelector('.planner-scroll')?.scrollHeight ?? 0);
    const seconds = frames.reduce((a, b) => a + b, 0) / 1000;
    const slow = frames.filter((f) => f > 50).length;
    rows.push({ screen: `${name} ${viewport.width}x${viewport.height}`, fps: (frames.length / seconds).toFixed(0), slow: `${((slow / frames.length) * 100).toFixed(1)}% (${slow} of ${frames.length})`, longest: `${Math.max(...frames).toFixed(0)} ms`, dom: `${inDom} rows in the DOM of ${Math.round(total / 36)}` });
    await context.close();
  }
  console.log(`\nPlanner, 8 weeks, ${PRODUCTS} products x ${UNITS} units, ${BOOKINGS} bookings, ${CPU_THROTTLE}x CPU, wheel-scrolled for ${DURATION_MS} ms\n`);
  console.log('| screen | frames a second | frames over 50 ms | longest frame | window |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.screen} | ${r.fps} | ${r.slow} | ${r.longest} | ${r.dom} |`);
} finally {
  await browser?.close().catch(() => undefined);
  await site.stop();
}

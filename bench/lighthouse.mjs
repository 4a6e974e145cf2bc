#!/usr/bin/env node
// Lighthouse (the npm package, its default mobile run: simulated slow 4G and a 4x slower CPU) on
// the public pages of the built site, in Debian's Chromium. Each page is measured RUNS times, each
// time in a fresh browser (empty cache); the table shows the median run of each page.
//   npm run bench:lighthouse        (PORT_BASE=4300 RUNS=3; PAGES=/,/items to pick pages)
//   BASELINE_DIR=/tmp/base npm run bench:lighthouse   serves <dir>/<app> instead of each app's dist/
// Busy machine, noisy figures: the CPU-bound metrics (TBT, and LCP through it) move with the load.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from '../scripts/lib/browser.mjs';
import { FRONTENDS, ROOT } from '../scripts/lib/site.mjs';
import { startTestSite } from '../scripts/lib/testSite.mjs';

const PORT_BASE = Number(process.env.PORT_BASE || 4300);
const RUNS = Number(process.env.RUNS || 3);
const PAGES = (process.env.PAGES || '/,/items,/product/AUD-001,/gallery').split(',');
/** The goal the table marks as met: score 90, LCP under 2.5 s, TBT under 200 ms, CLS under 0.1, accessibility 100. */
const GOAL = { performance: 90, accessibility: 100, lcp: 2500, tbt: 200, cls: 0.1 };

if (!chromiumAvailable()) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}; install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(2);
}

const roots = {};
if (process.env.BASELINE_DIR) {
  for (const f of FRONTENDS) {
    const dir = join(process.env.BASELINE_DIR, f.workspace);
    if (existsSync(dir)) roots[f.name] = dir;
  }
}

async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const audit = (id) => lhr.audits[id];
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0));
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcp: audit('first-contentful-paint').numericValue,
      lcp: audit('largest-contentful-paint').numericValue,
      tbt: audit('total-blocking-time').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      si: audit('speed-index').numericValue,
      mainThread: audit('mainthread-work-breakdown').numericValue,
      lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      accessibilityFailures: failing.map((a) => a.id),
      runWarnings: lhr.runWarnings,
      lhr,
    };
  } finally {
    await chrome.kill();
  }
}

const RESULTS = join(ROOT, 'bench/results');
mkdirSync(RESULTS, { recursive: true });

const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp)[Math.floor(runs.length / 2)];

const site = await startTestSite({ portBase: PORT_BASE, roots, log: console.log });
const results = [];
try {
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await measure(`${site.urls.shell}${path}`);
      const { lhr, ...figures } = run;
      // The whole report of each run, for a closer look (bench/results is not committed).
      writeFileSync(join(RESULTS, `lighthouse${path.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`), JSON.stringify(lhr));
      runs.push(figures);
      console.log(`${path} run ${i + 1}: performance ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, accessibility ${run.accessibility}${run.accessibilityFailures.length ? ` (${run.accessibilityFailures.join(', ')})` : ''}`);
    }
    results.push({ path, median: median(runs), runs });
  }
} finally {
  await site.stop();
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const header = ['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'main thread', 'accessibility', 'goal'];
const rows = results.map(({ path, median: m }) => {
  const met = m.performance >= GOAL.performance && m.accessibility >= GOAL.accessibility && m.lcp < GOAL.lcp && m.tbt < GOAL.tbt && m.cls < GOAL.cls;
  return [path, String(m.performance), s(m.fcp), s(m.lcp), `${Math.round(m.tbt)} ms`, m.cls.toFixed(3), s(m.si), s(m.mainThread), String(m.accessibility), met ? 'met' : 'NOT MET'];
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated slow 4G, 4x CPU), median of ${RUNS} run(s)${roots.shell ? `, serving ${process.env.BASELINE_DIR}` : ''}\n`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
rows.forEach((row) => console.log(line(row)));
for (const { path, median: m } of results) {
  if (m.lcpElement) console.log(`LCP element on ${path}: ${m.lcpElement}`);
  if (m.accessibilityFailures.length) console.log(`accessibility audits failing on ${path}: ${m.accessibilityFailures.join(', ')}`);
}

writeFileSync(join(RESULTS, 'lighthouse.json'), `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2)}\n`);

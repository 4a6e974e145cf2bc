#!/usr/bin/env node
// The planner and the reports at shop size: seeds `seed:volume` (10,000 products,
// 100,000 orders over two years) into a throw-away database, tags 5 units on each of 99 products
// (495 units), starts the built API and times, as an admin, GET /api/admin/planner over 8 weeks
// (those 99 products and their units; and the first 1000 products unfiltered) and each report over
// the last year (by day and by month). Each figure is the median of 5 timed calls after one warm-up.
//   npm run bench:planner                 # both databases
//   DB=mysql npm run bench:planner        # or DB=sqlite; ORDERS=N for another volume
import { day } from './lib/api-server.mjs';
import { onEachVolumeDatabase, writeResults } from './lib/volume-api.mjs';

const REPORTS = ['revenue', 'bookings', 'utilisation', 'top-products', 'late-returns', 'deposits'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure({ url, auth }, db) {
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
}

const all = await onEachVolumeDatabase(measure);
console.log('\n| database | call | median | worst of 5 | size |');
console.log('|---|---|---|---|---|');
for (const r of all) console.log(`| ${r.db} | ${r.label} | ${r.medianMs} ms | ${r.worstMs} ms | ${r.rows !== undefined && r.units !== undefined ? `${r.rows} rows, ${r.units} units, ${r.bars} bars` : `${r.points} points, ${r.rows} rows`} |`);
writeResults('planner-reports', all);

// The shell server at 20 concurrent visitors: each page (its head read from the API, its CSP
// nonce) beside the same server answering a static file of about the page's size, in the same run.
// autocannon, BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (10) s a run, against the test
// site (API on the embedded database with the demo catalogue). Only 200 answers count; the runs
// print how many were not. Run: npm run bench:shell. Results: bench/results/shell-server.json
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startTestSite } from '../scripts/lib/testSite.mjs';

const root = join(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

// The shell server runs in this process (startTestSite imports it): the load comes from a worker
// thread of its own, not from the event loop the server answers on.
const run = (url) =>
  new Promise((resolve, reject) => autocannon({ url, connections, duration, workers: 1 }, (error, result) => (error ? reject(error) : resolve(result))));

const site = await startTestSite({ portBase: Number(process.env.BENCH_PORT_BASE ?? 5600) });
try {
  const shell = site.urls.shell;
  const products = await (await fetch(`${site.urls.api}/api/products?page=1&limit=1`)).json();
  const key = products.data[0].key;
  const pages = ['/', '/items', `/product/${encodeURIComponent(key)}`];
  // The page as rendered on the server: the first requests after a start may come before the
  // remotes' server code has loaded (rendered in the browser then, a much smaller HTML).
  let htmlSize = 0;
  for (let i = 0; i < 5; i += 1, await new Promise((resolve) => setTimeout(resolve, 500))) htmlSize = Buffer.byteLength(await (await fetch(`${shell}/items`)).text());
  // The static file: the shell's hashed file closest in size to a page's HTML.
  const dist = join(root, 'shell/dist');
  const [file] = readdirSync(dist)
    .filter((name) => /\.[0-9a-f]{8,}\.js$/.test(name))
    .map((name) => ({ name, size: statSync(join(dist, name)).size }))
    .sort((a, b) => Math.abs(a.size - htmlSize) - Math.abs(b.size - htmlSize));

  const loadBefore = loadavg()[0];
  const rows = [];
  for (const path of [...pages, `/${file.name}`]) {
    const result = await run(`${shell}${path}`);
    rows.push({
      path: path === `/${file.name}` ? `static file (${file.size} bytes)` : path,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      ok: result['2xx'],
      'not 200': result.non2xx + result.errors + result.timeouts,
    });
  }
  const staticRate = rows.at(-1)['req/s'];
  for (const row of rows) row['ratio to static'] = Number((row['req/s'] / staticRate).toFixed(3));
  console.log(`page HTML ${htmlSize} bytes; ${connections} connections, ${duration} s a run`);
  console.table(rows);
  console.log(`load average (1 min) before: ${loadBefore.toFixed(2)}, after: ${loadavg()[0].toFixed(2)}`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/shell-server.json'), JSON.stringify({ date: new Date().toISOString(), connections, duration, htmlSize, rows }, null, 2));
  if (rows.some((row) => row['not 200'])) {
    console.error('Some requests were not answered 200: the figures above are not valid.');
    process.exitCode = 1;
  }
} finally {
  await site.stop();
}

// The shell server at 20 concurrent visitors: each page (its head read from the API, its CSP
// nonce) beside the same server answering a static file of about the page's size, in the same run.
// autocannon, BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (10) s a run, against the test
// site (API on the embedded database with the demo catalogue). Only 200 answers count; the runs
// print how many were not. Run: npm run bench:shell. Results: bench/results/shell-server.json
// Beside req/s and latency: the server thread's own time per page (its event-loop utilisation over
// the run times the run's length, over the requests answered), steadier than req/s on a shared machine.
//   BASELINE_DIR=<dir> also runs another commit's shell server (<dir>/shell/server/dist, serving
//   <dir>/shell/dist) in this process against the same API and remotes, each page alternately.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startTestSite } from '../scripts/lib/testSite.mjs';

const root = join(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

// The shell server runs in this process (startTestSite imports it): the load comes from a worker
// thread of its own, not from the event loop the server answers on.
const run = (url) =>
  new Promise((resolve, reject) => autocannon({ url, connections, duration, workers: 1 }, (error, result) => (error ? reject(error) : resolve(result))));

const portBase = Number(process.env.BENCH_PORT_BASE ?? 5600);
const site = await startTestSite({ portBase });
let baseline;
try {
  const shell = site.urls.shell;
  if (process.env.BASELINE_DIR) {
    const dir = resolve(process.env.BASELINE_DIR);
    const { createShellServer } = await import(pathToFileURL(join(dir, 'shell/server/dist/shellServer.js')).href);
    const config = await (await fetch(`${shell}/remotes.json`)).json();
    baseline = await createShellServer({ root: join(dir, 'shell/dist'), remotesConfig: () => config, serverRender: true });
    await baseline.listen({ port: portBase + 90, host: 'localhost' });
  }
  const servers = [{ name: 'this', url: shell }, ...(baseline ? [{ name: 'baseline', url: `http://localhost:${portBase + 90}` }] : [])];
  const products = await (await fetch(`${site.urls.api}/api/products?page=1&limit=1`)).json();
  const key = products.data[0].key;
  const pages = ['/', '/items', `/product/${encodeURIComponent(key)}`];
  // The page as rendered on the server: the first requests after a start may come before the
  // remotes' server code has loaded (rendered in the browser then, a much smaller HTML), longer on a loaded machine.
  let htmlSize = 0;
  for (const server of servers) {
    for (let tries = 0; ; tries += 1, await new Promise((resolve) => setTimeout(resolve, 500))) {
      const pages = await Promise.all(['/', '/items'].map(async (path) => (await fetch(`${server.url}${path}`)).text()));
      htmlSize = Buffer.byteLength(pages[1]);
      if (pages.every((html) => html.includes('data-server-rendered'))) break;
      if (tries === 120) throw new Error(`${server.url} renders no page on the server after a minute`);
    }
  }
  // The static file: the shell's hashed file closest in size to a page's HTML.
  const dist = join(root, 'shell/dist');
  const [file] = readdirSync(dist)
    .filter((name) => /\.[0-9a-f]{8,}\.js$/.test(name))
    .map((name) => ({ name, size: statSync(join(dist, name)).size }))
    .sort((a, b) => Math.abs(a.size - htmlSize) - Math.abs(b.size - htmlSize));

  const loadBefore = loadavg()[0];
  const rows = [];
  for (const path of [...pages, `/${file.name}`]) {
    // Alternately: which server runs first swaps from page to page.
    const order = rows.length % 2 ? [...servers].reverse() : servers;
    for (const server of order) {
      const before = performance.eventLoopUtilization();
      const result = await run(`${server.url}${path}`);
      const busy = performance.eventLoopUtilization(before);
      rows.push({
        ...(baseline ? { server: server.name } : {}),
        path: path === `/${file.name}` ? `static file (${file.size} bytes)` : path,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'thread ms/page': Number(((busy.utilization * duration * 1000) / Math.max(1, result['2xx'])).toFixed(2)),
        ok: result['2xx'],
        'not 200': result.non2xx + result.errors + result.timeouts,
      });
    }
  }
  rows.sort((a, b) => (a.server === b.server ? 0 : a.server === 'this' ? -1 : 1));
  for (const server of servers) {
    const own = rows.filter((row) => (row.server ?? 'this') === server.name);
    const staticRate = own.at(-1)['req/s'];
    for (const row of own) row['ratio to static'] = Number((row['req/s'] / staticRate).toFixed(3));
  }
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
  await baseline?.close();
  await site.stop();
}

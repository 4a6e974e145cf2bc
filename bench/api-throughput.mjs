// API throughput beside a bare node:http server. For each route, on the embedded SQLite and on
// MySQL/MariaDB (MYSQL_TEST_URL, default mariadb://root@127.0.0.1:3306; a scratch database is
// created and dropped), both with the demo catalogue: autocannon (50 connections, 10 s) against the
// API as a visitor, then against a bare node:http server that answers every request with the very
// bytes (status, headers, body) the API answered, in the same run. The ratio API/bare is what the
// framework, middleware and database cost; absolute figures drift with the machine's load.
// Run: npm run bench:api  (builds the API first). BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUTES
// (a comma-separated list of route names' first words, e.g. "GET /api/products,POST") and BENCH_DATABASES
// (sqlite, mysql) narrow it.
// BASELINE_DIR=<dir> also measures another build of the API (`<dir>/api/dist/main.js`, e.g. the
// commit before a change; see bench/README.md) beside this one in the same run. The API's CPU time
// per request is reported too (Linux).
// Results: bench/results/api-throughput.json
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { day, onEachDatabase } from './lib/api-server.mjs';

const root = join(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * A server that answers every request with one recorded response, as fast as node:http can. It runs in
 * its own thread: in this process's event loop it would share a core's time with autocannon, while
 * the API has a process of its own, and the ratio would flatter the API.
 */
async function bareServer(answer) {
  const worker = new Worker(
    `const { createServer } = require('node:http');
     const { parentPort, workerData: answer } = require('node:worker_threads');
     const body = Buffer.from(answer.body);
     const server = createServer((request, response) => {
       request.resume();
       request.on('end', () => {
         response.writeHead(answer.status, answer.headers);
         response.end(body);
       });
     });
     server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
     parentPort.on('message', () => server.close(() => process.exit(0)));`,
    { eval: true, workerData: answer },
  );
  const port = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => { worker.once('exit', resolve); worker.postMessage('close'); }),
  };
}

/** What the API answers to one request: status, the headers a client sees (less per-connection ones), body bytes. */
async function record(url, options) {
  const response = await fetch(url, { method: options.method ?? 'GET', headers: options.headers, body: options.body });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${options.method ?? 'GET'} ${url} answered ${response.status}: ${body}`);
  const headers = {};
  for (const [name, value] of response.headers) if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) headers[name] = value;
  headers['content-length'] = String(body.length);
  return { status: response.status, headers, body };
}

async function routesOf(api) {
  const products = await (await fetch(`${api.url}/api/products`)).json();
  // Two units of three products the shop has at least two of.
  const items = products.filter((p) => p.stock >= 2).slice(0, 3).map((p) => ({ key: p.key, qty: 2 }));
  const quoteBody = JSON.stringify({ orderedItems: items, days: 3, startingDate: day(1), endingDate: day(4) });
  const json = { 'content-type': 'application/json' };
  const key = products[0].key;
  // A signed-in read: the token's session is checked on every authenticated request.
  const login = await fetch(`${api.url}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'customer@example.com', password: 'customer123' }) });
  const { token } = await login.json();
  return [
    [`GET /api/products (${products.length} products)`, '/api/products', {}],
    ['GET /api/products?page=1&limit=24&q=a', '/api/products?page=1&limit=24&q=a', {}],
    [`GET /api/products/${key} (product page)`, `/api/products/${key}`, {}],
    ['GET /api/gallery?page=1&limit=20 (gallery page)', '/api/gallery?page=1&limit=20', {}],
    [`GET /api/products/${key}/availability (60 days)`, `/api/products/${key}/availability?start=${day(1)}&end=${day(61)}`, {}],
    ['POST /api/orders/quote (3 lines)', '/api/orders/quote', { method: 'POST', headers: json, body: quoteBody }],
    ['GET /api/health (no database)', '/api/health', {}],
    ['GET /api/users/ (signed in: the token and its session checked)', '/api/users/', { headers: { authorization: `Bearer ${token}` } }],
  ].filter(([name]) => !only || only.some((prefix) => name.startsWith(prefix)));
}

/**
 * The CPU time (user + system, ms) a process has used, from Linux's /proc; null elsewhere. Per
 * request it is steadier than req/s on a machine shared with other work: the load of other jobs
 * stretches the run, not the work each request costs.
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** autocannon against a started API, with the API's CPU time per request (µs). */
async function runOnApi(api, options) {
  const before = cpuMsOf(api.pid);
  const result = await run(options);
  const after = cpuMsOf(api.pid);
  result.cpuMicrosPerRequest = before === null || after === null ? null : Math.round(((after - before) * 1000) / result.requests.total);
  return result;
}

const row = (database, route, target, result) => ({
  database,
  route,
  target,
  requestsPerSecond: Math.round(result.requests.average),
  latencyP50ms: result.latency.p50,
  latencyP99ms: result.latency.p99,
  cpuMicrosPerRequest: result.cpuMicrosPerRequest ?? null,
  non2xx: result.non2xx,
  errors: result.errors,
});

async function measure(api, database, baseline) {
  const rows = [];
  const routes = await routesOf(api);
  const baselineRoutes = baseline ? await routesOf(baseline) : [];
  for (const [index, [name, path, options]] of routes.entries()) {
    const answer = await record(`${api.url}${path}`, options);
    const apiResult = await runOnApi(api, { url: `${api.url}${path}`, ...options });
    rows.push(row(database, name, 'api', apiResult));
    if (baseline) {
      // The baseline's own token (its own secret and session), for the same request.
      const [, baselinePath, baselineOptions] = baselineRoutes[index];
      rows.push(row(database, name, 'baseline', await runOnApi(baseline, { url: `${baseline.url}${baselinePath}`, ...baselineOptions })));
    }
    const bare = await bareServer(answer);
    try {
      rows.push(row(database, name, 'bare', await run({ url: `${bare.url}${path}`, ...options })));
    } finally {
      await bare.close();
    }
  }
  return rows;
}

const loadBefore = loadavg()[0];
const rows = await onEachDatabase({ SEED_DEMO_DATA: 'true', PUBLIC_READ_RATE_LIMIT: '100000000' }, measure, { withBaseline: true });

const table = [];
for (const api of rows.filter((r) => r.target === 'api')) {
  const of = (target) => rows.find((r) => r.target === target && r.database === api.database && r.route === api.route);
  const [bare, baseline] = [of('bare'), of('baseline')];
  table.push({
    database: api.database,
    route: api.route,
    'API req/s': api.requestsPerSecond,
    'API p99 ms': api.latencyP99ms,
    'API CPU µs/req': api.cpuMicrosPerRequest,
    ...(baseline && { 'baseline req/s': baseline.requestsPerSecond, 'baseline p99 ms': baseline.latencyP99ms, 'baseline CPU µs/req': baseline.cpuMicrosPerRequest }),
    'bare req/s': bare.requestsPerSecond,
    'bare p99 ms': bare.latencyP99ms,
    ratio: Number((api.requestsPerSecond / bare.requestsPerSecond).toFixed(3)),
    ...(baseline && { 'baseline ratio': Number((baseline.requestsPerSecond / bare.requestsPerSecond).toFixed(3)) }),
  });
}
console.table(table);
console.log(`load average (1 min) before: ${loadBefore.toFixed(2)}, after: ${loadavg()[0].toFixed(2)}; ${connections} connections, ${duration} s a run`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/api-throughput.json'),
  JSON.stringify({ date: new Date().toISOString(), connections, duration, loadAverage: { before: loadBefore, after: loadavg()[0] }, table, rows }, null, 2),
);
if (rows.some((r) => r.non2xx || r.errors)) {
  console.error('Some requests failed: the figures above are not valid.');
  process.exit(1);
}

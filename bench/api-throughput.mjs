// API throughput: GET /api/products and POST /api/orders/quote with autocannon (50 connections,
// 10 s each), on the embedded SQLite and on MySQL/MariaDB (MYSQL_TEST_URL, default
// mariadb://root@127.0.0.1:3306; a scratch database is created and dropped). Both start with the
// demo catalogue. Run: npm run bench:api  (builds the API first). Results: bench/results/api-throughput.json
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { day, onEachDatabase } from './lib/api-server.mjs';

const root = join(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(api, database) {
  const products = await (await fetch(`${api.url}/api/products`)).json();
  // Two units of three products the shop has at least two of.
  const items = products.filter((p) => p.stock >= 2).slice(0, 3).map((p) => ({ key: p.key, qty: 2 }));
  const quoteBody = JSON.stringify({ orderedItems: items, days: 3, startingDate: day(1), endingDate: day(4) });
  const check = await fetch(`${api.url}/api/orders/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quoteBody });
  if (!check.ok) throw new Error(`quote answered ${check.status}: ${await check.text()}`);

  const rows = [];
  for (const [name, options] of [
    [`GET /api/products (${products.length} products)`, { url: `${api.url}/api/products` }],
    ['POST /api/orders/quote (3 lines)', { url: `${api.url}/api/orders/quote`, method: 'POST', headers: { 'content-type': 'application/json' }, body: quoteBody }],
  ]) {
    const result = await run(options);
    rows.push({
      database,
      route: name,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50ms: result.latency.p50,
      latencyP99ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
    return rows;
}

const rows = await onEachDatabase({ SEED_DEMO_DATA: 'true' }, measure);

console.table(rows);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/api-throughput.json'), JSON.stringify({ date: new Date().toISOString(), connections, duration, rows }, null, 2));
if (rows.some((r) => r.non2xx || r.errors)) {
  console.error('Some requests failed: the figures above are not valid.');
  process.exit(1);
}

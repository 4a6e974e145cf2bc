// Booking under contention: many customers booking the same gear at the same moment, on the
// embedded SQLite and on MySQL/MariaDB. Every booking checks that its units are free on every day
// and writes the order while holding the product's lock (FOR UPDATE on MySQL, serial writes on
// SQLite), so this measures what that safety costs.
//   1. last unit: 100 bookings of the only unit for the same dates, all sent at once → exactly one
//      may be created. Reports the count and the time until all 100 are answered.
//   2. hot product: autocannon, 50 connections, 10 s, every request books 1 of the same product
//      (stock 10) for 3 random days within the next 60 days. Its calendar fills within seconds,
//      after which most requests are refused with a 409: both outcomes are counted.
//   3. spread: the same over 20 products (stock 10 each), so bookings rarely wait for each other.
// After 2 and 3 the stored orders are counted day by day to prove no day holds more than the stock.
//   4. at shop size: `seed:volume` (100,000 orders unless ORDERS is set; ORDERS=0 leaves it out),
//      then 1,000 bookings of the seeded gear, 10 at a time, each timed from request to response:
//      what a booking costs when the tables hold two years of a shop's orders.
// Run: npm run bench:booking  (builds the API first; DB=sqlite|mysql for one database in step 4,
// BENCH_STEPS=contention or BENCH_STEPS=volume for steps 1-3 or 4 alone).
// Results: bench/results/booking-contention.json and bench/results/booking-volume.json
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_ADMIN, day, onEachDatabase } from './lib/api-server.mjs';
import { VOLUME_ORDERS, onEachVolumeDatabase, writeResults } from './lib/volume-api.mjs';

const root = join(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STOCK = 10;
const HORIZON_DAYS = 60;
const RENTAL_DAYS = 3;

const json = async (url, options = {}) => {
  const res = await fetch(url, { ...options, headers: { 'content-type': 'application/json', ...options.headers } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${url} answered ${res.status}: ${body.error}`);
  return body;
};

async function prepare(api) {
  const admin = await json(`${api.url}/api/users/login`, { method: 'POST', body: JSON.stringify(BENCH_ADMIN) });
  const customer = await json(`${api.url}/api/users`, {
    method: 'POST',
    body: JSON.stringify({ email: 'bench-customer@example.com', password: 'bench-pass-1', firstName: 'Bench', lastName: 'Customer', address: '1 Load St', phone: '0770000000' }),
  });
  const addProduct = (key, stock) =>
    json(`${api.url}/api/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ key, name: `Bench ${key}`, price: 1000, category: 'audio', dimensions: '1 m', description: 'Contention bench gear', stock }),
    });
  return { adminAuth: `Bearer ${admin.token}`, customerAuth: `Bearer ${customer.token}`, addProduct };
}

const booking = (key, start, end) => JSON.stringify({ orderedItems: [{ key, qty: 1 }], days: 1, startingDate: day(start), endingDate: day(end) });

async function lastUnit(api, { customerAuth, addProduct }) {
  await addProduct('LAST-UNIT', 1);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 100 }, () =>
      fetch(`${api.url}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: customerAuth }, body: booking('LAST-UNIT', 5, 8) }).then((r) => r.status),
    ),
  );
  return {
    created: statuses.filter((s) => s === 201).length,
    refused409: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409).length,
    allAnsweredMs: Math.round(performance.now() - started),
  };
}

function bookUnderLoad(api, customerAuth, keys) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${api.url}/api/orders`,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: customerAuth },
            setupRequest: (request) => {
              const start = 1 + Math.floor(Math.random() * (HORIZON_DAYS - RENTAL_DAYS));
              return { ...request, body: booking(keys[Math.floor(Math.random() * keys.length)], start, start + RENTAL_DAYS) };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Counts, from the stored orders alone, the most units any product holds on any day. */
async function mostHeldOnADay(api, adminAuth) {
  const orders = await json(`${api.url}/api/orders`, { headers: { authorization: adminAuth } });
  const held = new Map();
  for (const order of orders.filter((o) => o.status === 'Pending' || o.status === 'approved')) {
    for (let d = Date.parse(order.startingDate); d < Date.parse(order.endingDate); d += 86_400_000) {
      for (const line of order.orderedItems) {
        const slot = `${line.product.key} ${d}`;
        held.set(slot, (held.get(slot) ?? 0) + line.quantity);
      }
    }
  }
  return Math.max(0, ...held.values());
}

async function measure(api, database) {
  const setup = await prepare(api);
  const race = await lastUnit(api, setup);
  console.log(`${database}: last unit, 100 at once →`, race);
  const rows = [];
  for (const [scenario, keys] of [
    ['hot product (1 product)', ['HOT']],
    ['spread (20 products)', Array.from({ length: 20 }, (_, i) => `SPREAD-${i}`)],
  ]) {
    for (const key of keys) await setup.addProduct(key, STOCK);
    const result = await bookUnderLoad(api, setup.customerAuth, keys);
    const statuses = result.statusCodeStats ?? {};
    const created = statuses['201']?.count ?? 0;
    const refused = statuses['409']?.count ?? 0;
    rows.push({
      database,
      scenario,
      bookingsPerSecond: Math.round(created / duration),
      refused409PerSecond: Math.round(refused / duration),
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50ms: result.latency.p50,
      latencyP99ms: result.latency.p99,
      otherFailures: result.errors + result.non2xx - refused,
      mostUnitsHeldOnADay: await mostHeldOnADay(api, setup.adminAuth),
    });
  }
  return [{ database, scenario: 'last unit, 100 at once', ...race }, ...rows];
}

const LIMITS = { AUTH_RATE_LIMIT: '1000', MAX_OPEN_BOOKINGS: '1000000', PUBLIC_READ_RATE_LIMIT: '1000000' };
const steps = process.env.BENCH_STEPS?.split(',') ?? ['contention', 'volume'];
if (steps.includes('contention')) {
  const rows = await onEachDatabase({ SEED_DEMO_DATA: 'false', ...LIMITS }, measure);
  console.table(rows);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/booking-contention.json'), JSON.stringify({ date: new Date().toISOString(), connections, duration, stock: STOCK, rows }, null, 2));
  const broken = rows.filter((r) => (r.created !== undefined && r.created !== 1) || r.other || r.otherFailures || r.mostUnitsHeldOnADay > STOCK);
  if (broken.length) {
    console.error('Overbooking or failed requests: the figures above are not valid.', broken);
    process.exit(1);
  }
}

const VOLUME_BOOKINGS = 1000;
const VOLUME_AT_ONCE = 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Step 4: 1,000 bookings, 10 at a time, of the seeded gear (stock 50 each) on a database at shop size. */
async function bookAtVolume({ url }, db) {
  const registered = await json(`${url}/api/users`, {
    method: 'POST',
    body: JSON.stringify({ email: 'bench-volume@example.com', password: 'bench-pass-1', firstName: 'Bench', lastName: 'Volume', address: '1 Load St', phone: '0770000000' }),
  });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${registered.token}` };
  // seed:volume's catalogue (stock 50 each), less what it hides or retires: what a customer can book.
  const listed = await json(`${url}/api/products`);
  const keys = listed.filter((p) => p.key.startsWith('gen-') && p.availability && p.stock > 0).map((p) => p.key);
  const times = [];
  const statuses = new Map();
  let firstFailure;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < VOLUME_BOOKINGS) {
      next++;
      const key = keys[Math.floor(Math.random() * keys.length)];
      const start = 1 + Math.floor(Math.random() * 200);
      const sent = performance.now();
      const res = await fetch(`${url}/api/orders`, { method: 'POST', headers, body: booking(key, start, start + RENTAL_DAYS) });
      const text = await res.text();
      times.push(performance.now() - sent);
      if (res.status !== 201 && res.status !== 409) firstFailure ??= `${res.status} ${text.slice(0, 200)}`;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: VOLUME_AT_ONCE }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const created = statuses.get(201) ?? 0;
  const row = {
    db,
    orders: VOLUME_ORDERS,
    bookings: VOLUME_BOOKINGS,
    created,
    refused409: statuses.get(409) ?? 0,
    other: VOLUME_BOOKINGS - created - (statuses.get(409) ?? 0),
    bookingsPerSecond: Math.round(created / seconds),
    p50ms: Math.round(percentile(times, 50)),
    p99ms: Math.round(percentile(times, 99)),
    maxMs: Math.round(times.at(-1)),
    ...(firstFailure ? { firstFailure } : {}),
  };
  console.log(`${db} at ${VOLUME_ORDERS} orders:`, row);
  return [row];
}

if (steps.includes('volume') && VOLUME_ORDERS > 0) {
  const volumeRows = await onEachVolumeDatabase(bookAtVolume, LIMITS);
  console.log('\n| database | orders stored | bookings | created | refused (409) | other | bookings/s | p50 | p99 | slowest |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of volumeRows) console.log(`| ${r.db} | ${r.orders} | ${r.bookings} | ${r.created} | ${r.refused409} | ${r.other} | ${r.bookingsPerSecond} | ${r.p50ms} ms | ${r.p99ms} ms | ${r.maxMs} ms |`);
  writeResults('booking-volume', volumeRows);
  if (volumeRows.some((r) => r.other)) {
    console.error('Bookings failed other than by a 409 (gear taken): the figures above are not valid.');
    process.exit(1);
  }
}

#!/usr/bin/env node
// The orders export at shop size: seeds `seed:volume` (10,000 products, 20,000
// customers, 100,000 orders over two years) into a throw-away database, starts the built API and
// downloads GET /api/admin/exports/orders.csv (and customers, products) as an admin, measuring
// the time to the first byte and to the last, the rows, and the API process's resident memory
// (sampled every 20 ms from /proc during the download; VmHWM is the process's lifetime peak).
//   npm run bench:export                  # both databases
//   DB=sqlite npm run bench:export        # or DB=mysql; ORDERS=N for another volume
import { readFileSync } from 'node:fs';
import { onEachVolumeDatabase, writeResults } from './lib/volume-api.mjs';

/** The process's resident memory now and its lifetime peak, in MB (0 once it has exited). */
const memory = (pid) => {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // exited
  }
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
};

async function measure({ url, token, pid }, db) {
  // Let the start-up settle (the mail outbox's first tick), then measure each export.
  await new Promise((r) => setTimeout(r, 3000));
  const results = [];
  for (const file of ['orders', 'customers', 'products']) {
    const before = memory(pid);
    let peak = before.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, memory(pid).rss)), 20);
    const started = performance.now();
    let firstByte = 0;
    let bytes = 0;
    let lines = 0;
    try {
      const res = await fetch(`${url}/api/admin/exports/${file}.csv`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${file}: ${res.status} ${await res.text()}`);
      for await (const chunk of res.body) {
        if (!firstByte) firstByte = performance.now() - started;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
    } finally {
      clearInterval(sampler);
    }
    const total = performance.now() - started;
    peak = Math.max(peak, memory(pid).rss);
    console.log(`${db} ${file}.csv: first byte ${Math.round(firstByte)} ms, whole file ${(total / 1000).toFixed(2)} s, ${lines} lines, API RSS ${Math.round(before.rss)} -> peak ${Math.round(peak)} MB`);
    results.push({ db, file, firstByteMs: Math.round(firstByte), totalMs: Math.round(total), megabytes: +(bytes / 1e6).toFixed(1), lines, rssBeforeMb: Math.round(before.rss), rssPeakMb: Math.round(peak), vmHwmMb: Math.round(memory(pid).hwm) });
  }
  return results;
}

const all = await onEachVolumeDatabase(measure);
console.log('\n| database | file | first byte | whole file | size | lines (header, quoted new lines) | API RSS before | API RSS peak during |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of all) console.log(`| ${r.db} | ${r.file}.csv | ${r.firstByteMs} ms | ${(r.totalMs / 1000).toFixed(2)} s | ${r.megabytes} MB | ${r.lines} | ${r.rssBeforeMb} MB | ${r.rssPeakMb} MB |`);
writeResults('export-orders', all);

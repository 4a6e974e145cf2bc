#!/usr/bin/env node
// The browser journeys, several files at once: a journey mostly waits (on its site, the browser, the
// timers of toasts and motion), using about half a core on a 2-core machine, so two lanes finish in
// a little over half the time of one. Each lane is `node --test` on one file at a time with its own
// E2E_PORT_BASE (the base, then +1000 per lane), so the sites of two lanes never share a port; files
// share nothing else (own API data folder, scratch folders, screenshot names).
//
//   node scripts/run-journeys.mjs [file ...]     JOURNEY_LANES (default 2; 1 = one file at a time)
//
// A file's output is printed whole when it ends, so the output of lanes never interleaves; files
// that failed are printed again last, followed by every file's time, so the end of the log says
// what failed and why.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/site.mjs';

const E2E = join(ROOT, 'e2e');
const lanes = Math.max(1, Number(process.env.JOURNEY_LANES) || 2);
const portBase = Number(process.env.E2E_PORT_BASE || 4000);
// The files that build a remote (20-30 s each) or hold many journeys start first, so the lanes end
// close together; the rest follow in name order.
const LONGEST_FIRST = ['skew', 'deploy', 'release-health', 'site', 'admin', 'add-remote', 'units-kits'];

const named = process.argv.slice(2);
const files = named.length ? named : readdirSync(E2E).filter((name) => name.endsWith('.e2e.test.mjs')).map((name) => join(E2E, name));
const rank = (file) => {
  const at = LONGEST_FIRST.indexOf(file.split('/').pop().replace('.e2e.test.mjs', ''));
  return at === -1 ? LONGEST_FIRST.length : at;
};
const queue = [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const results = [];
const failedOutput = [];

function runFile(file, lane) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], {
      cwd: ROOT,
      env: { ...process.env, E2E_PORT_BASE: String(portBase + lane * 1000) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const name = relative(ROOT, file);
      const ok = code === 0;
      const header = `== ${name} (lane ${lane + 1}, ${seconds} s${ok ? '' : `, FAILED: ${signal ?? `exit ${code}`}`})`;
      process.stdout.write(`${header}\n${output}\n`);
      if (!ok) failedOutput.push(`${header}\n${output}\n`);
      results.push({ name, seconds, ok, lane });
      resolve();
    });
  });
}

async function lane(index) {
  for (let file = queue.shift(); file; file = queue.shift()) await runFile(file, index);
}

const started = Date.now();
console.log(`== ${queue.length} journey files in ${lanes} lane${lanes === 1 ? '' : 's'} (ports from ${portBase}, +1000 per lane)`);
await Promise.all(Array.from({ length: Math.min(lanes, queue.length) }, (_, index) => lane(index)));

if (failedOutput.length) process.stdout.write(`== the failed files again\n${failedOutput.join('')}`);
console.log(`== journey files, ${Math.round((Date.now() - started) / 1000)} s in all`);
for (const { name, seconds, ok, lane: index } of results) console.log(`${String(seconds).padStart(6)} s  lane ${index + 1}  ${ok ? 'ok    ' : 'FAILED'}  ${name}`);
const failed = results.filter((result) => !result.ok).length;
console.log(failed ? `== ${failed} of ${results.length} journey files failed` : `== all ${results.length} journey files passed`);
process.exit(failed ? 1 : 0);

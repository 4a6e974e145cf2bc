// `npm start` stopped with SIGTERM stops every server it started, the API included, also when the
// signal comes while it is still starting (an API left behind would hold its port for the next start).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ROOT, ensureBuilt, sitePorts } from '../scripts/lib/site.mjs';
import { PORT_BASE } from './support.mjs';

const START_PORT_BASE = PORT_BASE + 600;
const ports = sitePorts({ PORT_BASE: String(START_PORT_BASE) });
// Each start gets its own data folder: an API that had to be killed leaves its embedded-database
// lock for up to 10 s (stale by design), which is not what these tests are about.
const dataDirs = [];

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startScript() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-start-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT_BASE: String(START_PORT_BASE), DATA_DIR: dataDir, LOG_FORMAT: 'json' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, dataDir, output: () => output };
}

/** After the script has gone: nothing answers on any of its ports, now or a moment later. */
async function assertAllStopped(output) {
  for (let i = 0; i < 10; i++) {
    const open = [];
    for (const [name, port] of Object.entries(ports)) if (await listening(port)) open.push(`${name} :${port}`);
    assert.deepEqual(open, [], `still listening after npm start stopped:\n${output()}`);
    await sleep(300);
  }
}

describe('npm start', { timeout: 300_000 }, () => {
  after(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  test('SIGTERM once everything runs stops the API and every frontend server', async () => {
    ensureBuilt({ log: (line) => console.log(`# ${line}`) });
    const { child, exited, dataDir, output } = startScript();
    const deadline = Date.now() + 120_000;
    while (!output().includes('Ctrl-C stops everything')) {
      assert.ok(Date.now() < deadline && child.exitCode === null, `npm start did not come up:\n${output()}`);
      await sleep(200);
    }
    assert.equal(await listening(ports.api), true);
    // Without SMTP_URL the banner says where the e-mails go.
    assert.ok(output().includes(`written as .eml files in ${join(dataDir, 'outbox')}`), output());
    child.kill('SIGTERM');
    assert.deepEqual(await exited, { code: 0, signal: null });
    await assertAllStopped(output);
  });

  test('SIGTERM while the API is still starting stops it too', async () => {
    const { child, exited, output } = startScript();
    // The API has been started (its process prints its first line) but the site is not up yet.
    const deadline = Date.now() + 60_000;
    while (!output().includes('"level"')) {
      assert.ok(Date.now() < deadline && child.exitCode === null, `the API did not start:\n${output()}`);
      await sleep(20);
    }
    child.kill('SIGTERM');
    await exited;
    await assertAllStopped(output);
  });
});

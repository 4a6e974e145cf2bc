'use strict';
// The share policy with the real federation runtime: two apps on one page, one shared library,
// and a remote whose copy cannot load (the browser refused its chunk: the digest did not match).
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const sharePolicy = require('../src/runtime/sharePolicy');

// The runtime-core the apps' builds bundle (through @module-federation/enhanced).
const enhanced = require.resolve('@module-federation/enhanced', { paths: [path.resolve(__dirname, '../../../shell')] });
const { ModuleFederation } = require(require.resolve('@module-federation/runtime-core', { paths: [enhanced] }));

/** An app as its build registers it: its own copy of `lib` at `version`, loaded by `get`. */
function app(name, version, get) {
  const shareConfig = { singleton: true, requiredVersion: '^1.0.0' };
  return new ModuleFederation({ name, remotes: [], plugins: [sharePolicy()], shared: { lib: { version, get, scope: ['default'], shareConfig, strategy: 'loaded-first' } } });
}

const copy = (who) => async () => () => ({ who });
const refused = async () => {
  throw new Error('refused: the chunk does not match its digest');
};

/** The shell first, then a remote joining its share scope, as on the page. */
async function page(shellGet, remoteGet, remoteVersion = '1.1.0') {
  const shell = app('shell', '1.0.0', shellGet);
  await Promise.all(shell.initializeSharing('default', { strategy: 'loaded-first' }));
  const remote = app('remote', remoteVersion, remoteGet);
  remote.initShareScopeMap('default', shell.shareScopeMap.default);
  await Promise.all(remote.initializeSharing('default', { strategy: 'loaded-first' }));
  return { shell, remote };
}

test("a remote's newer copy that fails to load stops the remote only: the shell loads its own", async () => {
  const { shell, remote } = await page(copy('shell'), refused);
  await assert.rejects(remote.loadShare('lib'), /refused/);
  assert.deepEqual((await shell.loadShare('lib'))(), { who: 'shell' });
});

test('the shell asking while the remote is still loading its failing copy gets its own', async () => {
  const { shell, remote } = await page(copy('shell'), refused);
  const remoteLoad = remote.loadShare('lib');
  const shellLoad = shell.loadShare('lib');
  await assert.rejects(remoteLoad, /refused/);
  assert.deepEqual((await shellLoad)(), { who: 'shell' });
});

test("nothing loaded yet: the shell takes its own copy, not the remote's newer one, and the remote then shares it", async () => {
  let remoteLoads = 0;
  const { shell, remote } = await page(copy('shell'), async () => {
    remoteLoads += 1;
    return () => ({ who: 'remote' });
  });
  const fromShell = await shell.loadShare('lib');
  const fromRemote = await remote.loadShare('lib');
  assert.deepEqual(fromShell(), { who: 'shell' });
  assert.equal(fromRemote, fromShell, 'one instance of a singleton');
  assert.equal(remoteLoads, 0);
});

test('a copy loading or loaded by another app serves every app (one instance)', async () => {
  const { shell, remote } = await page(copy('shell'), copy('remote'));
  const fromRemote = remote.loadShare('lib');
  const fromShell = shell.loadShare('lib');
  assert.equal(await fromShell, await fromRemote);
  assert.deepEqual((await fromShell)(), { who: 'remote' });
});

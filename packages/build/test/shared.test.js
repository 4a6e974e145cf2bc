'use strict';
// The sharing rules of @rental/build, checked against the installed packages: what they promise
// (one theme, one router) stays true when antd or react-router is upgraded.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const { ANTD_CORE, KERNEL, sharedDependencies } = require('../src/shared');
const { ROUTER_EXPORTS } = require('../src/routerExports');
const sharePolicy = require('../src/runtime/sharePolicy');

const APP = path.resolve(__dirname, '../../../shell');
const antdEs = path.join(path.dirname(require.resolve('antd/package.json', { paths: [APP] })), 'es');
const moduleFile = (inner) => [`${inner}.js`, `${inner}/index.js`].map((f) => path.join(antdEs, f)).find((f) => fs.existsSync(f));

test('every antd core module named for sharing exists in the installed antd', () => {
  for (const inner of ANTD_CORE) assert.ok(moduleFile(inner), `antd/es/${inner} is missing: antd changed its layout`);
});

test("every context ConfigProvider fills is shared, so a remote's own antd components read the shell's settings", () => {
  const source = fs.readFileSync(path.join(antdEs, 'config-provider/index.js'), 'utf8');
  const imported = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => path.relative(antdEs, path.resolve(antdEs, 'config-provider', m[1])));
  const contexts = imported.filter((inner) => {
    const file = moduleFile(inner);
    return file && /createContext\(/.test(fs.readFileSync(file, 'utf8'));
  });
  assert.ok(contexts.length >= 5, `found the contexts ConfigProvider imports: ${contexts}`);
  for (const inner of contexts) assert.ok(ANTD_CORE.includes(inner), `antd/es/${inner} (a context ConfigProvider provides) must be in ANTD_CORE`);
});

test('every name of the router re-export module exists in the installed react-router', async () => {
  const entry = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [APP] })), 'dist/production/index.mjs');
  const router = await import(entry);
  const missing = ROUTER_EXPORTS.filter((name) => router[name] === undefined);
  assert.deepEqual(missing, []);
});

test('the same rules in every app: shared keys do not depend on what an app imports', () => {
  const keys = (app) => Object.keys(sharedDependencies(path.resolve(__dirname, '../../..', app))).sort();
  assert.deepEqual(keys('mfe-catalog'), keys('shell'));
  assert.deepEqual(keys('mfe-admin'), keys('shell'));
  const shared = sharedDependencies(APP);
  assert.ok(shared[KERNEL].singleton);
  assert.equal(shared['react-router'].import, shared['react-router-dom'].import, 'both router packages are the one re-export module');
  assert.ok(shared['antd/es/config-provider/context'].allowNodeModulesSuffixMatch);
  assert.equal(shared.antd, undefined, 'antd components are bundled by each app, not shared whole');
});

function resolve(pkgName, version, requiredVersion) {
  const args = {
    pkgName,
    version,
    shareInfo: { from: 'mfe_gallery', shareConfig: { requiredVersion } },
    resolver: () => ({ shared: { version } }),
  };
  return sharePolicy().resolveShare(args).resolver;
}

test('kernel policy: the same major serves whatever minor is loaded', () => {
  assert.deepEqual(resolve(KERNEL, '1.0.0', '^1.3.0')(), { shared: { version: '1.0.0' } });
  assert.deepEqual(resolve(KERNEL, '1.4.2', '^1.0.0')(), { shared: { version: '1.4.2' } });
});

test('kernel policy: another major fails loudly, naming both versions', () => {
  assert.throws(resolve(KERNEL, '1.0.0', '^2.0.0'), (error) => {
    assert.equal(error.name, 'PlatformVersionError');
    assert.match(error.message, /mfe_gallery needs @rental\/platform \^2\.0\.0, but this page runs @rental\/platform 1\.0\.0/);
    return true;
  });
  assert.throws(resolve(KERNEL, '2.1.0', '^1.0.0'), /needs @rental\/platform \^1\.0\.0, but this page runs @rental\/platform 2\.1\.0/);
});

test('kernel policy leaves every other shared module to the runtime', () => {
  assert.deepEqual(resolve('react', '18.0.0', '^19.0.0')(), { shared: { version: '18.0.0' } });
});

test('an app importing a router name outside the re-export module fails its build, naming the file and the name', async () => {
  const os = require('node:os');
  const webpack = require(require.resolve('webpack', { paths: [APP] }));
  const { RouterExportsCheckPlugin } = require('../src/routerExports');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'router-exports-'));
  fs.writeFileSync(path.join(dir, 'page.js'), "import { useBlocker, useNavigate } from 'react-router-dom';\nexport const hooks = [useBlocker, useNavigate];\n");
  const stats = await new Promise((resolvePromise, reject) =>
    webpack(
      {
        mode: 'development',
        context: dir,
        entry: './page.js',
        output: { path: path.join(dir, 'out') },
        externals: { 'react-router-dom': 'commonjs react-router-dom' },
        plugins: [new RouterExportsCheckPlugin()],
      },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    ),
  );
  fs.rmSync(dir, { recursive: true, force: true });
  const messages = stats.compilation.errors.map((e) => e.message);
  assert.equal(messages.length, 1, messages.join('\n'));
  assert.match(messages[0], /page\.js: 'useBlocker' from 'react-router-dom' is not among the shared router exports/);
});

'use strict';
// metaData.usesAntd: whether a remote's own code imports antd (the shell themes only those remotes).
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { usesAntd } = require('../src/antdUse');

const SRC = path.resolve('/apps/mfe-demo/src');
const moduleAt = (resource, requests = [], blocks = []) => ({ resource, dependencies: requests.map((request) => ({ request })), blocks });

test("a remote whose sources import antd's components uses antd", () => {
  assert.equal(usesAntd([moduleAt(`${SRC}/pages/Page.tsx`, ['react', 'antd'])], SRC), true);
  assert.equal(usesAntd([moduleAt(`${SRC}/pages/Page.tsx`, ['antd/es/button'])], SRC), true);
});

test('an antd import in a lazily loaded page counts too (import() is a block of its own)', () => {
  const lazy = { dependencies: [{ request: './Dialog' }], blocks: [{ dependencies: [{ request: 'antd' }], blocks: [] }] };
  assert.equal(usesAntd([moduleAt(`${SRC}/App.tsx`, ['react'], [lazy])], SRC), true);
});

test('icons, the platform kernel and antd inside node_modules do not count: only what the remote itself imports', () => {
  const modules = [
    moduleAt(`${SRC}/pages/Home.tsx`, ['react', '@ant-design/icons', '@rental/platform']),
    moduleAt('/apps/node_modules/antd/es/button/index.js', ['antd/es/config-provider']),
    moduleAt('/apps/packages/platform/src/ui/AntdThemeProvider.tsx', ['antd']),
    moduleAt(`${SRC}-other/Page.tsx`, ['antd']),
    { identifier: () => 'runtime', dependencies: [{ request: 'antd' }] },
  ];
  assert.equal(usesAntd(modules, SRC), false);
});

test('a name that merely starts with antd is another package', () => {
  assert.equal(usesAntd([moduleAt(`${SRC}/x.ts`, ['antd-mobile', 'antdx/y'])], SRC), false);
});

test('a module that puts AntdTheme around its antd itself (a lazily loaded Modal) does not count; one that only imports the platform does', () => {
  const platform = (ids) => ({ request: '@rental/platform', ids });
  const viewer = { resource: `${SRC}/components/Viewer.tsx`, dependencies: [{ request: 'antd' }, { request: '@rental/platform' }, platform(['AntdTheme'])], blocks: [] };
  assert.equal(usesAntd([viewer, moduleAt(`${SRC}/pages/Page.tsx`, ['react', '@rental/platform'])], SRC), false);
  const other = { resource: `${SRC}/components/Other.tsx`, dependencies: [{ request: 'antd' }, platform(['useAuth'])], blocks: [] };
  assert.equal(usesAntd([viewer, other], SRC), true);
});

'use strict';
// A remote's registration as the build checks it before writing it into the manifest.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const path = require('node:path');
const fs = require('node:fs');
const { pageFilesOf, readRegistration, registrationProblems } = require('../src/registration');

const base = { paths: ['/', '/items', '/product/:key'], nav: [{ to: '/items', label: 'Items', order: 20 }] };

test('a registration of paths and nav is accepted; what data frames needed (preload, frames, roles) is refused', () => {
  assert.deepEqual(registrationProblems(base), []);
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': ['/api/products?page=1'] }, frames: { '/': './HomeFrame.tsx' }, roles: { '/': ['admin'] } }), [
    '(the whole): unknown keys "preload", "frames", "roles"',
  ]);
});

/** A routes module written into a remote's folder of this workspace (so its imports resolve as a remote's do). */
function routesModule(source) {
  const dir = fs.mkdtempSync(path.join(__dirname, 'routes-'));
  // A page that marks when its module runs: deriving the registration must not run it.
  fs.writeFileSync(path.join(dir, 'Page.ts'), 'globalThis.pageModuleRan = true;\nexport default function Page() { return null; }\n');
  const file = path.join(dir, 'routes.ts');
  fs.writeFileSync(file, source);
  return { file, done: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

test("a remote's routes module: the registration is derived from it, in the manifest's wire format", () => {
  const { file, done } = routesModule(`import { defineRemote } from '@rental/platform/routes';
export default defineRemote({ routes: [
  { path: '/demo', page: () => import('./Page'), nav: { label: 'Demo', order: 45 } },
  { path: '/demo/:id', load: ({ params }) => [{ endpoint: 'getDemo', arg: params.id }] },
] });`);
  try {
    const { registration, inputs } = readRegistration(file);
    assert.deepEqual(registration, { paths: ['/demo', '/demo/:id'], nav: [{ to: '/demo', label: 'Demo', order: 45 }] });
    assert.ok(inputs.includes(file));
    assert.equal(globalThis.pageModuleRan, undefined);
  } finally {
    done();
  }
});

test('a bad routes module fails the build with every problem, where it is', () => {
  const { file, done } = routesModule(`export default { layout: 'wide', routes: [{ path: 'demo', nav: { label: '', order: 1 }, colour: 'red' }] };`);
  try {
    assert.throws(() => readRegistration(file), (error) => {
      assert.equal(error.message, `${file} is not a valid routes declaration:\n  - layout: must be one of "site", "full"\n  - routes[0].path: must be a path starting with "/" (e.g. "/items", "/product/:key", "/admin/*")\n  - routes[0].nav.label: must be a non-empty text\n  - routes[0]: unknown key "colour"`);
      return true;
    });
  } finally {
    done();
  }
});

test("each route's page chunks, for the shell server's preloads; a route whose import is not its page's is left out", () => {
  const file = '/remote/src/routes.ts';
  const routesModule = { resource: file };
  const importOf = (request, files) => ({ dependencies: [{ request, parent: routesModule }], group: { chunks: [{ files: new Set(files) }] } });
  const home = importOf('./pages/HomePage', ['home.1.js']);
  const product = importOf('./pages/ProductPage', ['product.2.js', 'product.2.js.LICENSE.txt', 'calendar.3.js']);
  const other = { dependencies: [{ request: './elsewhere', parent: { resource: '/remote/src/App.tsx' } }] };
  const compilation = {
    // The routes module concatenated into another: its blocks are listed by both.
    modules: new Set([{ blocks: [home, other] }, { blocks: [product] }, { blocks: [home, product] }]),
    moduleGraph: { getParentModule: (dependency) => dependency.parent },
    chunkGraph: { getBlockChunkGroup: (block) => block.group },
  };
  // As esbuild compiles a page import in the routes module: the page's module named in it.
  const page = (name) => Object.assign(() => undefined, { toString: () => `() => Promise.resolve().then(() => (init_${name}(), ${name}_exports))` });
  const declaration = { routes: [{ path: '/', page: page('HomePage') }, { path: '/about' }, { path: '/product/:key', page: page('ProductPage') }] };
  assert.deepEqual(pageFilesOf(compilation, file, declaration), { '/': ['home.1.js'], '/product/:key': ['product.2.js', 'calendar.3.js'] });

  const swapped = { routes: [{ path: '/', page: page('ProductPage') }, { path: '/product/:key', page: page('HomePage') }] };
  assert.deepEqual(pageFilesOf(compilation, file, swapped), {});
  assert.equal(pageFilesOf(compilation, file, { routes: [{ path: '/', page: page('HomePage') }] }), undefined, 'imports and pages do not pair up');
});

'use strict';
// A remote's registration as the build checks it before writing it into the manifest.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const path = require('node:path');
const fs = require('node:fs');
const { dataFrameProblems, manifestFrames, readRegistration, registrationProblems, renderFrames } = require('../src/registration');

const base = { paths: ['/', '/items', '/product/:key'], nav: [{ to: '/items', label: 'Items', order: 20 }] };

test('preload: API reads for registered paths are accepted', () => {
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': ['/api/products?page=1'], '/product/:key': ['/api/products/:key'] } }), []);
});

test('preload: an unregistered path, a non-API address or a non-list is refused with the reason', () => {
  assert.deepEqual(registrationProblems({ ...base, preload: { '/elsewhere': ['/api/x'] } }), ['preload["/elsewhere"]: "/elsewhere" is not one of "paths" (nor a page of a "/*" one)']);
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': ['https://evil.test/api/x'] } }), ['preload["/items"][0]: must start with "/api/"']);
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': '/api/products' } }), ['preload["/items"]: must be a list']);
  assert.deepEqual(registrationProblems({ ...base, preload: ['/api/products'] }), ['preload: must be an object of path → value']);
});

test('preload: a page of a "/*" path, with query values from the page address', () => {
  const admin = { paths: ['/admin/*'], adminOnly: true, layout: 'full' };
  const orders = '/api/admin/orders?status={status}&q={q}&page={page=1}&limit=20&sort={sort=orderDate}&order={dir=desc}';
  assert.deepEqual(registrationProblems({ ...admin, preload: { '/admin': ['/api/admin/stats'], '/admin/orders': [orders] } }), []);
  assert.deepEqual(registrationProblems({ ...admin, preload: { '/administrators': ['/api/x'] } }), ['preload["/administrators"]: "/administrators" is not one of "paths" (nor a page of a "/*" one)']);
  assert.deepEqual(registrationProblems({ ...admin, preload: { '/admin/orders': ['/api/admin/{what}', '/api/x?a=b{c}'] } }), [
    'preload["/admin/orders"][0]: takes {…} only in its query',
    'preload["/admin/orders"][1]: takes a query value only as a whole {name} or {name=default}',
  ]);
});

test("roles: the roles a back-office page's first read and frame are for", () => {
  const admin = { paths: ['/admin/*'], adminOnly: true };
  assert.deepEqual(registrationProblems({ ...admin, roles: { '/admin/users': ['admin'] } }), []);
  assert.deepEqual(registrationProblems({ ...admin, roles: { '/shop': ['admin'] } }), ['roles["/shop"]: "/shop" is not one of "paths" (nor a page of a "/*" one)']);
  assert.deepEqual(registrationProblems({ ...admin, roles: { '/admin/items': [], '/admin/x': 'admin' } }), [
    'roles["/admin/items"]: must be a non-empty list of roles (e.g. ["admin"])',
    'roles["/admin/x"]: must be a list',
  ]);
});

test('frames: a page of a "/*" path, and a full-page remote, may have one', () => {
  assert.deepEqual(registrationProblems({ paths: ['/admin/*'], layout: 'full', frames: { '/admin/orders': './OrdersFrame.tsx', '/admin': './Dashboard.tsx' } }), []);
});

test('frames: a module per registered static path is accepted', () => {
  assert.deepEqual(registrationProblems({ ...base, frames: { '/': './pages/HomeFrame.tsx' } }), []);
});

test('frames: an unregistered or wildcard path, a non-module are refused with the reason', () => {
  assert.deepEqual(registrationProblems({ ...base, frames: { '/elsewhere': './Frame.tsx' } }), ['frames["/elsewhere"]: "/elsewhere" is not one of "paths" (nor a page of a "/*" one)']);
  assert.deepEqual(registrationProblems({ ...base, paths: ['/', '/admin/*'], frames: { '/admin/*': './Frame.tsx' } }), [
    'frames["/admin/*"]: a frame is for one page, so not for a path with "*"',
  ]);
  assert.deepEqual(registrationProblems({ ...base, frames: { '/': '<h1>hi</h1>' } }), [
    'frames["/"]: must be a module file relative to the routes module (e.g. "./pages/HomeFrame.tsx")',
  ]);
  assert.deepEqual(registrationProblems({ ...base, frames: ['./Frame.tsx'] }), ['frames: must be an object of path → value']);
});

test('frames: each module is rendered to static markup, with the files it was built from', () => {
  const registrationFile = path.join(__dirname, 'fixtures/frames/registration.json');
  const { frames, inputs } = renderFrames(registrationFile, { '/': './Hero.jsx' });
  assert.equal(frames['/'], '<style>.hero > h1 { font-size: 48px; }</style><section class="hero" aria-labelledby="t"><h1 id="t">Sound &amp; light</h1></section>');
  assert.deepEqual(inputs.map((input) => path.basename(input)).sort(), ['Hero.jsx', 'css.js']);
});

test('frames: a module whose default export is not a component fails the build with its name', () => {
  const registrationFile = path.join(__dirname, 'fixtures/frames/registration.json');
  assert.throws(() => renderFrames(registrationFile, { '/': './NotAComponent.js' }), /NotAComponent\.js: its default export must be a component/);
});

test('frames: a data frame needs its path’s first read, and sections that close in order', () => {
  const preload = { '/product/:key': ['/api/products/:key'] };
  assert.deepEqual(dataFrameProblems({ '/': '<h1>Hi</h1>', '/product/:key': '<h1>{{name}}</h1>' }, preload), []);
  assert.deepEqual(dataFrameProblems({ '/items': '<h1>{{name}}</h1>' }, preload), [
    'frames["/items"] has {{…}} placeholders, so it needs preload["/items"]: its first read fills them',
  ]);
  assert.deepEqual(dataFrameProblems({ '/product/:key': '{{#images}}<img>' }, preload), ['frames["/product/:key"]: its {{#…}}/{{^…}} sections do not close in order']);
});

test('frames: data frames go under their own manifest key, which a shell from before them does not read', () => {
  assert.deepEqual(manifestFrames({ '/': '<h1>Hi</h1>', '/product/:key': '<h1>{{name}}</h1>' }), {
    frames: { '/': '<h1>Hi</h1>' },
    dataFrames: { '/product/:key': '<h1>{{name}}</h1>' },
  });
  assert.deepEqual(manifestFrames({ '/gallery': '{{#data}}<li>{{description}}</li>{{/data}}' }), { dataFrames: { '/gallery': '{{#data}}<li>{{description}}</li>{{/data}}' } });
});

/** A routes module written into a remote's folder of this workspace (so its imports resolve as a remote's do). */
function routesModule(source) {
  const dir = fs.mkdtempSync(path.join(__dirname, 'fixtures', 'routes-'));
  // A page that marks when its module runs: deriving the registration must not run it.
  fs.writeFileSync(path.join(dir, 'Page.ts'), 'globalThis.pageModuleRan = true;\nexport default function Page() { return null; }\n');
  const file = path.join(dir, 'routes.ts');
  fs.writeFileSync(file, source);
  return { file, done: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

test("a remote's routes module: the registration is derived from it, in the manifest's wire format", () => {
  const { file, done } = routesModule(`import { defineRemote } from '@rental/platform/routes';
export default defineRemote({ routes: [
  { path: '/demo', page: () => import('./Page'), nav: { label: 'Demo', order: 45 }, preload: ['/api/demo?page={page=1}'] },
  { path: '/demo/:id', load: ({ params }) => [{ endpoint: 'getDemo', arg: params.id }] },
] });`);
  try {
    const { registration, inputs } = readRegistration(file);
    assert.deepEqual(registration, { paths: ['/demo', '/demo/:id'], nav: [{ to: '/demo', label: 'Demo', order: 45 }], preload: { '/demo': ['/api/demo?page={page=1}'] } });
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

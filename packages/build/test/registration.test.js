'use strict';
// A remote's registration as the build checks it before writing it into the manifest.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const path = require('node:path');
const { dataFrameProblems, manifestFrames, registrationProblems, renderFrames } = require('../src/registration');

const base = { paths: ['/', '/items', '/product/:key'], nav: [{ to: '/items', label: 'Items', order: 20 }] };

test('preload: API reads for registered paths are accepted', () => {
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': ['/api/products?page=1'], '/product/:key': ['/api/products/:key'] } }), []);
});

test('preload: an unregistered path, a non-API address or a non-list is refused with the reason', () => {
  assert.deepEqual(registrationProblems({ ...base, preload: { '/elsewhere': ['/api/x'] } }), ['preload["/elsewhere"]: "/elsewhere" is not one of "paths" (nor a page of a "/*" one)']);
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': ['https://evil.test/api/x'] } }), ['preload["/items"]: "https://evil.test/api/x" must start with "/api/"']);
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': '/api/products' } }), ['preload["/items"] must be a list of API addresses starting with "/api/"']);
  assert.deepEqual(registrationProblems({ ...base, preload: ['/api/products'] }), ['"preload" must be an object of path → list of API addresses']);
});

test('preload: a page of a "/*" path, with query values from the page address', () => {
  const admin = { paths: ['/admin/*'], adminOnly: true, layout: 'full' };
  const orders = '/api/admin/orders?status={status}&q={q}&page={page=1}&limit=20&sort={sort=orderDate}&order={dir=desc}';
  assert.deepEqual(registrationProblems({ ...admin, preload: { '/admin': ['/api/admin/stats'], '/admin/orders': [orders] } }), []);
  assert.deepEqual(registrationProblems({ ...admin, preload: { '/administrators': ['/api/x'], '/admin/orders': ['/api/admin/{what}', '/api/x?a=b{c}'] } }), [
    'preload["/administrators"]: "/administrators" is not one of "paths" (nor a page of a "/*" one)',
    'preload["/admin/orders"]: "/api/admin/{what}" takes {…} only in its query',
    'preload["/admin/orders"]: "/api/x?a=b{c}" takes a query value only as a whole {name} or {name=default}',
  ]);
});

test("roles: the roles a back-office page's first read and frame are for", () => {
  const admin = { paths: ['/admin/*'], adminOnly: true };
  assert.deepEqual(registrationProblems({ ...admin, roles: { '/admin/users': ['admin'] } }), []);
  assert.deepEqual(registrationProblems({ ...admin, roles: { '/shop': ['admin'], '/admin/items': [], '/admin/x': 'admin' } }), [
    'roles["/shop"]: "/shop" is not one of "paths" (nor a page of a "/*" one)',
    'roles["/admin/items"] must be a non-empty list of roles (e.g. ["admin"])',
    'roles["/admin/x"] must be a non-empty list of roles (e.g. ["admin"])',
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
    'frames["/"] must be a module file relative to the registration (e.g. "./pages/HomeFrame.tsx")',
  ]);
  assert.deepEqual(registrationProblems({ ...base, frames: ['./Frame.tsx'] }), ['"frames" must be an object of path → module file']);
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

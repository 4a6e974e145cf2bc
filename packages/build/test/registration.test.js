'use strict';
// A remote's registration as the build checks it before writing it into the manifest.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const path = require('node:path');
const fs = require('node:fs');
const { readRegistration, registrationProblems } = require('../src/registration');

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

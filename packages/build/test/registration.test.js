'use strict';
// A remote's registration as the build checks it before writing it into the manifest.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const { registrationProblems } = require('../src/registration');

const base = { paths: ['/', '/items', '/product/:key'], nav: [{ to: '/items', label: 'Items', order: 20 }] };

test('preload: API reads for registered paths are accepted', () => {
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': ['/api/products?page=1'], '/product/:key': ['/api/products/:key'] } }), []);
});

test('preload: an unregistered path, a non-API address or a non-list is refused with the reason', () => {
  assert.deepEqual(registrationProblems({ ...base, preload: { '/elsewhere': ['/api/x'] } }), ['preload["/elsewhere"]: "/elsewhere" is not one of "paths"']);
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': ['https://evil.test/api/x'] } }), ['preload["/items"] must be a list of API addresses starting with "/api/"']);
  assert.deepEqual(registrationProblems({ ...base, preload: { '/items': '/api/products' } }), ['preload["/items"] must be a list of API addresses starting with "/api/"']);
  assert.deepEqual(registrationProblems({ ...base, preload: ['/api/products'] }), ['"preload" must be an object of path → list of API addresses']);
});

'use strict';
// The digests a runtime carries for the chunks it loads: every chunk without a runtime of its own,
// by id, the SHA-384 of its file's final bytes; the runtime's placeholder becomes that map.
const assert = require('node:assert/strict');
const { createHash } = require('node:crypto');
const { test } = require('node:test');
const { chunkDigests, withDigests, PLACEHOLDER } = require('../src/chunkIntegrity');

const chunk = (id, files, runtime = false) => ({ id, files: new Set(files), hasRuntime: () => runtime });
const digest = (text) => `sha384-${createHash('sha384').update(Buffer.from(text)).digest('base64')}`;

test('every chunk without a runtime, by id, with the digest of its one script', () => {
  const assets = { 'entry.js': 'runtime', '12.abc.js': 'chunk twelve', '34.def.js': 'chunk 34', '56.css': 'body{}', 'style.js': 'x' };
  const chunks = [chunk('main', ['entry.js'], true), chunk(12, ['12.abc.js', '12.abc.js.LICENSE.txt']), chunk(34, ['34.def.js']), chunk(56, ['56.css']), chunk(null, ['style.js'])];
  const digests = chunkDigests(chunks, (file) => (file in assets ? Buffer.from(assets[file]) : undefined));
  assert.deepEqual(digests, { 12: digest('chunk twelve'), 34: digest('chunk 34') });
});

test('one changed byte gives another digest', () => {
  const of = (text) => chunkDigests([chunk(1, ['1.js'])], () => Buffer.from(text))[1];
  assert.notEqual(of('var a=1;'), of('var a=2;'));
});

test("the runtime's placeholder, in either quote a minifier writes, becomes the map; other files are left alone", () => {
  const digests = { 7: 'sha384-abc' };
  assert.equal(withDigests(`r.chunkIntegrity=${JSON.stringify(PLACEHOLDER)};`, digests), 'r.chunkIntegrity={"7":"sha384-abc"};');
  assert.equal(withDigests(`r.chunkIntegrity='${PLACEHOLDER}';`, digests), 'r.chunkIntegrity={"7":"sha384-abc"};');
  assert.equal(withDigests('console.log(1)', digests), null);
});

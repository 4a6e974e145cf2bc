'use strict';
// Which of the host's own files its HTML preloads: the async boundary's chunks and, through every
// shared module they consume, this build's own copy (followed through the copies' imports).
const assert = require('node:assert/strict');
const { test } = require('node:test');
const { bootFiles } = require('../src/bootFiles');

/** A compilation as far as bootFiles reads it: entrypoints, modules, and the chunk graph. */
function compilationOf({ entryChunks, modules, chunkModules, blockGroups, entryModules }) {
  return {
    entrypoints: new Map([['main', { chunks: entryChunks }]]),
    modules: new Set(modules),
    chunkGraph: {
      getChunkEntryModulesIterable: (chunk) => entryModules.get(chunk) ?? [],
      getChunkModulesIterable: (chunk) => chunkModules.get(chunk) ?? [],
      getBlockChunkGroup: (block) => blockGroups.get(block),
    },
  };
}
const chunk = (name, files = [`${name}.js`]) => ({ name, files: new Set(files) });
const block = (name) => ({ name });

test("the boundary's chunks, the shared modules they consume as this build provides them, and theirs in turn", () => {
  const [main, boot, react, reactFallback, router, lazyPage] = ['main', 'boot', 'react', 'react-fallback', 'router', 'login'].map((n) => chunk(n));
  boot.files.add('boot.js.LICENSE.txt');
  const toBoot = block('import(./bootstrap)');
  const toLogin = block('import(./pages/Login)');
  const reactProvided = block('provide react');
  const reactFallbackBlock = block('consume react fallback');
  const routerProvided = block('provide router');
  const index = { type: 'javascript/auto', blocks: [toBoot] };
  const provideReact = { type: 'provide-module', _name: 'react', blocks: [reactProvided] };
  const provideRouter = { type: 'provide-module', _name: 'react-router-dom', blocks: [routerProvided] };
  const consumeRouter = { type: 'consume-shared-module', options: { shareKey: 'react-router-dom' }, blocks: [block('consume router fallback')] };
  const consumeReact = { type: 'consume-shared-module', options: { shareKey: 'react' }, blocks: [reactFallbackBlock] };
  const app = { type: 'javascript/auto', blocks: [toLogin] };
  const compilation = compilationOf({
    entryChunks: [main],
    entryModules: new Map([[main, [index]]]),
    modules: [index, provideReact, provideRouter, consumeRouter, consumeReact, app],
    chunkModules: new Map([
      [main, [index, provideReact, provideRouter]],
      [boot, [app, consumeRouter]],
      [router, [consumeReact]],
    ]),
    blockGroups: new Map([
      [toBoot, { chunks: [boot] }],
      [toLogin, { chunks: [lazyPage] }],
      [reactProvided, { chunks: [react] }],
      [reactFallbackBlock, { chunks: [reactFallback] }],
      [routerProvided, { chunks: [router, main] }],
    ]),
  });
  assert.deepEqual(bootFiles(compilation), ['boot.js', 'router.js', 'react.js']);
});

test('a consumed module no copy of this build provides is preloaded as its fallback; no entry, no files', () => {
  const [main, boot, fallback] = ['main', 'boot', 'fallback'].map((n) => chunk(n));
  const toBoot = block('import(./bootstrap)');
  const fallbackBlock = block('fallback');
  const consume = { type: 'consume-shared-module', options: { shareKey: 'left-pad' }, blocks: [fallbackBlock] };
  const compilation = compilationOf({
    entryChunks: [main],
    entryModules: new Map([[main, [{ type: 'javascript/auto', blocks: [toBoot] }]]]),
    modules: [consume],
    chunkModules: new Map([[boot, [consume]]]),
    blockGroups: new Map([[toBoot, { chunks: [boot] }], [fallbackBlock, { chunks: [fallback] }]]),
  });
  assert.deepEqual(bootFiles(compilation), ['boot.js', 'fallback.js']);
  assert.deepEqual(bootFiles({ ...compilation, entrypoints: new Map() }), []);
});

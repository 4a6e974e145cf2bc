'use strict';
// The host's antd core in one chunk: which chunks the cache group takes.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const { isAntdCoreChunk, isAntdFamily } = require('../src/antdCoreChunk');

const provide = (name) => ({ type: 'provide-module', _name: name });
const chunkLoadedBy = (...modules) => ({ groupsIterable: [{ origins: modules.map((module) => ({ module })) }] });

test("a chunk a provided antd-family module loads is taken; a page's, a lazy import's or react's is not", () => {
  assert.equal(isAntdCoreChunk(chunkLoadedBy(provide('antd/es/config-provider'))), true);
  assert.equal(isAntdCoreChunk(chunkLoadedBy(provide('@ant-design/cssinjs'))), true);
  assert.equal(isAntdCoreChunk(chunkLoadedBy(provide('@rc-component/motion'))), true);
  assert.equal(isAntdCoreChunk(chunkLoadedBy({ type: 'javascript/auto' }, provide('antd/es/theme/internal'))), true);
  assert.equal(isAntdCoreChunk(chunkLoadedBy(provide('react'))), false);
  assert.equal(isAntdCoreChunk(chunkLoadedBy({ type: 'javascript/auto' })), false);
  assert.equal(isAntdCoreChunk(chunkLoadedBy(undefined)), false);
});

test('the family is antd, @ant-design and @rc-component, by share key', () => {
  assert.deepEqual(['antd/es/button', '@ant-design/icons/es/components/Context', '@rc-component/motion', 'react-dom', '@rental/platform', 'antdx'].map(isAntdFamily), [true, true, true, false, false, false]);
});

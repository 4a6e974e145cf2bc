'use strict';
// The host's copies of antd's shared core in one chunk. Each shared module is its own lazy chunk
// by default (and splitChunks cuts their common code into more), so the back office, whose
// components run on the shell's antd core, asked the shell's origin for about 20 small scripts at
// once: four or five rounds on an HTTP/1.1 origin's six connections. One chunk is one request, and
// the same bytes: a page that loads antd's core at all (the back office, /account) needs all of it,
// since ConfigProvider imports the contexts. Public pages use no antd and load none of it.
const PROVIDE = 'provide-module';

/** Share keys of antd's family: antd's core modules, the style cache, motion, the icons' context (shared.js). */
const isAntdFamily = (shareKey) => /^(antd|@ant-design|@rc-component)\//.test(shareKey);

/** Whether a chunk is (part of) what a provided antd-family shared module loads. */
function isAntdCoreChunk(chunk) {
  for (const group of chunk.groupsIterable) {
    if (group.origins.some(({ module }) => module?.type === PROVIDE && isAntdFamily(module._name))) return true;
  }
  return false;
}

/** splitChunks cache group: every module of those chunks into one chunk named `antd-core`. */
const antdCoreCacheGroup = { name: 'antd-core', chunks: isAntdCoreChunk, enforce: true, priority: 30, reuseExistingChunk: false };

module.exports = { antdCoreCacheGroup, isAntdCoreChunk, isAntdFamily };

'use strict';
// The script files a host's page runs before its first render, from its own build: the chunks of
// the entry's async boundary (import('./bootstrap')) and, for every shared module those chunks
// consume, the chunks of this build's own copy (its provide module), followed through the copies'
// own shared imports. The shell's HTML preloads them (template.html), so they download with the
// entry script instead of after it has run. Nothing of another deployment is named: these are the
// shell's files, in the shell's HTML, from the same build.
const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/** The provide modules of this build, by share key (the first of each). */
function providersOf(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE && !providers.has(module._name)) providers.set(module._name, module);
  }
  return providers;
}

/**
 * The chunks the given blocks load, followed through every shared module those chunks consume
 * (as this build provides it: the host registers first, else the fallback), skipping `known` chunks.
 */
function chunksThrough(compilation, blocks, providers, known = new Set()) {
  const { chunkGraph } = compilation;
  const found = new Set();
  const queue = [];
  const addGroupOf = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    for (const chunk of group ? group.chunks : []) {
      if (known.has(chunk) || found.has(chunk)) continue;
      found.add(chunk);
      queue.push(chunk);
    }
  };
  blocks.forEach(addGroupOf);
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME) continue;
      const provider = providers.get(module.options.shareKey);
      (provider || module).blocks.forEach(addGroupOf);
    }
  }
  return found;
}

const jsFiles = (chunks) => [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** @returns {string[]} file names (relative to the output folder), in the order they are found */
function bootFiles(compilation, entryName = 'main') {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const initial = new Set(entry.chunks);
  const blocks = [];
  for (const chunk of entry.chunks) {
    for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) blocks.push(...module.blocks);
  }
  return jsFiles(chunksThrough(compilation, blocks, providersOf(compilation), initial));
}

module.exports = { bootFiles };

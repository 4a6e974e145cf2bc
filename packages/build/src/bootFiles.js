'use strict';
// The script files a host's page runs before its first render, from its own build: the chunks of
// the entry's async boundary (import('./bootstrap')) and, for every shared module those chunks
// consume, the chunks of this build's own copy (its provide module), followed through the copies'
// own shared imports. The shell's HTML preloads them (template.html), so they download with the
// entry script instead of after it has run. Nothing of another deployment is named: these are the
// shell's files, in the shell's HTML, from the same build.
const PROVIDE = 'provide-module';
const CONSUME = 'consume-shared-module';

/** @returns {string[]} file names (relative to the output folder), in the order they are found */
function bootFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE && !providers.has(module._name)) providers.set(module._name, module);
  }
  const initial = new Set(entry.chunks);
  const found = new Set();
  const queue = [...initial];
  const addGroupOf = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    for (const chunk of group ? group.chunks : []) {
      if (initial.has(chunk) || found.has(chunk)) continue;
      found.add(chunk);
      queue.push(chunk);
    }
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) module.blocks.forEach(addGroupOf);
  }
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME) continue;
      // The runtime takes this build's registered copy (the host registers first), else the fallback.
      const provider = providers.get(module.options.shareKey);
      (provider || module).blocks.forEach(addGroupOf);
    }
  }
  return [...found].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

module.exports = { bootFiles };

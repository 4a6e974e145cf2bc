'use strict';
// The last link of the chain of trust for a remote's code in the browser. remotes.json pins a
// release's manifest and entry by SHA-384; the entry carries the webpack runtime, and this plugin
// writes into that runtime the SHA-384 of every chunk it may load. The runtime then loads each chunk
// with `integrity` (and CORS), so the browser refuses a chunk whose bytes were changed on the remote's
// origin: the chunk fails to load and the remote's part falls back, nothing of it runs.
//
// webpack-subresource-integrity does this for single apps but not for Module Federation builds
// (waysact/webpack-subresource-integrity#176: its placeholders stay unresolved in federated
// chunks), hence these few lines (docs/adr/0001-shell-server.md, "Chunk pins").
//
// How: a runtime module puts a placeholder string in every runtime; once the final bytes of every
// chunk are known (after minifying and webpack's real content hashes), the placeholder becomes the
// map { chunk id: "sha384-…" }. The runtime's own file is pinned one level up, by remotes.json.
// The manifest (pinned too) lists the same digests by file name (`metaData.integrity`): the shell's
// federation runtime loads an exposed module's chunks itself, from the manifest, and checks them by it.
const { createHash } = require('node:crypto');

const NAME = 'RentalChunkIntegrityPlugin';
const PLACEHOLDER = '__rental_chunk_integrity__';
const PLACEHOLDER_LITERAL = /(["'])__rental_chunk_integrity__\1/g;

const MANIFEST = 'mf-manifest.json';

const sha384 = (buffer) => `sha384-${createHash('sha384').update(buffer).digest('base64')}`;

/** `{ chunk id: digest }` for every chunk with exactly one JavaScript file and no runtime of its own. */
function chunkDigests(chunks, assetBytes) {
  const digests = {};
  for (const chunk of chunks) {
    if (chunk.hasRuntime() || chunk.id === null) continue;
    const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
    if (scripts.length !== 1) continue;
    const bytes = assetBytes(scripts[0]);
    if (bytes) digests[chunk.id] = sha384(bytes);
  }
  return digests;
}

/** `{ file: digest }` of every chunk in `digests`, for the manifest. */
function fileDigests(chunks, digests) {
  const files = {};
  for (const chunk of chunks) {
    if (!(chunk.id in digests)) continue;
    const script = [...chunk.files].find((file) => file.endsWith('.js'));
    files[script] = digests[chunk.id];
  }
  return files;
}

/** The runtime's source with the placeholder replaced by the digests, or null when it has none. */
function withDigests(source, digests) {
  if (!source.includes(PLACEHOLDER)) return null;
  return source.replace(PLACEHOLDER_LITERAL, () => JSON.stringify(digests));
}

class ChunkIntegrityPlugin {
  apply(compiler) {
    const { Compilation, RuntimeModule, RuntimeGlobals, Template, sources, runtime } = compiler.webpack;

    class DigestsRuntimeModule extends RuntimeModule {
      constructor() {
        super('chunk integrity digests', RuntimeModule.STAGE_BASIC);
      }
      generate() {
        return `${RuntimeGlobals.require}.chunkIntegrity = ${JSON.stringify(PLACEHOLDER)};`;
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Every runtime that loads scripts gets the digests.
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new DigestsRuntimeModule());
      });

      // Every script the runtime adds for a chunk it has a digest for carries it.
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        Template.asString([
          source,
          `var chunkIntegrity = ${RuntimeGlobals.require}.chunkIntegrity;`,
          // The page's own origin served the page itself: its chunks are as trusted as the HTML, and the
          // HTML's preload links (made before the digests exist) must still match the script.
          'if (chunkIntegrity && typeof chunkIntegrity === "object" && chunkIntegrity[chunkId] && url.indexOf(location.origin + "/") !== 0) {',
          Template.indent(['script.integrity = chunkIntegrity[chunkId];', 'script.crossOrigin = "anonymous";']),
          '}',
        ]),
      );

      let digests = {};
      // After minifying and the real content hashes (both change bytes), before the manifest is written.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const assetBytes = (file) => compilation.getAsset(file)?.source.buffer();
        digests = chunkDigests(compilation.chunks, assetBytes);
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            const source = withDigests(compilation.getAsset(file).source.source().toString(), digests);
            if (source !== null) compilation.updateAsset(file, new sources.RawSource(source));
          }
        }
      });

      // Module Federation writes the manifest at PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT - 1 }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData = { ...manifest.metaData, integrity: fileDigests(compilation.chunks, digests) };
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { ChunkIntegrityPlugin, chunkDigests, fileDigests, withDigests, PLACEHOLDER };

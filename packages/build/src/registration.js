'use strict';
// A remote's registration (the paths it serves, its nav entries, whether only admins may load it,
// the API requests a first visit to a path starts with) is derived here from the remote's routes
// module (`src/routes.ts`, declared with @rental/platform/routes: path, page, first requests, nav
// entry and roles per route) and travels inside its own `mf-manifest.json`, as
// `metaData.registration`, in the same wire format as when it was a `registration.json`. The
// shell reads it from the manifest it fetches anyway to load the remote, so nothing in the shell
// names a remote's paths, and a remote changes its routes or nav by deploying itself. The contract
// is written down in shell/README.md. The schema is one (zod, in @rental/platform/routes): strict
// here (a bad declaration fails the build with every problem listed), tolerant in the shell.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const MANIFEST = 'mf-manifest.json';
const NAME = 'RentalRegistrationPlugin';

/**
 * Compiles a module of the workspace (TypeScript, with its `@rental/*` imports) for Node and runs
 * it: bundled by esbuild with installed packages left to Node (so react and zod are the app's own)
 * and dynamic imports bundled but never run (a route's page is not loaded here). Returns its exports and
 * the files it was built from.
 */
function compileModule(file, contents) {
  const esbuild = require('esbuild');
  const result = esbuild.buildSync({
    ...(contents ? { stdin: { contents, resolveDir: path.dirname(file), sourcefile: file, loader: 'ts' } } : { entryPoints: [file] }),
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    external: nodePackages(file),
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const compiled = new Module(file, module);
  compiled.filename = file;
  compiled.paths = Module._nodeModulePaths(path.dirname(file));
  compiled._compile(result.outputFiles[0].text, file);
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('<')).map((input) => path.resolve(input));
  return { exports: compiled.exports, inputs };
}

let platformRoutes;
/** @rental/platform/routes: the one schema of a registration (zod), shared with the shell. */
function routesModule() {
  platformRoutes ??= compileModule(path.join(__dirname, 'registration.js'), "export * from '@rental/platform/routes';").exports;
  return platformRoutes;
}

/** Every problem with a registration (the manifest's wire format), worded for the remote's team; [] when it is valid. */
function registrationProblems(registration) {
  return routesModule().registrationProblems(registration);
}

/**
 * Reads a remote's routes module (`src/routes.ts`, `export default defineRemote({...})`) or, from
 * before those, a `registration.json`; checks it strictly and throws with every problem listed.
 * Returns the registration for the manifest and the files it was read from.
 */
function readRegistration(file) {
  const routes = routesModule();
  let registration;
  let declaration;
  let inputs = [file];
  if (file.endsWith('.json')) {
    try {
      registration = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${error.message}`);
    }
  } else {
    try {
      const compiled = compileModule(file);
      declaration = compiled.exports.default;
      inputs = compiled.inputs;
    } catch (error) {
      throw new Error(`${file} did not load: ${error.message}`);
    }
    const problems = routes.declarationProblems(declaration);
    if (problems.length) throw new Error(`${file} is not a valid routes declaration:\n  - ${problems.join('\n  - ')}`);
    registration = routes.registrationOf(declaration);
  }
  const problems = routes.registrationProblems(registration);
  if (problems.length) throw new Error(`${file} is not a valid registration:\n  - ${problems.join('\n  - ')}`);
  return { registration, inputs, declaration };
}

/**
 * `{ path: script files }`: the chunks of each route's page (its `page: () => import(...)` in the
 * routes module), for the shell server to preload with a page it rendered (`metaData.pageFiles`).
 * The routes module's dynamic imports are its pages' in declaration order; a route whose import
 * does not name its page's module (the compiled `page` refers to it by name) is left out: no
 * preload rather than a wrong one.
 */
function pageFilesOf(compilation, file, declaration) {
  const routes = (declaration?.routes ?? []).filter((route) => typeof route.page === 'function');
  // A module concatenated into another lists its blocks there too: each block once.
  const blocks = new Map();
  for (const module of compilation.modules) {
    for (const block of module.blocks) {
      const dependency = block.dependencies.find((d) => typeof d.request === 'string');
      if (dependency && compilation.moduleGraph.getParentModule(dependency)?.resource === file) blocks.set(block, dependency.request);
    }
  }
  if (!routes.length || blocks.size !== routes.length) return undefined;
  const files = {};
  const imports = [...blocks];
  routes.forEach((route, index) => {
    const [block, request] = imports[index];
    if (!String(route.page).includes(path.basename(request).replace(/\.\w+$/, ''))) return;
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    if (group) files[route.path] = group.chunks.flatMap((chunk) => [...chunk.files].filter((name) => name.endsWith('.js')));
  });
  return files;
}

/** Every installed package a routes module could import (as esbuild `external` patterns), but the workspace's own (@rental/*). */
function nodePackages(file) {
  const patterns = new Set();
  for (const dir of Module._nodeModulePaths(path.dirname(file))) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      if (name.startsWith('.') || name === '@rental') continue;
      if (name.startsWith('@')) patterns.add(`${name}/*`);
      else patterns.add(name).add(`${name}/*`);
    }
  }
  return [...patterns];
}

/**
 * Adds the registration to `mf-manifest.json` after Module Federation wrote it (the manifest is
 * emitted at PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER; this runs at REPORT, later). Editing the
 * emitted asset keeps this independent of the manifest plugin's own options.
 */
class RegistrationPlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // The dev server rebuilds when the registration changes.
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        let registration;
        let declaration;
        try {
          const read = readRegistration(this.file);
          registration = read.registration;
          declaration = read.declaration;
          read.inputs.forEach((input) => compilation.fileDependencies.add(input));
        } catch (error) {
          compilation.errors.push(new WebpackError(error.message));
          return;
        }
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) {
          compilation.errors.push(new WebpackError(`${NAME}: no ${MANIFEST} to add the registration to (Module Federation's manifest must be on)`));
          return;
        }
        const manifest = JSON.parse(asset.source.source().toString());
        const pageFiles = pageFilesOf(compilation, this.file, declaration);
        manifest.metaData = { ...manifest.metaData, registration, ...(pageFiles ? { pageFiles } : {}) };
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { RegistrationPlugin, readRegistration, registrationProblems, pageFilesOf };

'use strict';
// A remote's registration (the paths it serves, its nav entries, whether only admins may load it,
// the API reads a first visit to a path starts with) is derived here from the remote's routes
// module (`src/routes.ts`, declared with @rental/platform/routes: path, page, first reads, nav
// entry and roles per route) and travels inside its own `mf-manifest.json`, as
// `metaData.registration`, in the same wire format as when it was a `registration.json`. The
// shell reads it from the manifest it fetches anyway to load the remote, so nothing in the shell
// names a remote's paths, and a remote changes its routes or nav by deploying itself. The contract
// is written down in shell/README.md. The schema is one (zod, in @rental/platform/routes): strict
// here (a bad declaration fails the build with every problem listed), tolerant in the shell.
//
// `frames` (path → a module of the remote, relative to the registration file) are not carried as
// written: each module's default export is rendered to static markup here, at build time, and the
// markup goes into the manifest as `metaData.frames` (path → HTML). The shell's HTML shows it as
// the page's first frame when the manifest arrives (packages/build's template.html), so the frame
// always comes from the deployed remote, never from the shell's build.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { fillFrame, isDataFrame } = require('./frameFill');

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
  let inputs = [file];
  if (file.endsWith('.json')) {
    try {
      registration = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${error.message}`);
    }
  } else {
    let declaration;
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
  return { registration, inputs };
}

/** Every installed package a frame could import (as esbuild `external` patterns), but the workspace's own (@rental/*). */
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
 * Renders a frame module's default export (a component without props) to static HTML: bundled by
 * esbuild with its packages left to Node but the workspace's own (so react-dom/server and the module share one React),
 * then rendered with renderToStaticMarkup. Returns the markup and the files it was built from.
 */
function renderFrame(file) {
  const esbuild = require('esbuild');
  const result = esbuild.buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    // Packages are left to Node (so react-dom/server and the module share one React), except the
    // workspace's own (@rental/*), which are TypeScript sources and are bundled.
    external: nodePackages(file),
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const compiled = new Module(file, module);
  compiled.filename = file;
  compiled.paths = Module._nodeModulePaths(path.dirname(file));
  compiled._compile(result.outputFiles[0].text, file);
  const Frame = compiled.exports.default;
  if (typeof Frame !== 'function') throw new Error(`${file}: its default export must be a component (the frame)`);
  const fromApp = Module.createRequire(file);
  const { renderToStaticMarkup } = fromApp('react-dom/server');
  const { createElement } = fromApp('react');
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  // React hoists a preload for each eager picture; in a frame its address may still be a
  // placeholder (or outside the section that fills it), and the pictures load from their tags anyway.
  const html = renderToStaticMarkup(createElement(Frame)).replace(/<link rel="preload" as="image"[^>]*>/g, '');
  return { html, inputs };
}

/** What is wrong with rendered frames that are data frames: each needs its path's first read, and sections that pair up. */
function dataFrameProblems(frames, preload = {}) {
  const problems = [];
  for (const [route, html] of Object.entries(frames)) {
    if (!isDataFrame(html)) continue;
    if (!(preload[route] || []).length) problems.push(`frames["${route}"] has {{…}} placeholders, so it needs preload["${route}"]: its first read fills them`);
    if (fillFrame(html, {}) === null) problems.push(`frames["${route}"]: its {{#…}}/{{^…}} sections do not close in order`);
  }
  return problems;
}

/**
 * Where rendered frames go in the manifest: static ones under `metaData.frames`, data frames under
 * `metaData.dataFrames`. A shell built before data frames reads only `frames` and would show a data
 * frame's template, placeholders and all; under a key of their own it never sees them (skew).
 */
function manifestFrames(rendered) {
  const frames = {};
  const dataFrames = {};
  for (const [route, html] of Object.entries(rendered)) (isDataFrame(html) ? dataFrames : frames)[route] = html;
  return { ...(Object.keys(frames).length ? { frames } : {}), ...(Object.keys(dataFrames).length ? { dataFrames } : {}) };
}

/** Every frame of a (valid) registration rendered: { frames: path → HTML, inputs: files read }. */
function renderFrames(registrationFile, frames = {}) {
  const rendered = {};
  const inputs = new Set();
  for (const [route, module] of Object.entries(frames)) {
    const file = path.resolve(path.dirname(registrationFile), module);
    const frame = renderFrame(file);
    rendered[route] = frame.html;
    frame.inputs.forEach((input) => inputs.add(input));
  }
  return { frames: rendered, inputs: [...inputs] };
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
        try {
          const read = readRegistration(this.file);
          registration = read.registration;
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
        const { frames: frameModules, ...declared } = registration;
        let frames;
        try {
          const rendered = renderFrames(this.file, frameModules);
          rendered.inputs.forEach((input) => compilation.fileDependencies.add(input));
          frames = frameModules ? rendered.frames : undefined;
          const problems = dataFrameProblems(rendered.frames, declared.preload);
          if (problems.length) throw new Error(problems.join('; '));
        } catch (error) {
          compilation.errors.push(new WebpackError(`${NAME}: a frame of ${this.file} did not render: ${error.message}`));
          return;
        }
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData = { ...manifest.metaData, registration: declared, ...(frames ? manifestFrames(frames) : {}) };
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { RegistrationPlugin, dataFrameProblems, manifestFrames, readRegistration, registrationProblems, renderFrames };

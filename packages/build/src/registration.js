'use strict';
// A remote's registration (its `src/registration.json`: the paths it serves, its nav entries,
// whether only admins may load it, the API reads a first visit to a path starts with) travels inside its own `mf-manifest.json`, as
// `metaData.registration`. The shell reads it from the manifest it fetches anyway to load the
// remote, so nothing in the shell names a remote's paths, and a remote changes its routes or nav
// by deploying itself. The contract is written down in shell/README.md.
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
const KEYS = ['paths', 'nav', 'adminOnly', 'layout', 'preload', 'frames', 'roles'];
const NAV_KEYS = ['to', 'label', 'order', 'signedInOnly', 'menuOnly'];
const LAYOUTS = ['site', 'full'];

const isPath = (value) => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * Whether `path` is one of `paths`, or a page of one of them that ends in "/*" ("/admin/orders" of
 * "/admin/*"): a remote serving a whole area can still give one of its pages a first read and frame.
 */
function isServed(path, paths) {
  if (paths.includes(path)) return true;
  return !/\*/.test(path) && paths.some((served) => served.endsWith('/*') && (path === served.slice(0, -2) || path.startsWith(served.slice(0, -1))));
}

/** `{name}` or `{name=default}` as a value of an address's query: the page address's query value (template.html). */
const QUERY_VALUE = /^\{\w+(?:=[\w.-]*)?\}$/;

/** What is wrong with one preload address: an API path, with `{…}` only as whole values of its query. */
function addressProblem(address) {
  if (!isPath(address) || !address.startsWith('/api/')) return 'must start with "/api/"';
  const [pathPart, query = ''] = address.split('?');
  if (/[{}]/.test(pathPart)) return 'takes {…} only in its query';
  const values = query.split('&').map((pair) => pair.slice(pair.indexOf('=') + 1));
  return values.some((value) => /[{}]/.test(value) && !QUERY_VALUE.test(value)) ? 'takes a query value only as a whole {name} or {name=default}' : null;
}

/**
 * `preload`: for a registered path (or a page of a "/*" one), the API addresses (from the API's
 * root, `:param`s of the path filled in) the remote's page asks for first, exactly as it asks for
 * them. In the query, `{name}` is the page address's `name` (the pair is left out when it has none)
 * and `{name=default}` gives a default: "/api/admin/orders?status={status}&page={page=1}&limit=20".
 * The shell's HTML starts them before any script runs (packages/build's template.html).
 */
function preloadProblems(preload, paths) {
  if (preload === undefined) return [];
  if (!preload || typeof preload !== 'object' || Array.isArray(preload)) return ['"preload" must be an object of path → list of API addresses'];
  const problems = [];
  for (const [path, addresses] of Object.entries(preload)) {
    if (!isServed(path, paths)) problems.push(`preload["${path}"]: "${path}" is not one of "paths" (nor a page of a "/*" one)`);
    if (!Array.isArray(addresses)) {
      problems.push(`preload["${path}"] must be a list of API addresses starting with "/api/"`);
      continue;
    }
    for (const address of addresses) {
      const problem = addressProblem(address);
      if (problem) problems.push(`preload["${path}"]: ${JSON.stringify(address)} ${problem}`);
    }
  }
  return problems;
}

/**
 * `frames`: for a registered path or a page of a "/*" one (not a path with "*"), the module
 * (relative to the registration file) that renders its first frame: inside the site layout, or the
 * whole page with "layout": "full". A frame with `{{…}}` placeholders is a data frame
 * (frameFill.js), filled from the path's first `preload` read, so it needs one (checked once
 * rendered: dataFrameProblems).
 */
function frameProblems(frames, paths) {
  if (frames === undefined) return [];
  if (!frames || typeof frames !== 'object' || Array.isArray(frames)) return ['"frames" must be an object of path → module file'];
  const problems = [];
  for (const [path, file] of Object.entries(frames)) {
    if (/\*/.test(path)) problems.push(`frames["${path}"]: a frame is for one page, so not for a path with "*"`);
    else if (!isServed(path, paths)) problems.push(`frames["${path}"]: "${path}" is not one of "paths" (nor a page of a "/*" one)`);
    if (typeof file !== 'string' || !/^\.\.?\/.+\.[jt]sx?$/.test(file)) problems.push(`frames["${path}"] must be a module file relative to the registration (e.g. "./pages/HomeFrame.tsx")`);
  }
  return problems;
}

/**
 * `roles`: for a page of an admin-only remote, the roles its first read and frame are for (the
 * others are refused that read by the API), e.g. { "/admin/users": ["admin"] }; a page not named
 * here has them for every role the remote is loaded for.
 */
function rolesProblems(roles, paths) {
  if (roles === undefined) return [];
  if (!roles || typeof roles !== 'object' || Array.isArray(roles)) return ['"roles" must be an object of path → list of roles'];
  const problems = [];
  for (const [path, list] of Object.entries(roles)) {
    if (!isServed(path, paths)) problems.push(`roles["${path}"]: "${path}" is not one of "paths" (nor a page of a "/*" one)`);
    if (!Array.isArray(list) || !list.length || !list.every((role) => typeof role === 'string' && /^\w+$/.test(role))) problems.push(`roles["${path}"] must be a non-empty list of roles (e.g. ["admin"])`);
  }
  return problems;
}

/** Every problem with a registration, worded for the remote's team; [] when it is valid. */
function registrationProblems(registration) {
  if (!registration || typeof registration !== 'object' || Array.isArray(registration)) return ['must be a JSON object'];
  const problems = [];
  for (const key of Object.keys(registration)) {
    if (!KEYS.includes(key)) problems.push(`unknown key "${key}" (known: ${KEYS.join(', ')})`);
  }
  const { paths, nav = [], adminOnly, layout } = registration;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every(isPath)) {
    problems.push('"paths" must be a non-empty list of paths starting with "/" (e.g. "/items", "/product/:key", "/admin/*")');
  }
  if (adminOnly !== undefined && typeof adminOnly !== 'boolean') problems.push('"adminOnly" must be true or false');
  problems.push(...preloadProblems(registration.preload, Array.isArray(paths) ? paths : []));
  problems.push(...frameProblems(registration.frames, Array.isArray(paths) ? paths : []));
  problems.push(...rolesProblems(registration.roles, Array.isArray(paths) ? paths : []));
  if (layout !== undefined && !LAYOUTS.includes(layout)) problems.push(`"layout" must be one of ${LAYOUTS.join(', ')}`);
  if (!Array.isArray(nav)) {
    problems.push('"nav" must be a list');
    return problems;
  }
  nav.forEach((item, index) => {
    const where = `nav[${index}]`;
    if (!item || typeof item !== 'object') return void problems.push(`${where} must be an object`);
    for (const key of Object.keys(item)) {
      if (!NAV_KEYS.includes(key)) problems.push(`${where}: unknown key "${key}" (known: ${NAV_KEYS.join(', ')})`);
    }
    if (!isPath(item.to)) problems.push(`${where}.to must be a path starting with "/"`);
    if (typeof item.label !== 'string' || !item.label.trim()) problems.push(`${where}.label must be a non-empty text`);
    if (typeof item.order !== 'number' || !Number.isFinite(item.order)) problems.push(`${where}.order must be a number`);
    for (const flag of ['signedInOnly', 'menuOnly']) {
      if (item[flag] !== undefined && typeof item[flag] !== 'boolean') problems.push(`${where}.${flag} must be true or false`);
    }
  });
  return problems;
}

/** Reads and checks a registration file; throws with every problem listed. */
function readRegistration(file) {
  let registration;
  try {
    registration = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error.message}`);
  }
  const problems = registrationProblems(registration);
  if (problems.length) throw new Error(`${file} is not a valid registration:\n  - ${problems.join('\n  - ')}`);
  return registration;
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
          registration = readRegistration(this.file);
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

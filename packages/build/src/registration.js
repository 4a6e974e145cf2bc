'use strict';
// A remote's registration (its `src/registration.json`: the paths it serves, its nav entries,
// whether only admins may load it, the API reads a first visit to a path starts with) travels inside its own `mf-manifest.json`, as
// `metaData.registration`. The shell reads it from the manifest it fetches anyway to load the
// remote, so nothing in the shell names a remote's paths, and a remote changes its routes or nav
// by deploying itself. The contract is written down in shell/README.md.
const fs = require('node:fs');

const MANIFEST = 'mf-manifest.json';
const NAME = 'RentalRegistrationPlugin';
const KEYS = ['paths', 'nav', 'adminOnly', 'layout', 'preload'];
const NAV_KEYS = ['to', 'label', 'order', 'signedInOnly', 'menuOnly'];
const LAYOUTS = ['site', 'full'];

const isPath = (value) => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * `preload`: for a registered path, the API addresses (from the API's root, `:param`s of the path
 * filled in) the remote's page asks for first on a visitor's first visit, exactly as it asks for
 * them. The shell's HTML starts them before any script runs (packages/build's template.html).
 */
function preloadProblems(preload, paths) {
  if (preload === undefined) return [];
  if (!preload || typeof preload !== 'object' || Array.isArray(preload)) return ['"preload" must be an object of path → list of API addresses'];
  const problems = [];
  for (const [path, addresses] of Object.entries(preload)) {
    if (!paths.includes(path)) problems.push(`preload["${path}"]: "${path}" is not one of "paths"`);
    if (!Array.isArray(addresses) || !addresses.every((address) => isPath(address) && address.startsWith('/api/'))) {
      problems.push(`preload["${path}"] must be a list of API addresses starting with "/api/"`);
    }
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
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData = { ...manifest.metaData, registration };
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { RegistrationPlugin, readRegistration, registrationProblems };

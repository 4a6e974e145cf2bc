'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { surfaces, remoteSurface, PUBLIC_REMOTES } = require('./surfaces');

/**
 * What must be ONE instance across the shell and every remote (React context, router, store,
 * auth, cart, style cache). react-router and react-router-dom are added as surfaces (surfaces.js).
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/',
  'react-redux',
  '@reduxjs/toolkit',
  '@ant-design/cssinjs',
  '@rental/platform',
];

function installedVersion(pkg, dirname) {
  let dir;
  try {
    dir = path.dirname(require.resolve(pkg, { paths: [dirname] }));
  } catch {
    return undefined;
  }
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate)) {
      const json = JSON.parse(fs.readFileSync(candidate, 'utf8'));
      if (json.name === pkg) return json.version;
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * How antd and @ant-design/icons are shared (measured in bench/README.md):
 *  - 'surface' (default): per public remote, one shared module per package that re-exports only
 *    what that remote and the platform import (surfaces.js). One antd instance, tree-shaken, and
 *    each page loads only the surface of the remote it shows.
 *  - 'whole':  shared as-is; every visitor downloads all of antd.
 *  - 'none':   not shared; each app bundles what it uses (duplicated antd core on every page).
 *  - 'treeshake': Module Federation's experimental shared tree-shaking (runtime-infer).
 * The admin remote passes antd: 'none': it needs far more of antd than visitors should carry.
 */
function antdStrategy(override) {
  return override || process.env.RENTAL_SHARE_ANTD || 'surface';
}

function sharedDependencies(dirname, { antd, isHost = false } = {}) {
  const strategy = antdStrategy(antd);
  const shared = {};
  const add = (name, extra = {}) => {
    const pkg = extra.shareKey || (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
    const version = installedVersion(pkg, dirname);
    if (!version) return;
    shared[name] = { singleton: true, version, requiredVersion: `^${version}`, ...extra };
  };
  SINGLETONS.forEach((name) => add(name));
  const surface = surfaces();
  add('react-router', { import: surface['react-router'].file });
  add('react-router-dom', { import: surface['react-router-dom'].file });

  if (strategy === 'whole') {
    add('antd');
    add('@ant-design/icons');
  } else if (strategy === 'treeshake') {
    add('antd', { treeShaking: { mode: 'runtime-infer', usedExports: surface.antd.names } });
    add('@ant-design/icons', { treeShaking: { mode: 'runtime-infer', usedExports: surface['@ant-design/icons'].names } });
  } else if (strategy === 'surface') {
    for (const pkg of ['antd', '@ant-design/icons']) {
      const version = installedVersion(pkg, dirname);
      if (isHost) {
        // The shell provides every public remote's surface but imports antd itself directly: its
        // pages then pull only what each needs, lazily, and every antd module still exists once
        // on the page (a surface re-exports the shell's own modules; loaded-first makes the
        // shell's surfaces the ones every remote uses). Keyed by file: the shell's own `antd`
        // imports must not be consumed from the share scope.
        for (const remote of PUBLIC_REMOTES) {
          const surface = remoteSurface(pkg, remote);
          shared[surface.file] = { singleton: true, shareKey: surface.shareKey, import: surface.file, version, requiredVersion: false };
        }
      } else {
        const surface = remoteSurface(pkg, path.basename(dirname));
        shared[pkg] = { singleton: true, shareKey: surface.shareKey, import: surface.file, version, requiredVersion: `^${version}` };
      }
    }
  }
  return shared;
}

module.exports = { sharedDependencies, antdStrategy, SINGLETONS };

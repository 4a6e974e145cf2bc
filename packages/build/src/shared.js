'use strict';
const fs = require('node:fs');
const path = require('node:path');

/**
 * What must be ONE instance across the shell and every remote (React context, router, store,
 * auth, cart, style cache). Everything else is bundled by each app so webpack can tree-shake it.
 *
 * antd and @ant-design/icons are deliberately NOT shared by default: a shared module cannot be
 * tree-shaken, and antd whole is ~456 KB gzip, over the visitor budget by itself. Each app
 * bundles only the components it uses; the theme comes from @rental/platform and the style cache
 * from the shared @ant-design/cssinjs, so the look stays one. Figures: bench/README.md.
 * RENTAL_SHARE_ANTD=whole re-enables sharing antd + icons whole, for measuring.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@ant-design/cssinjs',
  '@rental/platform',
];

function installedVersion(pkg, dirname) {
  try {
    const file = require.resolve(`${pkg}/package.json`, { paths: [dirname] });
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    // Packages whose exports hide package.json: walk up from the entry point.
    try {
      let dir = path.dirname(require.resolve(pkg, { paths: [dirname] }));
      while (dir !== path.dirname(dir)) {
        const candidate = path.join(dir, 'package.json');
        if (fs.existsSync(candidate)) {
          const json = JSON.parse(fs.readFileSync(candidate, 'utf8'));
          if (json.name === pkg) return json.version;
        }
        dir = path.dirname(dir);
      }
    } catch {
      /* not installed for this app */
    }
    return undefined;
  }
}

function antdStrategy() {
  return process.env.RENTAL_SHARE_ANTD || 'none';
}

function sharedDependencies(dirname) {
  const strategy = antdStrategy();
  const names = [...SINGLETONS];
  if (strategy === 'whole' || strategy === 'treeshake') names.push('antd', '@ant-design/icons');

  const shared = {};
  for (const name of names) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = installedVersion(pkg, dirname);
    if (!version) continue;
    shared[name] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
    };
    if (strategy === 'treeshake' && (pkg === 'antd' || pkg === '@ant-design/icons')) {
      shared[name].treeShaking = { mode: 'runtime-infer' };
    }
  }
  return shared;
}

module.exports = { sharedDependencies, antdStrategy, SINGLETONS };

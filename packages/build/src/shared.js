'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { routerReexportModule } = require('./routerExports');

/**
 * What is shared, and why it survives apps built from different commits (packages/build/README.md, "The rule").
 *
 * Nothing here depends on another app's sources: every app shares by the same rules, derived
 * from the installed packages alone. With `shareStrategy: 'loaded-first'` the first copy on the
 * page (the shell's) serves everyone; what the shell's build does not contain, a remote brings
 * from its own build (every shared module has the app's own copy as fallback).
 *
 * - One instance, whole: react, react-dom, redux, the style cache, and the platform kernel.
 * - react-router: one instance, as a fixed re-export module (routerExports.js): the declarative-mode API,
 *   the same list in every build, so a remote can use any of it whatever the shell imports.
 * - antd: its stateful core is shared, its components are not. The core (ANTD_CORE) is every
 *   module of antd that creates a React context, the theme machinery and ConfigProvider: one
 *   instance, so a component from any build reads the shell's theme, locale and settings. The
 *   components themselves are bundled by each app that uses them, tree-shaken with its own code:
 *   a component the shell never imported is simply part of the remote, and still themed.
 *   Matched where antd imports them from itself (`allowNodeModulesSuffixMatch`); a build
 *   provides only the core modules it meets. (One shared module per component was measured:
 *   +35 KB gzip on `/`, docs/bench-archive.md.)
 * - @ant-design/icons: each app bundles the icons it uses (small, stateless); only the icon
 *   context that antd's ConfigProvider fills is shared.
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
];

/** The platform kernel: one instance per page; its major version is the contract (runtime/sharePolicy.js). */
const KERNEL = '@rental/platform';

/**
 * What the host runs before its first render on every page: in the host's build these are `eager`,
 * so its copies are part of its entry script (one request) rather than one chunk each, several
 * requests behind one another on a slow line. A remote's copies stay lazy (its own fallback, loaded
 * only when no other app's copy is on the page), so a remote built alone still finds the host's
 * copies registered and loaded, as before.
 */
const HOST_EAGER = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/', 'react-redux', '@reduxjs/toolkit', KERNEL, 'react-router', 'react-router-dom'];

/**
 * antd modules that must be one instance for a component from any build to look and behave like
 * the rest of the page: ConfigProvider, every module of antd core that creates a React context
 * that ConfigProvider or a parent component fills, and the theme hub (token derivation and style
 * registration). Paths inside `antd/es`, as antd imports them. (Contexts private to one
 * component, e.g. the menu's or Form's, need not be shared: parent and children come from one
 * build; sharing form/context alone would cost every page rc-form, 13 KB gzip.)
 */
const ANTD_CORE = [
  'config-provider',
  'button',
  '_util/zindexContext',
  '_util/warning',
  'app/context',
  'config-provider/context',
  'config-provider/DisabledContext',
  'config-provider/SizeContext',
  'config-provider/MotionWrapper',
  'config-provider/hooks/useCSSVarCls',
  'config-provider/hooks/useSize',
  'form/validateMessagesContext',
  'locale/context',
  'theme/context',
  'theme/internal',
  'theme/util/genStyleUtils',
];
const ICONS_CORE = ['components/Context'];

function packageJson(pkg, dirname) {
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
      if (json.name === pkg) return { dir, json };
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

function installedVersion(pkg, dirname) {
  return packageJson(pkg, dirname)?.json.version;
}

const major = (version) => `^${version.split('.')[0]}.0.0`;

/**
 * @param {string} dirname the app's folder
 * @param {{ isHost?: boolean }} [options] the host makes HOST_EAGER eager (same keys in every app)
 */
function sharedDependencies(dirname, { isHost = false } = {}) {
  const shared = {};
  const add = (name, extra = {}) => {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = installedVersion(pkg, dirname);
    if (!version) return;
    shared[name] = { singleton: true, version, requiredVersion: `^${version}`, ...extra };
  };
  SINGLETONS.forEach((name) => add(name));

  // The kernel: the copy loaded first serves every app of the same major (an older minor only
  // warns); another major fails loudly (runtime/sharePolicy.js).
  add(KERNEL);

  const router = routerReexportModule(dirname);
  const routerVersion = installedVersion('react-router', dirname);
  for (const key of ['react-router', 'react-router-dom']) {
    shared[key] = { singleton: true, import: router.file, version: routerVersion, requiredVersion: major(routerVersion) };
  }

  const piece = (pkg, inner) => {
    const version = installedVersion(pkg, dirname);
    if (!version) return;
    const key = `${pkg}/es/${inner}`;
    shared[key] = { singleton: true, version, requiredVersion: major(version), allowNodeModulesSuffixMatch: true };
  };
  ANTD_CORE.forEach((inner) => piece('antd', inner));
  ICONS_CORE.forEach((inner) => piece('@ant-design/icons', inner));
  // Motion settings (ConfigProvider's `motion`) travel through rc-motion's own context.
  add('@rc-component/motion');
  if (isHost) for (const key of HOST_EAGER) if (shared[key]) shared[key].eager = true;
  return shared;
}

module.exports = { sharedDependencies, SINGLETONS, KERNEL, ANTD_CORE, HOST_EAGER };

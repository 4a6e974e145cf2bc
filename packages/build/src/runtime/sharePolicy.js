// Federation runtime plugin, added to every app by createAppConfig: the platform kernel's
// resolution policy (packages/platform/README.md, Versioning).
//   - Same major: the copy already loaded on the page (else the newest registered) serves every
//     app; the runtime's own rule with shareStrategy 'loaded-first'.
//   - Another major: this app must not run against it. Loading its shared kernel throws a
//     PlatformVersionError naming both versions; the shell shows it in the contained fallback.
//   - Every shared module: an app loads its own copy unless another app's is already loaded or
//     loading (then that one, so a singleton stays one instance). Without this, the runtime picks
//     the newest registered copy even when none is loaded yet, so the shell could load a remote's
//     copy of a library for its own pages; if the browser refuses that remote's chunk (a pinned
//     digest that does not match), the shell would fail with it. An app waiting on another app's
//     copy that fails to load takes its own instead: a refused chunk stops only the app that
//     offered it.
// Runs inside the federation runtime before any shared module is ready: no imports here.
const KERNEL = '@rental/platform';

const majorOf = (version) => String(version || '').replace(/^[^\d]*/, '').split('.')[0];

class PlatformVersionError extends Error {
  constructor(app, required, running) {
    super(`${app} needs ${KERNEL} ${required}, but this page runs ${KERNEL} ${running}`);
    this.name = 'PlatformVersionError';
    this.app = app;
    this.required = required;
    this.running = running;
  }
}

const isLoaded = (shared) => Boolean(shared.loaded) || typeof shared.lib === 'function';

function preferOwnCopy(args) {
  const own = args.shareInfo;
  const versions = args.shareScopeMap && args.shareScopeMap[args.scope] && args.shareScopeMap[args.scope][args.pkgName];
  const chosen = versions && args.version ? versions[args.version] : undefined;
  if (!own || typeof own.get !== 'function' || !chosen || chosen === own || isLoaded(chosen)) return args;
  if (chosen.loading) {
    const loading = chosen.loading;
    const waitForIt = Object.assign({}, own, { lib: undefined, loaded: false, loading: undefined, get: () => loading.then((factory) => factory, () => own.get()) });
    args.resolver = () => ({ shared: waitForIt, useTreesShaking: false });
  } else if (chosen.from !== own.from) {
    args.resolver = () => ({ shared: own, useTreesShaking: false });
  }
  return args;
}

function sharePolicy() {
  return {
    name: 'rental-share-policy',
    resolveShare(args) {
      if (args.pkgName !== KERNEL) return preferOwnCopy(args);
      const required = args.shareInfo && args.shareInfo.shareConfig && args.shareInfo.shareConfig.requiredVersion;
      if (typeof required !== 'string' || !args.version) return args;
      if (majorOf(required) === majorOf(args.version)) return preferOwnCopy(args);
      const error = new PlatformVersionError(args.shareInfo.from || 'this app', required, args.version);
      args.resolver = () => {
        throw error;
      };
      return args;
    },
  };
}

module.exports = sharePolicy;
module.exports.default = sharePolicy;
module.exports.PlatformVersionError = PlatformVersionError;
module.exports.majorOf = majorOf;

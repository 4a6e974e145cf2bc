// Federation runtime plugin, added to every app by createAppConfig: the platform kernel's
// resolution policy (packages/platform/README.md, Versioning).
//   - Same major: the copy already loaded on the page (else the newest registered) serves every
//     app; the runtime's own rule with shareStrategy 'loaded-first'.
//   - Another major: this app must not run against it. Loading its shared kernel throws a
//     PlatformVersionError naming both versions; the shell shows it in the contained fallback.
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

function sharePolicy() {
  return {
    name: 'rental-share-policy',
    resolveShare(args) {
      if (args.pkgName !== KERNEL) return args;
      const required = args.shareInfo && args.shareInfo.shareConfig && args.shareInfo.shareConfig.requiredVersion;
      if (typeof required !== 'string' || !args.version) return args;
      if (majorOf(required) === majorOf(args.version)) return args;
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

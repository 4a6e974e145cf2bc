'use strict';
// What is live must be answerable from the outside: every mf-manifest.json says which version and
// which commit it was built from. Module Federation already writes `metaData.buildInfo.buildVersion`
// (the app's package.json version, or MF_BUILD_VERSION when set); this adds `buildInfo.commit`
// (`git rev-parse --short HEAD`, or RENTAL_BUILD_COMMIT where there is no .git, as in Docker).
const { execFileSync } = require('node:child_process');

const MANIFEST = 'mf-manifest.json';
const NAME = 'RentalBuildInfoPlugin';

function buildCommit(dirname, env = process.env) {
  if (env.RENTAL_BUILD_COMMIT) return env.RENTAL_BUILD_COMMIT;
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dirname, stdio: ['ignore', 'pipe', 'ignore'] });
    return commit.toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The manifest with the commit added to its build info. */
function withCommit(manifest, commit) {
  const metaData = manifest.metaData || {};
  return { ...manifest, metaData: { ...metaData, buildInfo: { ...metaData.buildInfo, commit } } };
}

class BuildInfoPlugin {
  constructor(dirname) {
    this.commit = buildCommit(dirname);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After Module Federation wrote the manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const manifest = withCommit(JSON.parse(asset.source.source().toString()), this.commit);
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { BuildInfoPlugin, buildCommit, withCommit };

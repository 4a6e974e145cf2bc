'use strict';
// Whether a remote's own code renders antd components, written into its mf-manifest.json as
// `metaData.usesAntd`. The shell keeps antd's themed ConfigProvider out of the page's root
// (@rental/platform 1.1.0, AntdTheme) and puts it around a remote only when the remote needs it,
// so a page whose remote uses none (the catalogue) downloads and runs no antd at all. Read from
// this build's own modules (never another app's sources); a manifest without the field (an older
// build) counts as using antd.
//
// A module that renders its antd inside the platform's AntdTheme itself (it imports `AntdTheme`
// from @rental/platform, e.g. a Modal loaded only when opened) does not need the shell's: its antd
// imports do not count, so a remote whose page uses antd only in such lazily loaded parts (the
// gallery's viewer) is shown without antd until they are opened.
const path = require('node:path');

const MANIFEST = 'mf-manifest.json';
const NAME = 'RentalAntdUsePlugin';
const ANTD_REQUEST = /^antd(\/|$)/;
const PLATFORM = '@rental/platform';

/** A dependency block's requests and its nested blocks' (import() calls are blocks). */
function requestsOf(block) {
  const own = (block.dependencies || []).map((dependency) => dependency.request).filter((request) => typeof request === 'string');
  return own.concat(...(block.blocks || []).map(requestsOf));
}

/** The module imports AntdTheme from the platform (a named import: webpack keeps its ids). */
function themesItself(module) {
  return (module.dependencies || []).some((dependency) => dependency.request === PLATFORM && Array.isArray(dependency.ids) && dependency.ids[0] === 'AntdTheme');
}

/**
 * True when a module under `srcDir` imports antd or one of its files (type-only imports are gone
 * by then), unless that module puts AntdTheme around its antd itself.
 */
function usesAntd(modules, srcDir) {
  const inside = path.resolve(srcDir) + path.sep;
  for (const module of modules) {
    if (typeof module.resource !== 'string' || !module.resource.startsWith(inside)) continue;
    if (requestsOf(module).some((request) => ANTD_REQUEST.test(request)) && !themesItself(module)) return true;
  }
  return false;
}

class AntdUsePlugin {
  /** @param {string} srcDir the app's own sources (its `src/`) */
  constructor(srcDir) {
    this.srcDir = srcDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let result = true;
      // Before optimization: every module is still itself (not yet concatenated with others).
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        result = usesAntd(modules, this.srcDir);
      });
      // After Module Federation wrote the manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData = { ...manifest.metaData, usesAntd: result };
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { AntdUsePlugin, usesAntd };

'use strict';
// antd's prebuilt style sheet (antd/dist/antd.css, for `zeroRuntime`) cut down to the components
// this build contains. The whole sheet is 1 MB with 5,000 rules; every element's style is matched
// against all of them. A rule stays when it names no antd component, or when one of the
// components it names is in the build (read from the build's own modules under antd/es/<component>,
// which include the components they render inside themselves, e.g. Table's Pagination and
// Checkbox). A component added later brings its rules with it: the cut is made at every build.
const NAME = 'RentalAntdCssPlugin';
const SHEET = /(^|\/)antd\.[0-9a-f]+\.css$/;
const COMPONENT_DIR = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([a-z-]+)[\\/]/;

/** Class prefixes whose component folder is named otherwise. */
const PREFIXES_OF = {
  button: ['btn', 'button'],
  'date-picker': ['picker'],
  'time-picker': ['picker'],
  calendar: ['picker', 'calendar'],
  'float-button': ['float'],
  'back-top': ['float'],
  'input-number': ['input'],
  input: ['input', 'otp'],
  'auto-complete': ['select'],
  'tree-select': ['select', 'tree'],
  'color-picker': ['color'],
  'qr-code': ['qrcode'],
  grid: ['row', 'col'],
  'border-beam': ['border'],
  badge: ['badge', 'ribbon'],
};
/** Shared by every component: motion, the wave effect, the App wrapper. */
const ALWAYS = ['app', 'css', 'fade', 'motion', 'move', 'slide', 'zoom', 'wave', 'scroll'];

/** The top-level blocks of a style sheet, as [prelude, body] ('' body for a statement). */
function blocks(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (c === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push([css.slice(start, open), css.slice(open + 1, i)]);
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      out.push([css.slice(start, i + 1), null]);
      start = i + 1;
    }
  }
  return out;
}

/** A selector list's selectors (commas inside parentheses, as in :where(a, b), do not split it). */
function splitList(selectors) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selectors.length; i += 1) {
    const c = selectors[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 0) {
      out.push(selectors.slice(start, i));
      start = i + 1;
    }
  }
  out.push(selectors.slice(start));
  return out;
}

/** The sheet without the rules of components not in `keep` (a Set of class prefixes after `.ant-`). */
function cutSheet(css, keep) {
  // A selector can match only where every component it names is on the page; a list (a, b)
  // stays when one of its selectors can.
  const wanted = (selectors) =>
    splitList(selectors).some((selector) => [...selector.matchAll(/\.ant-([a-z]+)/g)].every((m) => keep.has(m[1])));
  return blocks(css)
    .map(([prelude, body]) => {
      if (body === null) return prelude;
      const at = prelude.trim();
      if (at.startsWith('@keyframes') || at.startsWith('@font-face')) return `${prelude}{${body}}`;
      if (at.startsWith('@')) {
        const inner = cutSheet(body, keep);
        return inner.trim() ? `${prelude}{${inner}}` : '';
      }
      return wanted(prelude) ? `${prelude}{${body}}` : '';
    })
    .join('');
}

/** The class prefixes of the antd components among `modules` (concatenated modules looked into). */
function prefixesOf(modules) {
  const keep = new Set(ALWAYS);
  const visit = (module) => {
    if (Array.isArray(module.modules)) module.modules.forEach(visit);
    const match = typeof module.resource === 'string' && COMPONENT_DIR.exec(module.resource);
    if (!match) return;
    for (const prefix of PREFIXES_OF[match[1]] ?? [match[1]]) keep.add(prefix);
  };
  for (const module of modules) visit(module);
  return keep;
}

/** The modules the build's chunks contain: what was left after unused exports were dropped. */
function modulesInChunks(compilation) {
  const modules = new Set();
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) modules.add(module);
  }
  return modules;
}

class AntdCssPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before the real content hashes are computed (OPTIMIZE_HASH), so the file's name follows the cut.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE }, (assets) => {
        const sheets = Object.keys(assets).filter((name) => SHEET.test(name));
        if (!sheets.length) return;
        const keep = prefixesOf(modulesInChunks(compilation));
        if (process.env.RENTAL_DEBUG_ANTD_CSS) console.log('antd css keeps', [...keep].sort().join(' '));
        for (const name of sheets) {
          const css = compilation.getAsset(name).source.source().toString();
          compilation.updateAsset(name, new sources.RawSource(cutSheet(css, keep)));
        }
      });
    });
  }
}

module.exports = { AntdCssPlugin, cutSheet, prefixesOf, splitList };

// Jest runs the frontends' tests as CommonJS, and always loads an .mjs file as an ES module, which
// that mode cannot require. The platform's plain-ESM modules (src/dates/calendarDays.mjs, shared
// with Node scripts as they are) are compiled to CommonJS here; ts-jest keeps ESM for .mjs files.
const crypto = require('node:crypto');
const ts = require('typescript');

module.exports = {
  process(sourceText, sourcePath) {
    const { outputText } = ts.transpileModule(sourceText, {
      fileName: sourcePath.replace(/\.mjs$/, '.js'),
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, allowJs: true, inlineSourceMap: true, inlineSources: true },
    });
    return { code: outputText };
  },
  getCacheKey(sourceText, sourcePath) {
    return crypto.createHash('sha1').update(`${ts.version}\0${sourcePath}\0${sourceText}`).digest('hex');
  },
};

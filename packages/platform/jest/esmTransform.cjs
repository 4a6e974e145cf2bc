// Jest runs the frontends' tests as CommonJS, and always loads an .mjs file as an ES module, which
// that mode cannot require. @rental/money-days (plain ESM, which the API and Node scripts run as
// it is) is compiled to CommonJS here; ts-jest keeps ESM for .mjs files.
const crypto = require('node:crypto');
const ts = require('typescript');

module.exports = {
  process(sourceText, sourcePath) {
    const { outputText } = ts.transpileModule(sourceText, {
      fileName: sourcePath.replace(/\.mjs$/, '.js'),
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, allowJs: true, esModuleInterop: true, inlineSourceMap: true, inlineSources: true },
    });
    return { code: outputText };
  },
  getCacheKey(sourceText, sourcePath) {
    return crypto.createHash('sha1').update(`${ts.version}\0${sourcePath}\0${sourceText}`).digest('hex');
  },
};

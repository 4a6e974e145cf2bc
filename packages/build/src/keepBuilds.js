'use strict';
// A rebuild must not delete the chunks a visitor's open page still asks for: `output.clean` alone
// removes every file the new build did not emit, so the old runtime's next lazy chunk 404s
// (ChunkLoadError) the moment a remote is rebuilt. This plugin tells webpack's clean step to keep
// the files of the last few builds, recorded in `.builds.json` in the output folder; files of
// older builds (and files no recorded build made) are still cleaned, so dist/ does not grow forever.
const path = require('node:path');

const NAME = 'RentalKeepBuildsPlugin';
const RECORD = '.builds.json';
const DEFAULT_KEEP = 5;

/** How many builds' files stay in the output folder (this one included): RENTAL_KEEP_BUILDS, else 5. */
function keepCount(env = process.env) {
  const n = Number(env.RENTAL_KEEP_BUILDS);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_KEEP;
}

/** The record after one more build: newest last, at most `keep` builds. */
function nextRecord(previous, build, keep) {
  return [...previous, build].slice(-keep);
}

/** Files the clean step must leave: those of the builds that stay once this one is added. */
function keptFiles(previous, keep) {
  const staying = keep > 1 ? previous.slice(-(keep - 1)) : [];
  return new Set(staying.flatMap((build) => build.files));
}

function readRecord(fs, file) {
  return new Promise((resolve) => {
    fs.readFile(file, (error, content) => {
      if (error) return resolve([]);
      try {
        const builds = JSON.parse(content.toString());
        resolve(Array.isArray(builds) ? builds.filter((b) => b && Array.isArray(b.files)) : []);
      } catch {
        resolve([]);
      }
    });
  });
}

class KeepBuildsPlugin {
  constructor({ keep = keepCount() } = {}) {
    this.keep = keep;
  }

  apply(compiler) {
    const { CleanPlugin } = compiler.webpack;
    let kept = new Set();
    // Read before webpack's clean step (emit, stage 100) asks which files to keep.
    compiler.hooks.emit.tapPromise({ name: NAME, stage: 0 }, async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath, {});
      kept = keptFiles(await readRecord(compiler.outputFileSystem, path.join(outputPath, RECORD)), this.keep);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      CleanPlugin.getCompilationHooks(compilation).keep.tap(NAME, (file) => (file === RECORD || kept.has(file) ? true : undefined));
    });
    compiler.hooks.afterEmit.tapPromise(NAME, async (compilation) => {
      const fs = compiler.outputFileSystem;
      const file = path.join(compilation.getPath(compiler.outputPath, {}), RECORD);
      const build = { hash: compilation.hash, builtAt: new Date().toISOString(), files: Object.keys(compilation.assets).sort() };
      const record = nextRecord(await readRecord(fs, file), build, this.keep);
      await new Promise((resolve, reject) => fs.writeFile(file, `${JSON.stringify(record, null, 1)}\n`, (e) => (e ? reject(e) : resolve())));
    });
  }
}

module.exports = { KeepBuildsPlugin, keepCount, keptFiles, nextRecord, RECORD };

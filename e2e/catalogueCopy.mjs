// A scratch copy of the catalogue remote that a journey may change and build as releases of its
// own (tracked sources are never touched): deploy.e2e.test.mjs, release-health.e2e.test.mjs.
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../scripts/lib/site.mjs';

/** Runs a command; rejects with its output when it fails. */
export function run(command, args, { cwd, env = {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`))));
  });
}

/**
 * Wraps the copy's product page in a new default export: `imports` are added to the module and
 * `body` is the wrapper's body, which renders the page as built as `<ProductPageAsBuilt {...props} />`.
 */
export function wrapProductPage(app, { imports = '', body }) {
  const file = join(app, 'src/pages/ProductPage.tsx');
  const source = readFileSync(file, 'utf8');
  assert.match(source, /export default function ProductPage\(/, 'ProductPage.tsx still exports its page as before');
  writeFileSync(
    file,
    `${source.replace('export default function ProductPage(', 'function ProductPageAsBuilt(')}
${imports}
export default function ProductPage(props: Parameters<typeof ProductPageAsBuilt>[0]) {
${body}
}
`,
  );
}

/**
 * A copy of mfe-catalog beside links to the repository's packages/ and node_modules/, so its
 * `../packages/build` tsconfig and every import resolve as in the original.
 */
export function copyCatalogue(scratch) {
  const app = join(scratch, 'mfe-catalog');
  const source = join(ROOT, 'mfe-catalog');
  cpSync(source, app, { recursive: true, filter: (path) => !/^(dist|deploy|node_modules)(\/|$)/.test(relative(source, path)) });
  symlinkSync(join(ROOT, 'packages'), join(scratch, 'packages'));
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
  return app;
}

/** A production build of the copy into `outputPath` (esbuild: fast), named `version` and `commit` in its manifest. */
export function buildCatalogue(app, outputPath, { version, commit }) {
  return run(process.execPath, [join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', outputPath], {
    cwd: app,
    env: { RENTAL_MINIFIER: 'esbuild', MF_BUILD_VERSION: version, RENTAL_BUILD_COMMIT: commit },
  });
}

/** Publishes a finished build as a release into `deployDir` with scripts/release.mjs (live unless `notLive`). */
export function publishRelease(buildDir, deployDir, { notLive = false } = {}) {
  const args = [join(ROOT, 'scripts/release.mjs'), 'mfe-catalog', '--from', buildDir, '--deploy-dir', deployDir, ...(notLive ? ['--not-live'] : [])];
  return run(process.execPath, args, { cwd: ROOT });
}

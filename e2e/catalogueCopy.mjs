// A scratch copy of the catalogue remote that a journey may change and build as releases of its
// own (tracked sources are never touched): deploy.e2e.test.mjs, release-health.e2e.test.mjs.
import { spawn } from 'node:child_process';
import { cpSync, symlinkSync } from 'node:fs';
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

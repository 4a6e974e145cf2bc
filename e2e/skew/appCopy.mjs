// Builds one app alone, from the working tree or from another commit, optionally patched, the way a
// team deploys its remote without the others: its own copy of the app and of the packages it
// builds with (packages/build and packages/platform of that same source), in .skew/<label>/,
// resolving every third-party package from the repository's node_modules. Tracked files are
// never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/site.mjs';

const SKEW_DIR = join(ROOT, '.skew');
const OWN_PACKAGES = { '@rental/build': 'packages/build', '@rental/platform': 'packages/platform' };
const SKIP = /(^|\/)(node_modules|dist|deploy|releases|coverage|\.generated)(\/|$)/;

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** Copies `paths` as they are in the working tree, or as they were at `commit`. */
function copySources(paths, into, commit) {
  if (!commit) {
    for (const path of paths) cpSync(join(ROOT, path), join(into, path), { recursive: true, filter: (source) => !SKIP.test(source.slice(ROOT.length)) });
    return;
  }
  const archive = spawnSync('git', ['archive', '--format=tar', commit, ...paths], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  if (archive.status !== 0) throw new Error(`git archive ${commit}: ${archive.stderr}`);
  const untar = spawnSync('tar', ['-x', '-C', into], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
}

/**
 * A copy of `app` (e.g. 'mfe-catalog' or 'shell') under .skew/<label>/ with its own
 * packages/build and packages/platform; `patch(dir)` may edit it. Returns helpers to edit and build.
 */
export function appCopy({ app, label, commit }) {
  const dir = join(SKEW_DIR, label);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copySources([app, ...Object.values(OWN_PACKAGES)], dir, commit);
  // The copy's own build factory and platform, found before the repository's.
  for (const [name, folder] of Object.entries(OWN_PACKAGES)) {
    const link = join(dir, 'node_modules', name);
    mkdirSync(join(link, '..'), { recursive: true });
    symlinkSync(join(dir, folder), link, 'dir');
  }
  const appDir = join(dir, app);
  return {
    dir,
    appDir,
    distDir: join(appDir, 'dist'),
    /** Replaces text in a file of the copy; fails when the text is not there (the patch went stale). */
    edit(file, from, to) {
      const path = join(dir, file);
      const source = readFileSync(path, 'utf8');
      if (!source.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
      writeFileSync(path, source.replace(from, to));
    },
    read(file) {
      return readFileSync(join(dir, file), 'utf8');
    },
    append(file, text) {
      writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8') + text);
    },
    platformVersion() {
      return JSON.parse(readFileSync(join(dir, 'packages/platform/package.json'), 'utf8')).version;
    },
    write(file, text) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    },
    setPlatformVersion(version) {
      const file = join(dir, 'packages/platform/package.json');
      const json = JSON.parse(readFileSync(file, 'utf8'));
      writeFileSync(file, `${JSON.stringify({ ...json, version }, null, 2)}\n`);
    },
    /** webpack in production mode, esbuild minifier (quick); throws with webpack's output on failure. */
    build() {
      const cli = join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
      const result = spawnSync(process.execPath, [cli, '--mode', 'production'], {
        cwd: appDir,
        encoding: 'utf8',
        env: { ...process.env, RENTAL_MINIFIER: 'esbuild' },
      });
      if (result.status !== 0) throw new Error(`building ${label} failed:\n${result.stdout}\n${result.stderr}`);
      return join(appDir, 'dist');
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The oldest commit that already had this skew test and the same platform major as now: the
 * "older code" a remote or the shell may meet in production. Undefined while there is none older
 * than HEAD (the contract is new).
 */
export function olderCommitOnThisContract() {
  const major = (text) => JSON.parse(text).version.split('.')[0];
  const current = major(readFileSync(join(ROOT, 'packages/platform/package.json'), 'utf8'));
  let commits;
  try {
    commits = git(['log', '--format=%H', '--', 'e2e/skew.e2e.test.mjs']).split('\n').filter(Boolean).reverse();
  } catch {
    return undefined; // not a git checkout
  }
  const head = git(['rev-parse', 'HEAD']);
  for (const commit of commits) {
    if (commit === head) return undefined;
    try {
      if (major(git(['show', `${commit}:packages/platform/package.json`])) === current) return commit;
    } catch {
      /* no platform there */
    }
  }
  return undefined;
}

/** The commit just before `path` was first added (to build an app as it was before a feature), or undefined. */
/** The last commit that still had `path` (the parent of the one that deleted it), or undefined. */
export function lastCommitWith(path) {
  try {
    const deleted = git(['log', '--diff-filter=D', '--format=%H', '-n', '1', '--', path]).split('\n').filter(Boolean)[0];
    return deleted ? git(['rev-parse', `${deleted}^`]) : undefined;
  } catch {
    return undefined; // not a git checkout, or the file was never deleted
  }
}

export function commitBefore(path) {
  try {
    const added = git(['log', '--diff-filter=A', '--format=%H', '--', path]).split('\n').filter(Boolean).pop();
    return added ? git(['rev-parse', `${added}^`]) : undefined;
  } catch {
    return undefined; // not a git checkout, or the file is not committed yet
  }
}

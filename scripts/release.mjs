#!/usr/bin/env node
// Publishes a release of one frontend into its deploy folder (<workspace>/deploy by default), the
// layout described in lib/releases.mjs and served by `npm start -- --releases` or nginx in Docker.
//
//   npm run release -w mfe-catalog                 build, publish as <version>-<commit>, serve it live
//   node scripts/release.mjs mfe-catalog [options]  the same from the root
//     --from <dir>        publish this finished build instead of building
//     --deploy-dir <dir>  publish here instead of <workspace>/deploy
//     --keep <n>          releases kept (default 5, or RELEASES_KEEP)
//     --not-live          publish without serving it at the root (pin it in remotes.json to try it)
//     --promote <id>      serve an already published release at the root (a rollback)
//     --list              print the kept releases and the live one
//     --pin <remotes.json> pin the published (or promoted) release there: its address and the
//                         SHA-384 of its manifest and entry; the shell refuses other bytes
//     --origin <url>      where the deploy folder is served (default: the origin --pin's file has now)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_KEEP, listReleases, pinInRemotesJson, promoteRelease, publishRelease, releasePin } from './lib/releases.mjs';
import { FRONTENDS, REMOTES, ROOT } from './lib/site.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    'deploy-dir': { type: 'string' },
    keep: { type: 'string' },
    'not-live': { type: 'boolean' },
    promote: { type: 'string' },
    list: { type: 'boolean' },
    pin: { type: 'string' },
    origin: { type: 'string' },
  },
});

// `npm run release -w mfe-catalog` runs in the workspace's folder.
const workspace = positionals[0] || (resolve(process.cwd()) !== ROOT ? basename(process.cwd()) : undefined);
if (!FRONTENDS.some((f) => f.workspace === workspace)) {
  console.error(`usage: node scripts/release.mjs <${FRONTENDS.map((f) => f.workspace).join('|')}> [--from dir] [--deploy-dir dir] [--keep n] [--not-live] [--promote id] [--list]`);
  process.exit(2);
}
const deployDir = resolve(values['deploy-dir'] || join(ROOT, workspace, 'deploy'));
const keep = Number(values.keep || process.env.RELEASES_KEEP) || DEFAULT_KEEP;

/** With --pin: writes release `id`'s address and digests into that remotes.json. */
function pin(id) {
  if (!values.pin) return;
  const remote = REMOTES.find((r) => r.workspace === workspace);
  if (!remote) throw new Error(`${workspace} is not a remote: only remotes are pinned in remotes.json`);
  const entry = pinInRemotesJson(resolve(values.pin), remote.name, releasePin(deployDir, id), values.origin);
  console.log(`${workspace}: pinned ${id} in ${values.pin}: ${entry.manifest} (manifest ${entry.integrity.manifest})`);
}

function printReleases() {
  const { releases, live } = listReleases(deployDir);
  console.log(`${workspace} releases in ${deployDir} (oldest first):`);
  for (const id of releases) console.log(`  ${id}${id === live ? '  (live)' : ''}  /releases/${id}/mf-manifest.json`);
}

try {
  if (values.list) {
    printReleases();
  } else if (values.promote) {
    promoteRelease(deployDir, values.promote);
    console.log(`${workspace}: ${values.promote} is live`);
    pin(values.promote);
    printReleases();
  } else {
    let buildDir = values.from && resolve(values.from);
    let scratch;
    if (!buildDir) {
      // A build of its own, so files dist/ keeps from earlier builds never enter the release.
      scratch = buildDir = mkdtempSync(join(tmpdir(), `${workspace}-release-`));
      const build = spawnSync('npm', ['run', 'build', '-w', workspace, '--', '--output-path', buildDir], { cwd: ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error(`npm run build -w ${workspace} failed (exit ${build.status})`);
    }
    if (!existsSync(buildDir)) throw new Error(`${buildDir} does not exist`);
    try {
      const { id, pruned } = publishRelease({ buildDir, deployDir, keep, live: !values['not-live'] });
      console.log(`${workspace}: published ${id}${values['not-live'] ? '' : ' (live)'}${pruned.length ? `; pruned ${pruned.join(', ')}` : ''}`);
      pin(id);
      printReleases();
    } finally {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    }
  }
} catch (error) {
  console.error(`release: ${error.message}`);
  process.exit(1);
}

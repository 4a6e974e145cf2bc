// Releases of one frontend, published into a folder a static server (or nginx in Docker) serves:
//
//   <deploy>/                      the app's origin root: the live release's files, plus the files
//     index.html, mf-manifest.json of every kept release (a page opened on an older release still
//     *.<hash>.js, assets/…         finds its chunks there after the switch)
//     releases/<id>/               each kept release, complete: pin one in remotes.json with
//                                  http://host:port/releases/<id>/mf-manifest.json
//     releases.txt                 kept release ids, oldest first
//     live.txt                     the id served at the root
//
// A release id is `<version>-<commit>` from the build's mf-manifest.json. Publishing adds files and
// never changes an existing release; pruning drops releases beyond the last `keep` (the live one
// always stays) and root files no kept release contains. docker/publish-release.sh does the same
// inside the nginx image.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const DEFAULT_KEEP = 5;
/** Files at the deploy root that belong to the deployment, not to a release. */
const DEPLOY_FILES = new Set(['releases.txt', 'live.txt', 'remotes.json']);
const BUILD_RECORD = '.builds.json';
const ID = /^[0-9A-Za-z][0-9A-Za-z._+-]*$/;

/** Every file under `dir` (relative, '/'-separated), dot-files and `skip` folders left out. */
function filesUnder(dir, skip = new Set()) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      const rel = relative(dir, path).split('\\').join('/');
      if (entry.isDirectory()) {
        if (!skip.has(rel)) walk(path);
      } else found.push(rel);
    }
  };
  if (existsSync(dir)) walk(dir);
  return found.sort();
}

/** The files of the newest build in a webpack output folder (dist/ keeps older builds' files too). */
export function currentBuildFiles(buildDir) {
  const record = join(buildDir, BUILD_RECORD);
  if (existsSync(record)) {
    const builds = JSON.parse(readFileSync(record, 'utf8'));
    const newest = builds.at(-1);
    // dist/server/ is the server target's (packages/build): cleaned by each build, so all of it is current.
    const server = existsSync(join(buildDir, 'server')) ? filesUnder(join(buildDir, 'server')).map((file) => `server/${file}`) : [];
    if (newest?.files) return [...new Set([...newest.files.filter((file) => existsSync(join(buildDir, file))), ...server])].sort();
  }
  return filesUnder(buildDir);
}

/** `<version>-<commit>` of a build, from its mf-manifest.json (MF's buildVersion, our commit). */
export function releaseIdOf(buildDir, fallback = {}) {
  const manifestFile = join(buildDir, 'mf-manifest.json');
  const buildInfo = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')).metaData?.buildInfo ?? {} : {};
  const version = buildInfo.buildVersion || fallback.version;
  const commit = buildInfo.commit || fallback.commit;
  if (!version || !commit) throw new Error(`${buildDir}: no version and commit to name the release (mf-manifest.json's metaData.buildInfo)`);
  return `${version}-${commit}`.replace(/[^0-9A-Za-z._+-]/g, '_');
}

function readLines(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean) : [];
}

/** What is published: kept ids oldest first, and the live one. */
export function listReleases(deployDir) {
  return { releases: readLines(join(deployDir, 'releases.txt')), live: readLines(join(deployDir, 'live.txt'))[0] };
}

function sameFiles(a, b, files) {
  return files.every((file) => existsSync(join(b, file)) && readFileSync(join(a, file)).equals(readFileSync(join(b, file))));
}

/** Serves release `id` at the deploy root. Its hashed files are added; its index.html and manifest replace the live ones. */
export function promoteRelease(deployDir, id) {
  const releaseDir = join(deployDir, 'releases', id);
  if (!ID.test(id) || !existsSync(releaseDir)) throw new Error(`no release ${id} in ${deployDir} (kept: ${listReleases(deployDir).releases.join(', ') || 'none'})`);
  for (const file of filesUnder(releaseDir)) {
    mkdirSync(dirname(join(deployDir, file)), { recursive: true });
    cpSync(join(releaseDir, file), join(deployDir, file));
  }
  writeFileSync(join(deployDir, 'live.txt'), `${id}\n`);
}

/**
 * Keeps the last `keep` releases (and the live one, whatever its age); removes the others' folders
 * and every root file that no kept release contains. Returns the ids removed.
 */
export function pruneReleases(deployDir, keep = DEFAULT_KEEP) {
  const { releases, live } = listReleases(deployDir);
  const kept = releases.slice(-keep);
  if (live && !kept.includes(live)) kept.unshift(live);
  const removed = releases.filter((id) => !kept.includes(id));
  for (const id of removed) rmSync(join(deployDir, 'releases', id), { recursive: true, force: true });
  writeFileSync(join(deployDir, 'releases.txt'), kept.map((id) => `${id}\n`).join(''));
  const keptFiles = new Set(kept.flatMap((id) => filesUnder(join(deployDir, 'releases', id))));
  for (const file of filesUnder(deployDir, new Set(['releases']))) {
    if (!DEPLOY_FILES.has(file) && !keptFiles.has(file)) rmSync(join(deployDir, file));
  }
  return removed;
}

/**
 * Publishes the newest build in `buildDir` as release `id` (default: its version and commit) and,
 * unless `live: false`, serves it at the root. Publishing the same build again only re-promotes it;
 * a different build under an existing id is refused (a pinned release never changes).
 */
export function publishRelease({ buildDir, deployDir, id = releaseIdOf(buildDir), keep = DEFAULT_KEEP, live = true }) {
  if (!ID.test(id)) throw new Error(`"${id}" is not a usable release id`);
  const files = currentBuildFiles(buildDir);
  if (!files.includes('index.html')) throw new Error(`${buildDir} holds no build (no index.html)`);
  const releaseDir = join(deployDir, 'releases', id);
  if (existsSync(releaseDir)) {
    if (!sameFiles(buildDir, releaseDir, files)) {
      throw new Error(`release ${id} already exists with other files; a published release never changes (bump the version or commit)`);
    }
  } else {
    for (const file of files) {
      mkdirSync(dirname(join(releaseDir, file)), { recursive: true });
      cpSync(join(buildDir, file), join(releaseDir, file));
    }
  }
  const { releases } = listReleases(deployDir);
  writeFileSync(join(deployDir, 'releases.txt'), [...releases.filter((r) => r !== id), id].map((r) => `${r}\n`).join(''));
  if (live) promoteRelease(deployDir, id);
  const pruned = pruneReleases(deployDir, keep);
  return { id, releaseDir, pruned, files: files.length };
}

/** How big a deploy folder is, for the CLI's summary. */
export function deploySize(deployDir) {
  return filesUnder(deployDir).reduce((sum, file) => sum + statSync(join(deployDir, file)).size, 0);
}

/** The Subresource Integrity form of a file's SHA-384, as the browser checks it. */
export const sha384Of = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

/**
 * The pin of a published release: the digests of its manifest and of the entry the manifest
 * names, and of its server entry when it has one. remotes.json pins a remote with them; the shell
 * (shell/src/federation/integrity.ts) and the shell server (shell/server/src/remoteRender.ts) refuse other bytes.
 */
export function releasePin(deployDir, id) {
  const releaseDir = join(deployDir, 'releases', id);
  const manifestFile = join(releaseDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no release ${id} with a manifest in ${deployDir}`);
  const { remoteEntry } = JSON.parse(readFileSync(manifestFile, 'utf8')).metaData ?? {};
  if (!remoteEntry?.name) throw new Error(`${manifestFile} names no remote entry`);
  const entryFile = join(releaseDir, remoteEntry.path || '', remoteEntry.name);
  // The server target's entry (server/remoteEntry.js beside the manifest), when the release has one:
  // the shell server runs it only with these bytes (shell/server/src/remoteRender.ts).
  const serverEntryFile = join(releaseDir, 'server', 'remoteEntry.js');
  const serverEntry = existsSync(serverEntryFile) ? { serverEntry: sha384Of(serverEntryFile) } : {};
  return { manifestPath: `/releases/${id}/mf-manifest.json`, integrity: { manifest: sha384Of(manifestFile), entry: sha384Of(entryFile), ...serverEntry } };
}

/**
 * Pins remote `name` in the remotes.json `file` to a published release: its manifest address (on
 * `origin`, by default the origin the entry has now) and its digests. Flags such as adminOnly stay.
 * One write, no rebuild: the shell reads remotes.json on every page.
 */
export function pinInRemotesJson(file, name, pin, origin) {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const current = config.remotes?.[name];
  const currentManifest = typeof current === 'string' ? current : current?.manifest;
  const base = origin ?? (currentManifest ? new URL(currentManifest).origin : undefined);
  if (!base) throw new Error(`${file} has no remote "${name}": give --origin`);
  const entry = { ...(typeof current === 'object' && current ? current : {}), manifest: new URL(pin.manifestPath, base).href, integrity: pin.integrity };
  config.remotes = { ...config.remotes, [name]: entry };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return entry;
}

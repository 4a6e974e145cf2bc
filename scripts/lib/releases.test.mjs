// node --test scripts/lib/: the release folder's rules, on fake builds (no webpack needed).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, test } from 'node:test';
import { createHash } from 'node:crypto';
import { currentBuildFiles, listReleases, pinInRemotesJson, promoteRelease, publishRelease, releaseIdOf, releasePin } from './releases.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'releases-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let builds = 0;
/** A fake webpack output: index.html, a manifest naming version and commit, and hashed chunks. */
function fakeBuild({ version = '1.0.0', commit = 'abc1234', chunks = {} } = {}) {
  const dir = join(scratch, `build-${++builds}`);
  const files = {
    'index.html': `<html>${version}</html>`,
    'mf-manifest.json': JSON.stringify({ metaData: { buildInfo: { buildVersion: version, commit } } }),
    ...chunks,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}
const read = (...parts) => readFileSync(join(...parts), 'utf8');

test('a release is named by version and commit and served at the root', () => {
  const deploy = join(scratch, 'deploy-a');
  const build = fakeBuild({ chunks: { 'main.0123456789.js': 'one', 'assets/logo.0123456789.png': 'png' } });
  assert.equal(releaseIdOf(build), '1.0.0-abc1234');
  publishRelease({ buildDir: build, deployDir: deploy });
  assert.deepEqual(listReleases(deploy), { releases: ['1.0.0-abc1234'], live: '1.0.0-abc1234' });
  assert.equal(read(deploy, 'main.0123456789.js'), 'one');
  assert.equal(read(deploy, 'releases/1.0.0-abc1234/assets/logo.0123456789.png'), 'png');
});

test("a new release keeps the previous one's chunks at the root, and the previous release stays pinnable", () => {
  const deploy = join(scratch, 'deploy-b');
  publishRelease({ buildDir: fakeBuild({ version: '1.0.0', chunks: { '859.aaaaaaaaaa.js': 'old page' } }), deployDir: deploy });
  publishRelease({ buildDir: fakeBuild({ version: '1.1.0', chunks: { '859.bbbbbbbbbb.js': 'new page' } }), deployDir: deploy });
  assert.equal(listReleases(deploy).live, '1.1.0-abc1234');
  assert.equal(read(deploy, '859.aaaaaaaaaa.js'), 'old page');
  assert.equal(read(deploy, '859.bbbbbbbbbb.js'), 'new page');
  assert.match(read(deploy, 'index.html'), /1\.1\.0/);
  assert.match(read(deploy, 'releases/1.0.0-abc1234/index.html'), /1\.0\.0/);
});

test('releases beyond the last few are pruned with the root files only they had; the live one always stays', () => {
  const deploy = join(scratch, 'deploy-c');
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    publishRelease({ buildDir: fakeBuild({ version, chunks: { [`page.${version.replace(/\./g, '')}0000000.js`]: version, 'shared.cccccccccc.js': 'same' } }), deployDir: deploy, keep: 2 });
  }
  assert.deepEqual(listReleases(deploy).releases, ['1.1.0-abc1234', '1.2.0-abc1234']);
  assert.equal(existsSync(join(deploy, 'releases/1.0.0-abc1234')), false);
  assert.equal(existsSync(join(deploy, 'page.1000000000.js')), false);
  assert.equal(existsSync(join(deploy, 'page.1100000000.js')), true);
  assert.equal(existsSync(join(deploy, 'shared.cccccccccc.js')), true);

  // Rolled back to 1.1.0, then two more releases: 1.1.0 is still live, so it is still there.
  promoteRelease(deploy, '1.1.0-abc1234');
  publishRelease({ buildDir: fakeBuild({ version: '1.3.0' }), deployDir: deploy, keep: 1, live: false });
  assert.deepEqual(listReleases(deploy), { releases: ['1.1.0-abc1234', '1.3.0-abc1234'], live: '1.1.0-abc1234' });
  assert.match(read(deploy, 'index.html'), /1\.1\.0/);
  assert.equal(existsSync(join(deploy, 'page.1100000000.js')), true);
});

test('a published release never changes: other files under the same id are refused, the same build is re-promoted', () => {
  const deploy = join(scratch, 'deploy-d');
  const build = fakeBuild({ chunks: { 'a.dddddddddd.js': 'a' } });
  publishRelease({ buildDir: build, deployDir: deploy });
  publishRelease({ buildDir: fakeBuild({ version: '2.0.0' }), deployDir: deploy });
  publishRelease({ buildDir: build, deployDir: deploy });
  assert.equal(listReleases(deploy).live, '1.0.0-abc1234');
  assert.throws(() => publishRelease({ buildDir: fakeBuild({ chunks: { 'a.dddddddddd.js': 'changed' } }), deployDir: deploy }), /never changes/);
});

test("only the newest build of a dist/ that keeps older builds' files is released", () => {
  const build = fakeBuild({ chunks: { 'old.eeeeeeeeee.js': 'old', 'new.ffffffffff.js': 'new' } });
  writeFileSync(join(build, '.builds.json'), JSON.stringify([{ files: ['old.eeeeeeeeee.js'] }, { files: ['index.html', 'mf-manifest.json', 'new.ffffffffff.js'] }]));
  assert.deepEqual(currentBuildFiles(build), ['index.html', 'mf-manifest.json', 'new.ffffffffff.js']);
});

test("a build's server target (dist/server/) is released with it", () => {
  const build = fakeBuild({ chunks: { 'new.ffffffffff.js': 'new' } });
  writeFileSync(join(build, '.builds.json'), JSON.stringify([{ files: ['index.html', 'mf-manifest.json', 'new.ffffffffff.js'] }]));
  mkdirSync(join(build, 'server'));
  writeFileSync(join(build, 'server', 'remoteEntry.js'), 'module.exports = {};');
  assert.deepEqual(currentBuildFiles(build), ['index.html', 'mf-manifest.json', 'new.ffffffffff.js', 'server/remoteEntry.js']);
});

test('the root keeps what the deployment owns (remotes.json) through pruning', () => {
  const deploy = join(scratch, 'deploy-e');
  publishRelease({ buildDir: fakeBuild(), deployDir: deploy });
  writeFileSync(join(deploy, 'remotes.json'), '{}');
  publishRelease({ buildDir: fakeBuild({ version: '3.0.0' }), deployDir: deploy, keep: 1 });
  assert.equal(read(deploy, 'remotes.json'), '{}');
});

/** Every file under a folder, relative, sorted. */
function tree(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

test("the Docker image's publish-release.sh lays releases out as publishRelease does, and prunes the same way", () => {
  const script = join(import.meta.dirname, '../../docker/publish-release.sh');
  const byNode = join(scratch, 'deploy-node');
  const html = join(scratch, 'nginx-html');
  mkdirSync(html);
  writeFileSync(join(html, '50x.html'), 'nginx default page');
  const versions = ['1.0.0', '1.1.0', '1.2.0'];
  versions.forEach((version, index) => {
    const build = fakeBuild({ version, chunks: { [`page.${index}000000000.js`]: version, 'assets/logo.0123456789.png': 'png' } });
    const keep = index === 2 ? 2 : 5;
    publishRelease({ buildDir: build, deployDir: byNode, keep });
    // The image's build stage publishes into an empty folder; the container adds it to the volume.
    const image = join(scratch, `image-${index}`);
    publishRelease({ buildDir: build, deployDir: image });
    const result = spawnSync('sh', [script], { env: { ...process.env, HTML_ROOT: html, RELEASES_SOURCE: join(image, 'releases'), KEEP_RELEASES: String(keep) }, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  });
  assert.deepEqual(tree(html), tree(byNode));
  assert.equal(read(html, 'releases.txt'), read(byNode, 'releases.txt'));
  assert.equal(read(html, 'live.txt'), '1.2.0-abc1234\n');
  assert.equal(existsSync(join(html, 'page.0000000000.js')), false);
  assert.equal(read(html, 'page.1000000000.js'), '1.1.0');

  // LIVE_RELEASE rolls back to a kept release without a new image.
  const rollback = spawnSync('sh', [script], { env: { ...process.env, HTML_ROOT: html, RELEASES_SOURCE: join(scratch, 'image-2', 'releases'), LIVE_RELEASE: '1.1.0-abc1234', KEEP_RELEASES: '2' }, encoding: 'utf8' });
  assert.equal(rollback.status, 0, rollback.stderr);
  assert.equal(read(html, 'live.txt'), '1.1.0-abc1234\n');
  assert.match(read(html, 'index.html'), /1\.1\.0/);

  // An image whose release id is already on the volume with other files (built without COMMIT)
  // is refused, not silently replaced by the old release.
  const other = fakeBuild({ version: '1.2.0', chunks: { 'page.9000000000.js': 'different code' } });
  const image = join(scratch, 'image-other');
  publishRelease({ buildDir: other, deployDir: image });
  const refused = spawnSync('sh', [script], { env: { ...process.env, HTML_ROOT: html, RELEASES_SOURCE: join(image, 'releases'), KEEP_RELEASES: '2' }, encoding: 'utf8' });
  assert.notEqual(refused.status, 0);
  assert.match(refused.stderr, /release 1\.2\.0-abc1234 is already published with other files/);
  assert.equal(read(html, 'live.txt'), '1.1.0-abc1234\n');
});

test("a release's pin is the SHA-384 of its manifest and entry; pinning writes them into remotes.json and keeps the entry's flags", () => {
  const deploy = join(scratch, 'deploy-pin');
  const build = fakeBuild({ commit: 'pin0001', chunks: { 'remoteEntry.0123456789.js': 'var entry = 1;' } });
  const manifest = JSON.parse(read(build, 'mf-manifest.json'));
  manifest.metaData.remoteEntry = { name: 'remoteEntry.0123456789.js', path: '' };
  writeFileSync(join(build, 'mf-manifest.json'), JSON.stringify(manifest));
  const { id } = publishRelease({ buildDir: build, deployDir: deploy });
  const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  const pin = releasePin(deploy, id);
  assert.deepEqual(pin, { manifestPath: '/releases/1.0.0-pin0001/mf-manifest.json', integrity: { manifest: sri(JSON.stringify(manifest)), entry: sri('var entry = 1;') } });

  const remotesJson = join(scratch, 'remotes-pin.json');
  writeFileSync(remotesJson, JSON.stringify({ apiUrl: 'http://localhost:3000', remotes: { catalog: 'http://localhost:8081/mf-manifest.json', admin: { manifest: 'https://admin.shop.example/mf-manifest.json', adminOnly: true, paths: ['/admin/*'] } } }));
  pinInRemotesJson(remotesJson, 'catalog', pin);
  pinInRemotesJson(remotesJson, 'admin', pin);
  const written = JSON.parse(read(remotesJson));
  assert.deepEqual(written.remotes.catalog, { manifest: 'http://localhost:8081/releases/1.0.0-pin0001/mf-manifest.json', integrity: pin.integrity });
  assert.deepEqual(written.remotes.admin, { manifest: 'https://admin.shop.example/releases/1.0.0-pin0001/mf-manifest.json', adminOnly: true, paths: ['/admin/*'], integrity: pin.integrity });
  assert.equal(written.apiUrl, 'http://localhost:3000');
  assert.throws(() => pinInRemotesJson(remotesJson, 'nobody', pin), /no remote "nobody"/);
});

test("a release with a server target: its pin has the server entry's SHA-384 too (the shell server runs only those bytes)", () => {
  const deploy = join(scratch, 'deploy-pin-server');
  const build = fakeBuild({ commit: 'pin0002', chunks: { 'remoteEntry.0123456789.js': 'var entry = 1;', 'server/remoteEntry.js': 'module.exports = {};' } });
  const manifest = JSON.parse(read(build, 'mf-manifest.json'));
  manifest.metaData.remoteEntry = { name: 'remoteEntry.0123456789.js', path: '' };
  writeFileSync(join(build, 'mf-manifest.json'), JSON.stringify(manifest));
  const { id } = publishRelease({ buildDir: build, deployDir: deploy });
  const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  assert.deepEqual(releasePin(deploy, id).integrity, { manifest: sri(JSON.stringify(manifest)), entry: sri('var entry = 1;'), serverEntry: sri('module.exports = {};') });
});

// The chain of trust for remote code: the catalogue published as a release and pinned in
// remotes.json with the SHA-384 of its manifest and entry (scripts/release.mjs --pin). The pinned
// release runs; one byte changed in its entry, its manifest or its chunks, and nothing of it runs: its
// pages show the contained fallback while the rest of the site works.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { publishRelease, releasePin } from '../scripts/lib/releases.mjs';
import { ROOT } from '../scripts/lib/site.mjs';
import { browserUnavailableReason, openPage, screenshot, startE2E } from './support.mjs';

const skip = browserUnavailableReason();
const TIMEOUT = 30_000;
const PANEL = 'This section is temporarily unavailable';

describe('remote code pinned by its digests', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let deploy;
  let releaseDir;
  let entryFile;
  const url = (path) => `${env.site.urls.shell}${path}`;

  before(async () => {
    env = await startE2E();
    deploy = mkdtempSync(join(tmpdir(), 'catalog-pinned-'));
    const { id } = publishRelease({ buildDir: join(ROOT, 'mfe-catalog/dist'), deployDir: deploy });
    releaseDir = join(deploy, 'releases', id);
    const pin = releasePin(deploy, id);
    entryFile = join(releaseDir, JSON.parse(readFileSync(join(releaseDir, 'mf-manifest.json'), 'utf8')).metaData.remoteEntry.name);
    await env.site.restartFrontend('catalog', { root: deploy });
    env.site.config.remotes.catalog = { manifest: `${env.site.urls.catalog}${pin.manifestPath}`, integrity: pin.integrity };
  });

  after(async () => {
    await env?.stop();
    if (deploy) rmSync(deploy, { recursive: true, force: true });
  });

  /** Opens /items in a fresh browser; whether the catalogue rendered, the marker a tampered file would set, and /about after. */
  async function visitItems(name) {
    const { context, page, requests } = await openPage(env);
    await page.goto(url('/items'));
    const outcome = await Promise.race([
      // The catalogue's own render, not the shell server's markup of it (on screen until the remote's
      // code hydrates it, or inert until the remote renders or fails).
      page
        .locator('xpath=//main[contains(@class,"site-main")]//*[@aria-label="Products"][not(ancestor::*[contains(@class,"server-markup") or (contains(@class,"server-page") and not(@data-hydrated))])]')
        .first()
        .waitFor({ timeout: TIMEOUT })
        .then(() => 'catalogue'),
      page.getByText(PANEL).waitFor({ timeout: TIMEOUT }).then(() => 'fallback'),
    ]);
    await screenshot(page, name);
    const marker = await page.evaluate(() => window.__tamperedCatalogue === true);
    await page.getByRole('link', { name: 'About' }).first().click();
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: TIMEOUT });
    const aboutShown = page.url().endsWith('/about');
    await context.close();
    return { outcome, marker, aboutShown, requests };
  }

  test('the pinned release, as published, runs', async () => {
    const visit = await visitItems('desktop-integrity-pinned');
    assert.deepEqual({ outcome: visit.outcome, marker: visit.marker, aboutShown: visit.aboutShown }, { outcome: 'catalogue', marker: false, aboutShown: true });
    assert.ok(visit.requests.some((r) => r.startsWith(`${env.site.urls.catalog}/releases/`)), 'its code came from the pinned release');
  });

  test('one byte changed in its entry: the browser refuses the entry, the fallback shows, the rest of the site works', async () => {
    const original = readFileSync(entryFile);
    writeFileSync(entryFile, Buffer.concat([original, Buffer.from(';window.__tamperedCatalogue=true;')]));
    try {
      const visit = await visitItems('desktop-integrity-entry-refused');
      assert.deepEqual({ outcome: visit.outcome, marker: visit.marker, aboutShown: visit.aboutShown }, { outcome: 'fallback', marker: false, aboutShown: true });
    } finally {
      writeFileSync(entryFile, original);
    }
  });

  // Its own code's chunks and the shared libraries' chunks it offers: the share policy
  // (packages/build's runtime/sharePolicy.js) keeps the shell on its own copies, so a refused
  // shared chunk stops only the catalogue.
  test("one byte changed in each of its chunks, its own and its shared libraries': the browser refuses them, only its part falls back", async () => {
    const manifest = JSON.parse(readFileSync(join(releaseDir, 'mf-manifest.json'), 'utf8'));
    const sharedFiles = manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]);
    const ownFiles = manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]);
    const chunks = [...new Set([...ownFiles, ...sharedFiles])];
    assert.ok(ownFiles.filter((file) => !sharedFiles.includes(file)).length > 2, 'the release has chunks of its own');
    assert.ok(sharedFiles.length > 2, `the release offers shared libraries (${sharedFiles.length} chunks)`);
    const originals = new Map(chunks.map((file) => [file, readFileSync(join(releaseDir, file))]));
    for (const [file, bytes] of originals) writeFileSync(join(releaseDir, file), Buffer.concat([bytes, Buffer.from(';window.__tamperedCatalogue=true;')]));
    try {
      const visit = await visitItems('desktop-integrity-chunk-refused');
      assert.deepEqual({ outcome: visit.outcome, marker: visit.marker, aboutShown: visit.aboutShown }, { outcome: 'fallback', marker: false, aboutShown: true });
    } finally {
      for (const [file, bytes] of originals) writeFileSync(join(releaseDir, file), bytes);
    }
  });

  test('its manifest changed to name other code: the shell refuses the manifest, nothing of it runs', async () => {
    const manifestFile = join(releaseDir, 'mf-manifest.json');
    const original = readFileSync(manifestFile, 'utf8');
    const manifest = JSON.parse(original);
    copyFileSync(entryFile, join(releaseDir, 'other-entry.js'));
    writeFileSync(join(releaseDir, 'other-entry.js'), `${readFileSync(entryFile, 'utf8')};window.__tamperedCatalogue=true;`);
    manifest.metaData.remoteEntry.name = 'other-entry.js';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    try {
      const visit = await visitItems('desktop-integrity-manifest-refused');
      assert.deepEqual({ outcome: visit.outcome, marker: visit.marker, aboutShown: visit.aboutShown }, { outcome: 'fallback', marker: false, aboutShown: true });
      assert.ok(!visit.requests.some((r) => r.endsWith('/other-entry.js')), 'the code the changed manifest names is never fetched');
    } finally {
      writeFileSync(manifestFile, original);
    }
  });
});

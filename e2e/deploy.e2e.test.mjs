// Deploys while visitors are on the site, and rolling one remote back. The catalogue remote is
// built from a scratch copy of mfe-catalog (tracked sources are never touched), once as it is and
// once with a marker in its product page's lazy chunk, and served from a scratch folder.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../scripts/lib/site.mjs';
import { buildCatalogue, copyCatalogue, run, wrapProductPage } from './catalogueCopy.mjs';
import { PORT_BASE, browserUnavailableReason, livePage, openPage, screenshot, startE2E } from './support.mjs';

const skip = browserUnavailableReason();
const TIMEOUT = 30_000;
const PANEL = 'This section is temporarily unavailable';
const MARKER = 'Product page of the newer catalogue build';
/** What the shell logs when it recovers a remote that failed to load (RemoteBoundary). */
const RETRYING = 'fetching its manifest again and retrying';
// Its own ports: it serves a scratch catalogue, never the one other journeys expect.
const DEPLOY_PORT_BASE = PORT_BASE + 500;

/** The product page's chunk changes: the page now opens with the marker. */
function patchProductPage(app) {
  wrapProductPage(app, {
    body: `  return (
    <>
      <p data-deploy-marker="">${MARKER}</p>
      <ProductPageAsBuilt {...props} />
    </>
  );`,
  });
}

const newestBuildFiles = (dir) => JSON.parse(readFileSync(join(dir, '.builds.json'), 'utf8')).at(-1).files;

/** Records, in the page, whether the fallback panel ever appeared (even for one frame). */
function watchForPanel(context) {
  return context.addInitScript((panelText) => {
    window.__panelSeen = false;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node.textContent?.includes(panelText)) window.__panelSeen = true;
      }
    }).observe(document, { childList: true, subtree: true });
  }, PANEL);
}

describe('deploys while visitors are on the site', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let scratch;
  let app;
  let buildA; // the catalogue as it is
  const url = (path) => `${env.site.urls.shell}${path}`;

  before(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'rental-deploy-e2e-'));
    app = copyCatalogue(scratch);
    buildA = join(scratch, 'build-a');
    const started = Date.now();
    await buildCatalogue(app, buildA, { version: '1.0.0', commit: 'e2e0001' });
    patchProductPage(app);
    console.log(`# catalogue copy built in ${Math.round((Date.now() - started) / 1000)} s`);
    env = await startE2E({ portBase: DEPLOY_PORT_BASE, roots: { catalog: buildA } });
  });

  after(async () => {
    await env?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** Opens '/' and waits for the catalogue's featured products. */
  async function visitorOnHome() {
    const visit = await openPage(env);
    await watchForPanel(visit.context);
    const notFound = [];
    visit.page.on('response', (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    const warnings = [];
    visit.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await visit.page.goto(url('/'));
    await visit.page.getByRole('list', { name: 'Featured gear' }).locator('a[href^="/product/"]').first().waitFor({ timeout: TIMEOUT });
    return { ...visit, notFound, warnings };
  }

  /** Clicks the first featured product (client-side navigation) and waits for its page. */
  async function openFirstProduct(page) {
    const link = page.getByRole('list', { name: 'Featured gear' }).locator('a[href^="/product/"]').first();
    const path = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(url(path));
    await page.locator('h1.cat-product__name').waitFor({ timeout: TIMEOUT });
    return path;
  }

  test('a rebuild of the catalogue into its served folder keeps the chunks of pages already open; a page whose chunks are gone anyway recovers once, without the panel', async () => {
    const served = join(scratch, 'served-dist');
    cpSync(buildA, served, { recursive: true });
    await env.site.restartFrontend('catalog', { root: served });

    // Two visitors on '/', with the catalogue as it was.
    const keptVisit = await visitorOnHome();
    const goneVisit = await visitorOnHome();

    // The catalogue team rebuilds into the folder that is being served (npm run build -w mfe-catalog).
    const started = Date.now();
    await buildCatalogue(app, served, { version: '1.1.0', commit: 'e2e0002' });
    console.log(`# rebuilt the catalogue into the served folder in ${Math.round((Date.now() - started) / 1000)} s`);
    assert.ok(
      newestBuildFiles(buildA).every((file) => existsSync(join(served, file))),
      "the rebuild kept every file of the build before it",
    );

    // First visitor: clicks a product; the page they opened still gets its (old) product chunk.
    const path = await openFirstProduct(keptVisit.page);
    assert.equal(await keptVisit.page.getByText(MARKER).count(), 0, 'the open page keeps running the build it loaded');
    assert.equal(await keptVisit.page.evaluate(() => window.__panelSeen), false, 'no error panel');
    assert.deepEqual(keptVisit.notFound, [], 'no request answered 404');
    assert.ok(!keptVisit.warnings.some((w) => w.includes(RETRYING)), 'nothing needed a retry');
    assert.deepEqual(keptVisit.errors, []);
    await screenshot(keptVisit.page, 'desktop-deploy-mid-visit');

    // A visitor arriving now gets the new build.
    const fresh = await openPage(env);
    await fresh.page.goto(url(path));
    await fresh.page.getByText(MARKER).waitFor({ timeout: TIMEOUT });
    await fresh.context.close();

    // Second visitor: the old build's files are removed as a deploy that cleans would. The product
    // chunk 404s (ChunkLoadError); the shell fetches the manifest afresh, loads the new build once
    // and shows its product page: no panel, no click.
    const newest = new Set([...newestBuildFiles(served), '.builds.json']);
    const removed = readdirSync(served).filter((file) => !newest.has(file) && file !== 'assets' && file !== 'server'); // folders: assets, the server target
    for (const file of removed) rmSync(join(served, file));
    assert.ok(removed.length > 0, 'the old build had files the new one lacks');
    await openFirstProduct(goneVisit.page);
    await goneVisit.page.getByText(MARKER).waitFor({ timeout: TIMEOUT });
    assert.ok(goneVisit.notFound.some((u) => u.startsWith(env.site.urls.catalog) && u.endsWith('.js')), 'an old chunk did 404');
    assert.ok(goneVisit.warnings.some((w) => w.includes(RETRYING)), 'the shell retried the remote once');
    assert.equal(await goneVisit.page.evaluate(() => window.__panelSeen), false, 'no error panel, even for a moment');
    assert.equal(await goneVisit.page.getByRole('button', { name: 'Retry' }).count(), 0);
    assert.deepEqual(goneVisit.errors, []);

    await keptVisit.context.close();
    await goneVisit.context.close();
  });

  test("two releases of the catalogue: pointing remotes.json at the previous one serves it, while the root serves the live one", async () => {
    const deploy = join(scratch, 'deploy');
    // The newer build: the served folder the first journey rebuilt into (its newest build is
    // published, not the older files it keeps), or one of its own when run alone.
    let buildB = join(scratch, 'served-dist');
    if (!existsSync(join(buildB, '.builds.json'))) {
      buildB = join(scratch, 'build-b');
      await buildCatalogue(app, buildB, { version: '1.1.0', commit: 'e2e0002' });
    }
    const release = (from) => run(process.execPath, [join(ROOT, 'scripts/release.mjs'), 'mfe-catalog', '--from', from, '--deploy-dir', deploy], { cwd: ROOT });
    await release(buildA);
    const output = await release(buildB);
    assert.match(output, /published 1\.1\.0-e2e0002 \(live\)/);
    assert.equal(readFileSync(join(deploy, 'live.txt'), 'utf8').trim(), '1.1.0-e2e0002');
    await env.site.restartFrontend('catalog', { root: deploy });

    const catalogAt = (path) => `${env.site.urls.catalog}${path}`;
    const manifestVersion = async (manifestUrl) => (await (await fetch(manifestUrl)).json()).metaData.buildInfo.buildVersion;
    assert.equal(await manifestVersion(catalogAt('/mf-manifest.json')), '1.1.0');
    const immutable = (await fetch(catalogAt(`/${newestBuildFiles(buildA).find((f) => f.startsWith('remoteEntry.'))}`))).headers.get('cache-control');
    assert.match(immutable, /immutable/, "the previous release's hashed files stay at the root, cached for good");
    assert.equal((await fetch(catalogAt('/mf-manifest.json'))).headers.get('cache-control'), 'no-cache');

    // Live: the newer release's product page.
    const live = await openPage(env);
    await live.page.goto(url('/'));
    const path = await openFirstProduct(live.page);
    await live.page.getByText(MARKER).waitFor({ timeout: TIMEOUT });
    await live.context.close();

    // Rollback: one line of remotes.json points the catalogue at the previous release.
    const liveEntry = env.site.config.remotes.catalog;
    env.site.config.remotes.catalog = catalogAt('/releases/1.0.0-e2e0001/mf-manifest.json');
    try {
      const rolledBack = await openPage(env);
      await rolledBack.page.goto(url(path));
      // The page itself, not the server's markup of it (shown until the release's code has run).
      await livePage(rolledBack.page, TIMEOUT);
      await rolledBack.page.locator('main.site-main h1.cat-product__name').waitFor({ timeout: TIMEOUT });
      assert.equal(await rolledBack.page.getByText(MARKER).count(), 0, 'the previous release has no marker');
      assert.ok(rolledBack.requests.some((r) => r.startsWith(catalogAt('/releases/1.0.0-e2e0001/remoteEntry.'))), 'its code came from the release folder');
      assert.equal(await manifestVersion(env.site.config.remotes.catalog), '1.0.0');
      assert.deepEqual(rolledBack.errors, []);
      await screenshot(rolledBack.page, 'desktop-rollback');
      await rolledBack.context.close();
    } finally {
      env.site.config.remotes.catalog = liveEntry;
    }
  });
});

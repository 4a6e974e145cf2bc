// A release that throws in visitors' browsers shows up on /admin/versions with its error rate, and
// the rollback offered there serves the previous release. The catalogue remote is built from a
// scratch copy twice (as it is, then with a product page that throws once in the browser) and
// published as two releases into a scratch deploy folder; the shell is served from a scratch copy
// whose hand-written remotes.json the API may rewrite (RELEASES_REMOTES_JSON).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT, remotesJson, sitePorts, siteUrls } from '../scripts/lib/site.mjs';
import { buildCatalogue, copyCatalogue, publishRelease, wrapProductPage } from './catalogueCopy.mjs';
import { PHONE, PORT_BASE, apiJson, browserUnavailableReason, livePage, openPage, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const TIMEOUT = 30_000;
const PANEL = 'This section is temporarily unavailable';
const BROKEN = 'Release 1.1.0 breaks the product page';
const GOOD = '1.0.0-e2erh01';
const BAD = '1.1.0-e2erh02';
// Its own ports: it serves a scratch catalogue and shell, never the ones other journeys expect.
const HEALTH_PORT_BASE = PORT_BASE + 600;

/** The product page throws once it is in the browser (an effect), as a bad release might: the server's render still works. */
function breakProductPage(app) {
  wrapProductPage(app, {
    imports: "import { useEffect as useEffectOfRelease } from 'react';",
    body: `  useEffectOfRelease(() => {
    throw new Error('${BROKEN}');
  }, []);
  return <ProductPageAsBuilt {...props} />;`,
  });
}

describe('release health: a release that throws in the browser, seen and rolled back', { skip: skip ?? false, timeout: 900_000 }, () => {
  let env;
  let scratch;
  let deploy;
  let shellRoot;
  let adminToken;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const remotesJsonFile = () => join(shellRoot, 'remotes.json');

  before(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'rental-release-health-e2e-'));
    const app = copyCatalogue(scratch);
    const started = Date.now();
    await buildCatalogue(app, join(scratch, 'build-good'), { version: '1.0.0', commit: 'e2erh01' });
    breakProductPage(app);
    await buildCatalogue(app, join(scratch, 'build-bad'), { version: '1.1.0', commit: 'e2erh02' });
    console.log(`# catalogue releases built in ${Math.round((Date.now() - started) / 1000)} s`);
    deploy = join(scratch, 'catalog-deploy');
    await publishRelease(join(scratch, 'build-good'), deploy);

    // The shell's folder with a remotes.json written by hand (as a deployment has): every page
    // reports (sample rate 1), and the catalogue is its deploy folder's live release.
    shellRoot = join(scratch, 'shell');
    cpSync(join(ROOT, 'shell/dist'), shellRoot, { recursive: true });
    const { generatedBy: _generated, ...config } = remotesJson(siteUrls(sitePorts({ PORT_BASE: String(HEALTH_PORT_BASE) })));
    writeFileSync(remotesJsonFile(), `${JSON.stringify({ ...config, clientReports: { sampleRate: 1 } }, null, 2)}\n`);

    env = await startE2E({
      portBase: HEALTH_PORT_BASE,
      roots: { shell: shellRoot, catalog: deploy },
      apiEnv: { RELEASES_REMOTES_JSON: remotesJsonFile(), RELEASES_DEPLOY_DIRS: `catalog=${deploy}`, RELEASE_FLAG_MIN_ERRORS: '2', CLIENT_REPORT_RATE_LIMIT: '10000' },
    });
    adminToken = await tokenFor(env, 'admin@example.com', 'admin123');
  });

  after(async () => {
    await env?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const health = async () => (await apiJson(env, '/api/admin/release-health', { token: adminToken })).remotes.find((row) => row.remote === 'catalog');

  /** Waits until the API has counted what the browsers sent (beacons arrive after the page moved on). */
  async function counted(condition, what) {
    const deadline = Date.now() + TIMEOUT;
    let last;
    while (Date.now() < deadline) {
      last = await health();
      if (last && condition(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.fail(`${what}; the catalogue's health is ${JSON.stringify(last)}`);
  }

  /** A visitor opens '/' and then a featured product (client-side); returns the page and the product's path. */
  async function visitProduct() {
    const visit = await openPage(env);
    await visit.page.goto(url('/'));
    const link = visit.page.getByRole('list', { name: 'Featured gear' }).locator('a[href^="/product/"]').first();
    await link.waitFor({ timeout: TIMEOUT });
    const path = await link.getAttribute('href');
    await link.click();
    await visit.page.waitForURL(url(path));
    return { ...visit, path };
  }

  test('views of the good release are counted with no errors', async () => {
    for (let i = 0; i < 2; i += 1) {
      const visit = await visitProduct();
      await visit.page.locator('h1.cat-product__name').waitFor({ timeout: TIMEOUT });
      assert.equal(await visit.page.getByText(PANEL).count(), 0);
      await visit.context.close();
    }
    const catalog = await counted((row) => row.live?.release === GOOD && row.live.views >= 2, 'two views of the good release');
    assert.equal(catalog.live.errors + catalog.live.loadFailures, 0);
    assert.equal(catalog.flagged, false);
  });

  test('the bad release throws in browsers: its rate is far above the previous one, /admin/versions flags it, and its rollback serves the previous release', async () => {
    await publishRelease(join(scratch, 'build-bad'), deploy);
    await env.site.restartFrontend('catalog', { root: deploy });

    let productPath;
    for (let i = 0; i < 2; i += 1) {
      const visit = await visitProduct();
      productPath = visit.path;
      await visit.page.getByText(PANEL).waitFor({ timeout: TIMEOUT });
      await visit.context.close();
    }
    const failing = await counted((row) => row.live?.release === BAD && row.live.errors >= 2, 'two errors of the bad release');
    assert.equal(failing.previous.release, GOOD);
    assert.equal(failing.flagged, true);
    assert.ok(failing.live.errorRate > 3 * (failing.previous.errorRate ?? 0), `${failing.live.errorRate} against ${failing.previous.errorRate}`);
    assert.equal(failing.live.lastMessage, `Error: ${BROKEN}`);
    assert.equal(failing.rollbackTo, GOOD);

    // The admin sees it on /admin/versions.
    const admin = await openPage(env, { token: adminToken });
    await admin.page.goto(url('/admin/versions'));
    const row = admin.page.locator('tr', { hasText: 'Roll back to' }).filter({ hasText: BAD });
    await row.getByText('Failing').waitFor({ timeout: TIMEOUT });
    assert.match(await row.innerText(), /[\d,.]+ per 1,000 views/);
    assert.match(await row.innerText(), new RegExp(`Last error: Error: ${BROKEN}`));
    await screenshot(admin.page, 'desktop-release-health-flagged');
    const phone = await openPage(env, { token: adminToken, viewport: PHONE });
    await phone.page.goto(url('/admin/versions'));
    await phone.page.getByText('Failing').first().waitFor({ timeout: TIMEOUT });
    await screenshot(phone.page, 'phone-release-health-flagged');
    await phone.context.close();

    // One click (and a confirmation) rolls it back: remotes.json pins the good release.
    await row.getByRole('button', { name: `Roll back to ${GOOD}` }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
    await admin.page.getByText(`catalog rolled back to ${GOOD}`).waitFor({ timeout: TIMEOUT });
    const pinned = JSON.parse(readFileSync(remotesJsonFile(), 'utf8')).remotes.catalog;
    assert.equal(pinned.manifest, `${env.site.urls.catalog}/releases/${GOOD}/mf-manifest.json`);
    assert.match(pinned.integrity.manifest, /^sha384-/);
    // Asked again: the catalogue's row names the pinned release, live, and nothing is failing.
    const pinnedRow = admin.page.locator('tr', { hasText: `pinned to release ${GOOD}` });
    await pinnedRow.getByText('1.0.0', { exact: true }).waitFor({ timeout: TIMEOUT });
    assert.equal(await pinnedRow.getByText('Failing').count(), 0);
    await screenshot(admin.page, 'desktop-release-health-rolled-back');
    assert.deepEqual(admin.errors, []);
    await admin.context.close();

    // A visitor now gets the previous release: the product page works, its code from the release folder.
    const visitor = await openPage(env);
    await visitor.page.goto(url(productPath));
    await livePage(visitor.page, TIMEOUT);
    await visitor.page.locator('main.site-main h1.cat-product__name').waitFor({ timeout: TIMEOUT });
    assert.equal(await visitor.page.getByText(PANEL).count(), 0, 'no error panel');
    assert.ok(visitor.requests.some((request) => request.startsWith(`${env.site.urls.catalog}/releases/${GOOD}/remoteEntry.`)), 'its code came from the release folder');
    assert.deepEqual(visitor.errors, []);
    await visitor.context.close();

    const after = await counted((row) => row.live?.release === GOOD, 'the good release live again');
    assert.equal(after.flagged, false);
  });
});

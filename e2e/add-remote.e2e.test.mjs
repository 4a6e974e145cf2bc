// Adding a remote is a new folder plus one entry in remotes.json. The demo remote in
// fixtures/demo-remote is such a folder: it is built here with the shared config factory, served
// on its own origin, and one entry is added to the running site's remotes.json. Nothing else of
// the site changes: its nav entry and its page come from what it registers.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../scripts/lib/site.mjs';
import { closeServer, serveStatic } from '../scripts/lib/staticServer.mjs';
import { PORT_BASE, browserUnavailableReason, openPage, screenshot, startE2E } from './support.mjs';

const skip = browserUnavailableReason();
const TIMEOUT = 20_000;
const UNAVAILABLE = 'This section is temporarily unavailable';
const FIXTURE = join(import.meta.dirname, 'fixtures/demo-remote');
const DEMO_PORT = PORT_BASE + 85;
const DEMO_MANIFEST = `http://localhost:${DEMO_PORT}/mf-manifest.json`;

/** The demo remote's production build, in a throw-away folder (esbuild: a test needs no terser). */
function buildDemo() {
  const out = mkdtempSync(join(tmpdir(), 'demo-remote-'));
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '-c', join(FIXTURE, 'webpack.config.js'), '--output-path', out],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, RENTAL_MINIFIER: 'esbuild' } },
  );
  assert.equal(result.status, 0, `the demo remote builds:\n${result.stdout}\n${result.stderr}`);
  return out;
}

describe('a fifth remote: its folder plus one entry in remotes.json', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let demoDir;
  let demoServer;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const serveDemo = async () => {
    demoServer = await serveStatic({ root: demoDir, port: DEMO_PORT });
  };
  /** Paths asked of the demo remote's origin, in order. */
  const fromDemo = (requests) => requests.filter((r) => new URL(r).port === String(DEMO_PORT)).map((r) => new URL(r).pathname);
  const barLabels = (page) => page.getByRole('navigation', { name: 'Main' }).locator('.site-nav__links a').allTextContents();

  before(async () => {
    demoDir = buildDemo();
    env = await startE2E();
    await serveDemo();
    // The one entry (the original plain form: a manifest URL), added while the site is live.
    env.site.config.remotes.demo = DEMO_MANIFEST;
  });

  after(async () => {
    if (demoServer) await closeServer(demoServer);
    if (env) delete env.site.config.remotes.demo;
    await env?.stop();
    if (demoDir) rmSync(demoDir, { recursive: true, force: true });
  });

  test("its build carries its registration in mf-manifest.json (metaData.registration)", () => {
    const manifest = JSON.parse(readFileSync(join(demoDir, 'mf-manifest.json'), 'utf8'));
    assert.equal(manifest.name, 'mfe_demo');
    // Derived by the build from src/routes.ts, in the wire format shells read.
    assert.deepEqual(manifest.metaData.registration, { paths: ['/demo'], nav: [{ to: '/demo', label: 'Demo', order: 45 }] });
  });

  test('its nav entry takes its place by order, and its page renders inside the shell; its code is fetched only for its page, its manifest once', async () => {
    const { context, page, requests, errors } = await openPage(env);
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Demo' }).waitFor({ timeout: TIMEOUT });
    // Spec §2's order, with the new entry (order 45) between About (40) and Contact (50).
    assert.deepEqual(await barLabels(page), ['Home', 'Items', 'Gallery', 'About', 'Demo', 'Contact']);
    await page.getByRole('heading', { name: 'Featured gear' }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(fromDemo(requests), ['/mf-manifest.json'], 'before its page: its manifest only, no code');

    await nav.getByRole('link', { name: 'Demo' }).click();
    await page.waitForURL(url('/demo'));
    await page.getByRole('heading', { name: 'Demo stage' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByTestId('demo-path').textContent(), 'Served by the demo remote at /demo');
    assert.equal(await nav.getByRole('link', { name: 'Demo' }).getAttribute('aria-current'), 'page');
    const asked = fromDemo(requests);
    assert.ok(asked.some((path) => /^\/remoteEntry\.\w+\.js$/.test(path)), `its remote entry loaded: ${asked.join(', ')}`);
    assert.equal(asked.filter((path) => path === '/mf-manifest.json').length, 1, 'the runtime was handed the manifest the shell fetched');
    await screenshot(page, 'desktop-added-remote');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a first visit straight to its page renders it', async () => {
    const { context, page, errors } = await openPage(env);
    await page.goto(url('/demo'));
    await page.getByRole('heading', { name: 'Demo stage' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 1, 'inside the site layout');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('while it is down: the contained fallback on its page (not Error Not Found), its nav link kept for a returning visitor, and Retry once it is back', async () => {
    const returning = await openPage(env);
    await returning.page.goto(url('/'));
    await returning.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo' }).waitFor({ timeout: TIMEOUT });
    await closeServer(demoServer);
    try {
      await returning.page.goto(url('/demo'));
      await returning.page.getByText(UNAVAILABLE).waitFor({ timeout: TIMEOUT });
      assert.deepEqual(await barLabels(returning.page), ['Home', 'Items', 'Gallery', 'About', 'Demo', 'Contact'], 'remembered from the last visit');

      const first = await openPage(env);
      await first.page.goto(url('/demo'));
      await first.page.getByText(UNAVAILABLE).waitFor({ timeout: TIMEOUT });
      assert.equal(await first.page.getByText('Error Not Found').count(), 0);
      await first.context.close();
    } finally {
      await serveDemo();
    }
    await returning.page.getByRole('button', { name: 'Retry' }).click();
    await returning.page.getByRole('heading', { name: 'Demo stage' }).waitFor({ timeout: TIMEOUT });
    await returning.context.close();
  });
});

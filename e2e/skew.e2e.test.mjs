// Skew: apps built from different sources on one page (packages/build/README.md, "The rule"). The site is built
// once; then one app is rebuilt alone from a patched copy or from an older commit and swapped in
// through remotes.json (or served as the shell), as independent deploys do in production.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { serveStatic, closeServer } from '../scripts/lib/staticServer.mjs';
import { appCopy, lastCommitWith, olderCommitOnThisContract } from './skew/appCopy.mjs';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, PORT_BASE, apiJson, browserUnavailableReason, openPage, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const TIMEOUT = 30_000;
const UNAVAILABLE = 'This section is temporarily unavailable';
const COPY_PORT = PORT_BASE + 90;

// Things no app of the site imports today, and which the shell's build therefore never saw: an
// antd component, an icon, a router hook, and a helper added to the platform after the shell
// was built. (The skew test fails loudly if one of them becomes used, see `neverSeen`.)
const PROBE = `import { Rate } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { useResolvedPath } from 'react-router-dom';
import { useCart } from '@rental/platform';
import { skewProbeText } from '@rental/platform/labels';

export function SkewProbe() {
  const resolved = useResolvedPath('details');
  const { count } = useCart();
  return (
    <section data-testid="skew-probe" style={{ padding: 16 }}>
      <Rate disabled defaultValue={3} />
      <TrophyOutlined data-testid="skew-icon" />
      <span data-testid="skew-path">{resolved.pathname}</span>
      <span data-testid="skew-helper">{skewProbeText()}</span>
      <span data-testid="skew-cart">{count}</span>
    </section>
  );
}
`;
const HELPER = `\n/** Added by the skew test: a helper the running shell's platform does not have. */\nexport function skewProbeText(): string {\n  return 'helper from a newer platform';\n}\n`;

/** 1.4.2 → 1.5.0: a platform newer than the one the other apps were built with, same major. */
const nextMinor = (version) => version.replace(/^(\d+)\.(\d+)\..*$/, (_, major, minor) => `${major}.${Number(minor) + 1}.0`);

/** Mounts the probe above what `file` renders by default (its `export default function X`). */
function addProbe(copy, file) {
  copy.write(`${file.replace(/[^/]+$/, '')}SkewProbe.tsx`, PROBE);
  copy.edit('packages/platform/src/labels/labels.ts', 'export function orderStatusLabel', `${HELPER}\nexport function orderStatusLabel`);
  const source = copy.read(file);
  const name = /export default function (\w+)/.exec(source)?.[1];
  assert.ok(name, `${file} has a default function export to wrap`);
  copy.edit(file, `export default function ${name}`, `function ${name}`);
  copy.append(
    file,
    `\nimport { SkewProbe } from './SkewProbe';\nexport default function WithSkewProbe() {\n  return (<><SkewProbe /><${name} /></>);\n}\n`,
  );
}

/**
 * Every text the page shows, as it changes: a data frame's template (an older build's) must never
 * be among them (`window.__placeholders`); `window.__framed` says whether a skeleton was ever on the page.
 */
function watchPlaceholders(page) {
  return page.addInitScript(() => {
    window.__placeholders = [];
    window.__framed = false;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      if (text.includes('{{')) window.__placeholders.push(text.slice(text.indexOf('{{'), text.indexOf('{{') + 60));
      if (document.querySelector('.remote-frame, main.boot-main')) window.__framed = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

describe('skew between independently built apps', { skip: skip ?? false, timeout: 900_000 }, () => {
  let env;
  let original;
  const url = (path) => `${env.site.urls.shell}${path}`;

  before(async () => {
    env = await startE2E();
    original = JSON.parse(JSON.stringify(env.site.config.remotes));
  });

  after(async () => {
    await env?.stop();
  });

  /** Serves `dir` on the copy port while `run` goes on, with the site's /remotes.json. */
  async function serving(dir, run, port = COPY_PORT) {
    const server = await serveStatic({ root: dir, port, dynamicJson: { '/remotes.json': () => env.site.config } });
    try {
      return await run(`http://localhost:${port}`);
    } finally {
      await closeServer(server);
      env.site.config.remotes = JSON.parse(JSON.stringify(original));
    }
  }

  async function expectNoPanel(page, errors) {
    assert.equal(await page.getByText(UNAVAILABLE).count(), 0, 'no error panel');
    assert.deepEqual(errors.map((e) => e.message), []);
  }

  async function expectProbe(page) {
    const probe = page.getByTestId('skew-probe');
    await probe.waitFor({ timeout: TIMEOUT });
    // antd's Rate, from the remote's own build, themed by the shell's ConfigProvider (dark: a light
    // inactive star; antd's default theme would draw it dark on dark).
    const star = probe.locator('.ant-rate-star-zero .ant-rate-star-second').first();
    await star.waitFor({ timeout: TIMEOUT });
    // Read until the theme's styles are in (the computed colour can be read before they are).
    let color = '';
    for (const started = Date.now(); Date.now() - started < TIMEOUT; await page.waitForTimeout(100)) {
      color = await star.evaluate((el) => getComputedStyle(el).color);
      if (/^rgba?\(/.test(color) && color.match(/\d+(\.\d+)?/g).slice(0, 3).every((n) => Number(n) > 200)) break;
    }
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    assert.ok(r > 200 && g > 200 && b > 200, `inactive star drawn light on the dark theme, got ${color}`);
    assert.equal(await probe.locator('.ant-rate-star-full').count(), 3);
    assert.equal(await probe.getByTestId('skew-icon').locator('svg').count(), 1, 'the icon renders');
    assert.match(await probe.getByTestId('skew-path').innerText(), /\/details$/, 'router hook reads the shell router');
    assert.equal(await probe.getByTestId('skew-helper').innerText(), 'helper from a newer platform');
    return probe;
  }

  test('a remote using an antd component, an icon, a router hook and a platform helper the shell never saw renders them, themed', async () => {
    const copy = appCopy({ app: 'mfe-catalog', label: 'catalog-newer' });
    try {
      addProbe(copy, 'mfe-catalog/src/exposes/App.tsx');
      copy.setPlatformVersion(nextMinor(copy.platformVersion()));
      const dist = copy.build();
      await serving(dist, async (origin) => {
        env.site.config.remotes.catalog = `${origin}/mf-manifest.json`;
        const { context, page, errors } = await openPage(env);
        await page.goto(url('/'));
        await expectProbe(page);
        await page.getByRole('heading', { name: 'Sound and light for every stage' }).waitFor({ timeout: TIMEOUT });
        // One store: a product added on its page (remote) shows in the shell's cart count and in the probe.
        await page.goto(url('/items'));
        await page.locator('a[href^="/product/"]').first().click();
        await page.getByRole('button', { name: /add to cart/i }).first().click();
        await page.getByTestId('skew-cart').filter({ hasText: '1' }).waitFor({ timeout: TIMEOUT });
        await screenshot(page, 'skew-remote-newer-desktop');
        await page.setViewportSize(PHONE);
        await screenshot(page, 'skew-remote-newer-phone');
        await page.setViewportSize(DESKTOP);
        await expectNoPanel(page, errors);
        await context.close();
      });
    } finally {
      copy.remove();
    }
  });

  test('the shell rebuilt from newer code (new antd use, newer platform minor) runs the remotes built before it', async () => {
    const copy = appCopy({ app: 'shell', label: 'shell-newer' });
    try {
      addProbe(copy, 'shell/src/pages/AboutPage.tsx');
      // The shell's public pages draw with plain controls; a page that starts using antd is wrapped
      // in the antd theme where its route is declared, as the account page is.
      copy.edit('shell/src/App.tsx', "lazy(() => import('./pages/AboutPage'))", "lazy(themedPage(() => import('./pages/AboutPage')))");
      copy.setPlatformVersion(nextMinor(copy.platformVersion()));
      const dist = copy.build();
      await serving(dist, async (origin) => {
        const { context, page, errors } = await openPage(env);
        await page.goto(`${origin}/about`);
        await expectProbe(page);
        for (const [path, heading] of [
          ['/', 'Sound and light for every stage'],
          ['/items', 'Catalogue'],
          ['/gallery', 'Gallery'],
          ['/booking', 'Booking'],
        ]) {
          await page.goto(`${origin}${path}`);
          await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: TIMEOUT });
        }
        await expectNoPanel(page, errors);
        await context.close();
      });
    } finally {
      copy.remove();
    }
  });

  test('a remote built against another platform major fails into the contained fallback, naming both versions', async () => {
    const copy = appCopy({ app: 'mfe-gallery', label: 'gallery-next-major' });
    try {
      const running = copy.platformVersion();
      const next = `${Number(running.split('.')[0]) + 1}.0.0`;
      copy.setPlatformVersion(next);
      const dist = copy.build();
      await serving(dist, async (origin) => {
        env.site.config.remotes.gallery = `${origin}/mf-manifest.json`;
        const { context, page } = await openPage(env);
        await page.goto(url('/gallery'));
        const panel = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
        await panel.waitFor({ timeout: TIMEOUT });
        const text = await panel.innerText();
        assert.ok(text.includes(`^${next}`) && text.includes(running), `the fallback names ${next} and ${running}: ${text}`);
        // The rest of the site keeps working.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Items', exact: true }).first().click();
        await page.getByRole('heading', { name: 'Catalogue' }).first().waitFor({ timeout: TIMEOUT });
        await screenshot(page, 'skew-major-mismatch');
        await context.close();
      });
    } finally {
      copy.remove();
    }
  });

  test('a shell built with data frames (before server rendering replaced them) runs the current catalogue and gallery: each page renders, no placeholder is ever on screen', async (t) => {
    const commit = lastCommitWith('packages/build/src/frameFill.js');
    if (!commit) {
      t.skip('data frames are not removed in this history: no shell with them to build');
      return;
    }
    const copy = appCopy({ app: 'shell', label: 'shell-with-data-frames', commit });
    try {
      const dist = copy.build();
      await serving(dist, async (origin) => {
        const { context, page, errors } = await openPage(env, { viewport: PHONE });
        await watchPlaceholders(page);
        // The API does not answer this copy's origin (CORS), so the pages show their error states:
        // what matters is what is on screen before and while the catalogue's and gallery's code runs.
        const { data } = await apiJson(env, '/api/products?page=1&limit=1');
        for (const path of ['/items', `/product/${encodeURIComponent(data[0].key)}`, '/gallery']) {
          await page.goto(`${origin}${path}`);
          await page.locator('main.site-main h1').first().waitFor({ timeout: TIMEOUT });
          assert.deepEqual(await page.evaluate(() => window.__placeholders), [], `${path}: no {{…}} on screen`);
        }
        await expectNoPanel(page, errors);
        await context.close();
      });
    } finally {
      copy.remove();
    }
  });

  test('an admin remote built with back-office frames runs in the current shell: the orders page with its filters, no frame, no placeholder', async (t) => {
    const commit = lastCommitWith('mfe-admin/src/frames/OrdersFrame.tsx');
    if (!commit) {
      t.skip('back-office frames are not removed in this history: no admin remote with them to build');
      return;
    }
    const copy = appCopy({ app: 'mfe-admin', label: 'admin-with-frames', commit });
    const current = env.site.config.remotes.admin;
    try {
      const dist = copy.build();
      await serving(dist, async (origin) => {
        env.site.config.remotes.admin = { ...current, manifest: `${origin}/mf-manifest.json` };
        const admin = DEMO_LOGINS.find((login) => login.role === 'admin');
        const { context, page, errors } = await openPage(env, { token: await tokenFor(env, admin.email, admin.password) });
        await watchPlaceholders(page);
        await page.goto(url('/admin/orders?status=Pending'));
        await page.getByRole('columnheader', { name: 'Approval Status' }).waitFor({ timeout: TIMEOUT });
        assert.equal(await page.getByRole('combobox', { name: 'Status', exact: true }).inputValue(), 'Pending');
        assert.equal(await page.evaluate(() => window.__framed), false, "the current shell's HTML fills no frame, even for a remote that has them");
        assert.deepEqual(await page.evaluate(() => window.__placeholders), []);
        await expectNoPanel(page, errors);
        await context.close();
      });
    } finally {
      env.site.config.remotes.admin = current;
      copy.remove();
    }
  });

  test('a remote built from an older commit on the same platform major runs in the current shell', async (t) => {
    const commit = olderCommitOnThisContract();
    if (!commit) {
      t.skip('no older commit on this platform major yet (the contract is newer than every other commit)');
      return;
    }
    const copy = appCopy({ app: 'mfe-catalog', label: 'catalog-older', commit });
    try {
      const dist = copy.build();
      await serving(dist, async (origin) => {
        env.site.config.remotes.catalog = `${origin}/mf-manifest.json`;
        const { context, page, errors } = await openPage(env);
        await page.goto(url('/items'));
        await page.getByRole('heading', { name: 'Catalogue' }).first().waitFor({ timeout: TIMEOUT });
        await page.locator('a[href^="/product/"]').first().click();
        await page.waitForURL(/\/product\//);
        await page.locator('h1').first().waitFor({ timeout: TIMEOUT });
        await expectNoPanel(page, errors);
        await context.close();
      });
    } finally {
      copy.remove();
    }
  });
});

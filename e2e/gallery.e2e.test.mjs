// Browser journeys through /gallery on the composed site: paging, the viewer, admin deletes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, browserUnavailableReason, livePage, openPage, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const TIMEOUT = 20_000;

/** Console errors too: a page can log a failure without throwing. */
function collectConsoleErrors(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location()?.url ?? ''})`);
  });
  return errors;
}

describe('gallery', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const galleryTotal = async () => (await (await fetch(`${env.site.urls.api}/api/gallery?page=1&limit=1`)).json()).pagination.total;

  before(async () => {
    env = await startE2E();
    const total = await galleryTotal();
    // The journeys below page through exactly two pages of 20.
    assert.ok(total >= 30 && total <= 40, `the demo data has 30 to 40 gallery items (${total})`);
  });

  after(async () => {
    await env?.stop();
  });

  const cards = (page) => page.locator('.gallery-card:not(.gallery-card--placeholder)');
  const pager = (page) => page.getByRole('navigation', { name: 'Gallery pages' });
  const descriptions = (page) => cards(page).locator('.gallery-card__description').allTextContents();

  /** `count` cards of the page itself (not of the server's markup, shown until the page's code runs). */
  async function waitForCards(page, count) {
    await livePage(page, TIMEOUT);
    await page.waitForFunction(
      (n) => document.querySelectorAll('.gallery-card:not(.gallery-card--placeholder)').length === n,
      count,
      { timeout: TIMEOUT },
    );
  }

  test('a visitor pages through every photo, the page kept in the address across reload and Back', async () => {
    const total = await galleryTotal();
    const { context, page, errors } = await openPage(env);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(url('/gallery'));
    await page.getByRole('heading', { name: 'Gallery' }).waitFor({ timeout: TIMEOUT });
    await waitForCards(page, 20);
    await pager(page).getByText(`Page 1 of ${Math.ceil(total / 20)}`).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Delete/ }).count(), 0, 'no Delete button for a visitor');

    // A card: picture (its box reserved at 3:2 before it arrives), description, category, time. The
    // first cards' pictures load at once and first (what a phone shows first), the rest lazily.
    const first = cards(page).first();
    const picture = first.locator('img');
    assert.equal(await picture.getAttribute('loading'), 'eager');
    assert.equal(await picture.getAttribute('fetchpriority'), 'high');
    assert.equal(await cards(page).nth(2).locator('img').getAttribute('loading'), 'lazy');
    const box = await picture.boundingBox();
    assert.ok(box && Math.abs(box.height - (box.width * 2) / 3) < 2, `image box is 3:2 (${JSON.stringify(box)})`);
    assert.match(await first.locator('time').textContent(), /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d\d:\d\d$/);
    assert.ok((await first.locator('.gallery-category').textContent()).trim().length > 0);
    await screenshot(page, 'desktop-gallery');

    const seen = await descriptions(page);
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(url('/gallery?page=2'));
    await waitForCards(page, total - 20);
    await pager(page).getByText('Page 2 of 2').waitFor();
    assert.ok(await pager(page).getByRole('button', { name: 'Next' }).isDisabled());
    seen.push(...(await descriptions(page)));
    assert.equal(new Set(seen).size, total, 'every photo once across the pages');

    await page.reload();
    await waitForCards(page, total - 20);
    await pager(page).getByText('Page 2 of 2').waitFor();

    await page.goBack();
    await page.waitForURL(url('/gallery'));
    await waitForCards(page, 20);
    await pager(page).getByText('Page 1 of 2').waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('the viewer opens a card full size, the arrow keys cross into the next page, Esc closes', async () => {
    const total = await galleryTotal();
    const { context, page, errors } = await openPage(env);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(url('/gallery'));
    await waitForCards(page, 20);
    const [photo2, photo20] = await Promise.all([1, 19].map((i) => cards(page).nth(i).locator('.gallery-card__description').textContent()));

    await cards(page).nth(1).locator('.gallery-card__open').click();
    const viewer = page.getByRole('dialog', { name: `Photo 2 of ${total}` });
    await viewer.waitFor({ timeout: TIMEOUT });
    await viewer.getByText(photo2).waitFor();
    const full = viewer.getByRole('img', { name: photo2 });
    await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await full.elementHandle());
    // Full size on a desktop, once the opening zoom has settled.
    await page.waitForFunction((img) => img.getBoundingClientRect().width > 900, await full.elementHandle(), { timeout: 5000 });
    await screenshot(page, 'desktop-gallery-viewer');

    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: `Photo 1 of ${total}` }).waitFor();
    assert.ok(await page.getByRole('dialog').getByRole('button', { name: 'Previous photo' }).isDisabled());
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.querySelector('img')?.alt), await cards(page).first().locator('img').getAttribute('alt'), 'focus back on the card');
    // From the keyboard: Enter on the focused card opens it again.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Photo 1 of ${total}` }).waitFor({ timeout: TIMEOUT });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Across the page edge: photo 20 → 21 turns the page underneath; ← comes back.
    await cards(page).nth(19).locator('.gallery-card__open').click();
    await page.getByRole('dialog', { name: `Photo 20 of ${total}` }).getByText(photo20).waitFor({ timeout: TIMEOUT });
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `Photo 21 of ${total}` }).waitFor({ timeout: TIMEOUT });
    await page.waitForURL(url('/gallery?page=2'));
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: `Photo 20 of ${total}` }).waitFor({ timeout: TIMEOUT });
    await page.waitForURL(url('/gallery'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `Photo 22 of ${total}` }).waitFor({ timeout: TIMEOUT });
    const photo22 = await page.getByRole('dialog').locator('.gallery-viewer__description').textContent();
    await page.waitForURL(url('/gallery?page=2'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    try {
      await pager(page).getByText('Page 2 of 2').waitFor();
    } catch (error) {
      // What the page showed instead, so a failure here can be told apart (address, list state, pager).
      await screenshot(page, 'desktop-gallery-viewer-closed-failure');
      const shown = await page.evaluate(() => ({ address: location.href, text: document.querySelector('main, #root')?.textContent?.slice(0, 400) }));
      throw new Error(`${error.message}\nthe page showed: ${JSON.stringify(shown)}`);
    }
    assert.equal(await page.evaluate(() => document.activeElement?.querySelector('img')?.alt), photo22, 'focus on the card of the last photo seen');
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('at phone size: one column, no sideways scrolling, the viewer fits', async () => {
    const { context, page, errors } = await openPage(env, { viewport: PHONE });
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(url('/gallery'));
    await waitForCards(page, 20);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
    const [a, b] = await Promise.all([0, 1].map((i) => cards(page).nth(i).boundingBox()));
    assert.ok(b.y > a.y + a.height - 1, 'cards stack in one column');
    await screenshot(page, 'phone-gallery');
    await pager(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-gallery-pager');

    await cards(page).first().locator('.gallery-card__open').click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('button', { name: 'Next photo' }).waitFor({ timeout: TIMEOUT });
    const box = await viewer.locator('.gallery-viewer__frame').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `viewer fits the phone (${JSON.stringify(box)})`);
    await screenshot(page, 'phone-gallery-viewer');
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('dialog', { name: /^Photo 2 of / }).waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test("'Failed to load gallery' when the list cannot be loaded; Try Again recovers", async () => {
    const { context, page, errors } = await openPage(env);
    const consoleErrors = collectConsoleErrors(page);
    // A page load of /gallery arrives with the list the shell server read: moving within the site reads it here.
    await page.goto(url('/'));
    await livePage(page, TIMEOUT);
    const isGalleryList = (address) => address.pathname === '/api/gallery';
    await page.route(isGalleryList, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable' }) }),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true }).click();
    await page.waitForURL(url('/gallery'));
    await page.getByRole('alert').filter({ hasText: 'Failed to load gallery' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await cards(page).count(), 0);
    await screenshot(page, 'desktop-gallery-failed');

    await page.unroute(isGalleryList);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await waitForCards(page, 20);
    assert.equal(await page.getByText('Failed to load gallery').count(), 0);
    assert.deepEqual(errors, []);
    // The browser reports the refused request itself; nothing else may be logged.
    assert.deepEqual(consoleErrors.filter((line) => !line.includes('status of 503')), []);
    await context.close();
  });

  test('a customer sees no Delete button', async () => {
    const token = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const { context, page, errors } = await openPage(env, { token });
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(url('/gallery'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).waitFor({ timeout: TIMEOUT });
    await waitForCards(page, 20);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('button', { name: /^Delete/ }).count(), 0);
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('an admin deletes a photo after confirming, and it disappears', async () => {
    const before = await galleryTotal();
    const token = await tokenFor(env, ADMIN.email, ADMIN.password);
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      const { context, page, errors } = await openPage(env, { token, viewport });
      const consoleErrors = collectConsoleErrors(page);
      await page.goto(url('/gallery'));
      await waitForCards(page, 20);
      const deleteButtons = page.getByRole('button', { name: /^Delete / });
      await deleteButtons.first().waitFor({ timeout: TIMEOUT });
      assert.equal(await deleteButtons.count(), 20, 'a Delete button on each card');
      await screenshot(page, `${size}-gallery-admin`);

      const victim = await cards(page).first().locator('.gallery-card__description').textContent();
      await cards(page).first().getByRole('button', { name: /^Delete / }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
      await confirm.waitFor({ timeout: TIMEOUT });
      await screenshot(page, `${size}-gallery-delete-confirm`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await confirm.waitFor({ state: 'hidden', timeout: TIMEOUT });
      await page.waitForFunction(
        (text) => ![...document.querySelectorAll('.gallery-card__description')].some((p) => p.textContent === text),
        victim,
        { timeout: TIMEOUT },
      );
      // The page refilled from the next one, and the photo is gone for everyone.
      await waitForCards(page, 20);
      await page.reload();
      await waitForCards(page, 20);
      assert.ok(!(await descriptions(page)).includes(victim), 'still gone after a reload');
      assert.deepEqual(errors, []);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    }
    assert.equal(await galleryTotal(), before - 2);
  });
});

// Browser journey for the product page's availability calendar: a booking made through
// the API for a product with one unit shows as 0 free on exactly the days it holds, 1 on the other
// days of the next 60, on a desktop and on a 390px phone.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fromToday as day } from '@rental/money-days/days';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { apiJson, DESKTOP, PHONE, browserUnavailableReason, openPage, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const TIMEOUT = 20_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The day of the month of a 'YYYY-MM-DD' day, as the calendar prints it. */
const dayOfMonth = (date) => String(Number(date.slice(8, 10)));
/** The calendar's name for a day (today plus n on this machine's clock, the browser's): '1 December: 0 of 1 free'. */
const dayName = (n, free, stock) => {
  const date = day(n);
  return `${dayOfMonth(date)} ${MONTHS[Number(date.slice(5, 7)) - 1]}: ${free} of ${stock} free`;
};

describe('availability calendar', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const apiCall = (path, options) => apiJson(env, path, options);

  before(async () => {
    env = await startE2E();
  });

  after(async () => {
    await env?.stop();
  });

  test('a booking for the only unit shows 0 free on the days it holds and 1 on the rest, desktop and phone', async () => {
    const list = await apiCall('/api/products?limit=100');
    const product = (Array.isArray(list) ? list : list.data).find((p) => p.availability && p.stock === 1);
    assert.ok(product, 'the demo data has an available product with one unit');

    // Days 3 to 6 from today: the booking holds days 3, 4 and 5 (the end date is the return day).
    const held = [3, 4, 5];
    const token = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    await apiCall('/api/orders', {
      token,
      body: { orderedItems: [{ key: product.key, qty: 1 }], days: 3, startingDate: day(3), endingDate: day(6) },
    });

    for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      const { context, page, errors } = await openPage(env, { viewport });
      await page.goto(url(`/product/${encodeURIComponent(product.key)}`));
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: TIMEOUT });
      await page.getByText('1 unit in stock', { exact: true }).waitFor();
      const calendar = page.getByRole('region', { name: 'Free units in the next 60 days' });
      await calendar.getByRole('cell', { name: dayName(0, 1, 1) }).waitFor({ timeout: TIMEOUT });

      for (const n of held) assert.equal(await calendar.getByRole('cell', { name: dayName(n, 0, 1), exact: true }).count(), 1, `day ${n} shows 0 free`);
      for (const n of [0, 1, 2, 6, 7, 59]) assert.equal(await calendar.getByRole('cell', { name: dayName(n, 1, 1), exact: true }).count(), 1, `day ${n} shows 1 free`);
      assert.equal(await calendar.getByRole('cell', { name: / 0 of 1 free$/ }).count(), held.length, 'only the held days are booked out');
      assert.equal(await calendar.getByRole('cell', { name: / 1 of 1 free$/ }).count(), 60 - held.length, 'the other days of the 60 have the unit free');
      assert.equal(await calendar.getByRole('cell', { name: dayName(60, 1, 1), exact: true }).count(), 0, 'the 61st day is not counted');

      // The booked-out days are struck through, not only coloured.
      const booked = calendar.getByRole('cell', { name: dayName(held[0], 0, 1), exact: true });
      assert.equal(await booked.locator('.cat-avail__date').evaluate((el) => getComputedStyle(el).textDecorationLine), 'line-through');
      assert.equal(await booked.locator('.cat-avail__date').innerText(), dayOfMonth(day(held[0])));
      assert.equal(await booked.locator('.cat-avail__free').innerText(), '0');

      // Nothing sticks out sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px at ${viewport.width}px`);

      // The calendar's heading just below the fixed navigation bar.
      await page.evaluate(() => window.scrollTo(0, document.querySelector('.cat-avail').getBoundingClientRect().top + window.scrollY - 72));
      await screenshot(page, `${label}-product-availability`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});

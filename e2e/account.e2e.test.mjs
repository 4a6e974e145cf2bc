// Sessions as a customer uses them: signed in on a laptop and a phone, the laptop's account page
// lists both devices and signs the phone out; the phone's next page is a visitor's, and logging out
// on the laptop ends that session on the server too (its token is refused at once).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, apiCall, browserUnavailableReason, openPage, screenshot, startE2E } from './support.mjs';

const skip = browserUnavailableReason();
const TIMEOUT = 20_000;

describe('account: signed-in devices', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const customer = DEMO_LOGINS.find((login) => login.role === 'customer');

  before(async () => {
    env = await startE2E();
  });

  after(async () => {
    await env?.stop();
  });

  async function signIn(viewport) {
    const opened = await openPage(env, { viewport });
    const { page } = opened;
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/'), { timeout: TIMEOUT });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    assert.ok(token, 'signed in');
    return { ...opened, token };
  }

  test('the laptop lists both devices and signs the phone out; logging out ends the laptop session on the server', async () => {
    const phone = await signIn(PHONE);
    const laptop = await signIn(DESKTOP);

    await laptop.page.getByRole('link', { name: 'Account' }).click();
    await laptop.page.getByRole('heading', { name: 'My account' }).waitFor({ timeout: TIMEOUT });
    const devices = laptop.page.locator('.ant-list-item');
    await devices.nth(1).waitFor({ timeout: TIMEOUT });
    assert.equal(await devices.count(), 2);
    assert.equal(await laptop.page.getByText('This device').count(), 1);
    await screenshot(laptop.page, 'desktop-account-devices');

    await laptop.page.getByRole('button', { name: 'Sign out of other devices' }).click();
    await laptop.page.getByText('1 other device signed out').waitFor({ timeout: TIMEOUT });
    assert.equal((await apiCall(env, '/api/users/', { token: phone.token })).status, 401);

    // The phone's next page: its token is refused, the browser forgets it, the visitor sees Login.
    await phone.page.goto(url('/items'));
    await phone.page.waitForFunction(() => localStorage.getItem('token') === null, null, { timeout: TIMEOUT });
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Login' }).waitFor({ timeout: TIMEOUT });

    await laptop.page.getByRole('button', { name: 'Logout' }).first().click();
    await laptop.page.waitForFunction(() => localStorage.getItem('token') === null, null, { timeout: TIMEOUT });
    for (let tries = 0; tries < 20 && (await apiCall(env, '/api/users/', { token: laptop.token })).status !== 401; tries++) await laptop.page.waitForTimeout(100);
    assert.equal((await apiCall(env, '/api/users/', { token: laptop.token })).status, 401, 'the laptop token no longer works anywhere');
    await phone.context.close();
    await laptop.context.close();
  });

  test('on a phone the account page reads in one column', async () => {
    const phone = await signIn(PHONE);
    await phone.page.goto(url('/account'));
    await phone.page.getByText('This device').waitFor({ timeout: TIMEOUT });
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `nothing wider than the screen (${overflow}px over)`);
    await screenshot(phone.page, 'phone-account-devices');
    await phone.context.close();
  });
});

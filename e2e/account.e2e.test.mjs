// Sessions as a customer uses them: signed in on a laptop and a phone, the laptop's account page
// lists both devices and signs the phone out; the phone's next page is a visitor's, and logging out
// on the laptop ends that session on the server too (its token is refused at once).
// Then the account's life cycle: forgot password through the link of the .eml the
// outbox wrote, the verification link, editing the profile and downloading my data.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, apiCall, apiJson, browserUnavailableReason, openPage, screenshot, startE2E } from './support.mjs';

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

  /** The path and query of the newest `path` link in a mail of `kind` to `recipient`, once the outbox has written it (ticks every 10 s). */
  async function linkFromOutbox(recipient, kind, path) {
    const dir = join(env.site.dataDir, 'outbox');
    const deadline = Date.now() + 40_000;
    for (;;) {
      const mails = existsSync(dir)
        ? readdirSync(dir)
            .filter((name) => name.endsWith(`-${kind}.eml`))
            .sort()
            .map((name) => readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
            .filter((mail) => mail.includes(`To: ${recipient}`))
        : [];
      const match = mails.length ? new RegExp(`https?://[^/\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(mails[mails.length - 1]) : null;
      if (match) return match[1];
      assert.ok(Date.now() < deadline, `no ${kind} mail to ${recipient} in the outbox`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const register = (email, password) => apiJson(env, '/api/users', { body: { email, password, firstName: 'Rita', lastName: 'Recovery', address: '4 Lake Road, Kandy', phone: '0771234567' } });

  test('forgot password: the link of the e-mail sets a new password once; the old one no longer signs in', async () => {
    const email = 'rita.forgets@example.com';
    await register(email, 'first-pass-1');
    const { context, page } = await openPage(env, { viewport: DESKTOP });
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-login-forgot-link');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(url('/forgot-password'), { timeout: TIMEOUT });
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('If an account uses this address').waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-forgot-password-sent');

    const link = await linkFromOutbox(email, 'password-reset', '/reset-password');
    await page.goto(url(link));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor({ timeout: TIMEOUT });
    assert.equal(new URL(page.url()).search, '', 'the token leaves the address bar');
    await screenshot(page, 'desktop-reset-password');
    await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await page.getByLabel('Confirm new password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password was changed').waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-reset-password-done');

    // The same link again: refused.
    await page.goto(url(link));
    await page.getByLabel('New password', { exact: true }).fill('third-pass-3');
    await page.getByLabel('Confirm new password').fill('third-pass-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This link is no longer valid').waitFor({ timeout: TIMEOUT });

    assert.equal((await apiCall(env, '/api/users/login', { method: 'POST', body: { email, password: 'first-pass-1' } })).status, 401);
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/'), { timeout: TIMEOUT });
    await context.close();
  });

  test('the forgot-password and reset pages fit a phone', async () => {
    const { context, page } = await openPage(env, { viewport: PHONE });
    await page.goto(url('/forgot-password'));
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'phone-forgot-password');
    await page.goto(url('/reset-password?token=not-a-real-one'));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor({ timeout: TIMEOUT });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `nothing wider than the screen (${overflow}px over)`);
    await screenshot(page, 'phone-reset-password');
    await context.close();
  });

  test('my account: confirm the address, edit the profile and download my data', async () => {
    const email = 'rita.profile@example.com';
    const { token } = await register(email, 'profile-pass-1');
    for (const [viewport, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']]) {
      const { context, page } = await openPage(env, { viewport, token });
      await page.goto(url('/account'));
      await page.getByText('Please confirm your e-mail address').waitFor({ timeout: TIMEOUT });
      await screenshot(page, `${name}-account-unverified`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `nothing wider than the screen (${overflow}px over)`);
      await context.close();
    }

    const { context, page } = await openPage(env, { viewport: DESKTOP, token });
    const verify = await linkFromOutbox(email, 'verify-email', '/verify-email');
    await page.goto(url(verify));
    await page.getByText('Thank you: your e-mail address is confirmed.').waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-verify-email');
    await page.getByRole('button', { name: 'Go to my account' }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByText('Please confirm your e-mail address').count(), 0, 'confirmed: no warning');

    await page.getByLabel('Phone', { exact: true }).fill('0719876543');
    await page.getByLabel('Address', { exact: true }).fill('9 Temple Street, Kandy');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile is saved.').waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-account-profile');

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), page.getByRole('button', { name: 'Download my data' }).click()]);
    assert.equal(download.suggestedFilename(), 'my-data.json');
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    assert.equal(data.profile.email, email);
    assert.equal(data.profile.phone, '0719876543');
    assert.equal(data.profile.address, '9 Temple Street, Kandy');
    assert.ok(Array.isArray(data.orders) && Array.isArray(data.sessions) && data.sessions.length >= 1, 'orders and sessions listed');

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByRole('button', { name: 'Delete my account for good' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-account-delete');
    await context.close();
  });
});

// Two-step sign-in as an admin meets it: on /account the admin sets up an authenticator from the
// shown key (the code computed here from that key, as the phone would), saves the recovery codes,
// and from then on signs in with the password and a code; on a phone with a recovery code. The
// admin's users list shows who has it on, with "Reset second factor…" and "End sessions…".
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generateSync } from 'otplib';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, apiCall, browserUnavailableReason, livePage, openPage, screenshot, startE2E } from './support.mjs';

const skip = browserUnavailableReason();
const TIMEOUT = 20_000;
/** The authenticator app's code for `secret`, `steps` periods (30 s) from now. */
const codeOf = (secret, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('two-step sign-in for an admin', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const admin = DEMO_LOGINS.find((login) => login.role === 'admin');
  let secret = '';
  let recoveryCodes = [];

  before(async () => {
    env = await startE2E();
  });

  after(async () => {
    await env?.stop();
  });

  async function passwordStep(viewport) {
    const opened = await openPage(env, { viewport });
    await opened.page.goto(url('/login'));
    await opened.page.getByLabel('Email').fill(admin.email);
    await opened.page.getByLabel('Password').fill(admin.password);
    await opened.page.getByRole('button', { name: 'Login' }).click();
    return opened;
  }

  test('sets up an authenticator on /account from the shown key, and the recovery codes are shown once', async () => {
    const { page } = await passwordStep(DESKTOP);
    await page.waitForURL(url('/admin/'), { timeout: TIMEOUT });
    await page.goto(url('/account'));
    await livePage(page);
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Two-step sign-in' }) });
    await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await card.getByRole('img', { name: 'QR code to add this account to an authenticator app' }).waitFor({ timeout: TIMEOUT });
    secret = (await card.getByTestId('authenticator-secret').innerText()).replace(/\s/g, '');
    assert.match(secret, /^[A-Z2-7]{16,}$/);
    await screenshot(page, 'desktop-account-two-factor-setup');

    await card.getByLabel('Code from the app').fill(codeOf(secret));
    await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor({ timeout: TIMEOUT });
    recoveryCodes = (await list.locator('li').allInnerTexts()).map((text) => text.trim());
    assert.equal(recoveryCodes.length, 10);
    await screenshot(page, 'desktop-account-recovery-codes');
    await page.getByRole('button', { name: 'I saved them' }).click();
    await card.getByText('10 recovery codes left.', { exact: false }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-account-two-factor-on');
    await page.context().close();
  });

  test('signs in with the password and then a code computed from that key', async () => {
    const { page, context } = await passwordStep(DESKTOP);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null, 'no token before the second step');
    await screenshot(page, 'desktop-login-second-factor');
    // The next period's code: the current one turned the set-up on, and a code is good once.
    await page.getByLabel('Authentication code').fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(url('/admin/'), { timeout: TIMEOUT });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    assert.equal((await apiCall(env, '/api/users/', { token })).status, 200);

    await page.goto(url('/admin/users'));
    await page.getByRole('columnheader', { name: 'Two-step' }).waitFor({ timeout: TIMEOUT });
    await page.getByRole('button', { name: 'End sessions… customer@example.com' }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-admin-users-two-factor');
    await page.getByRole('button', { name: 'End sessions… customer@example.com' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End sessions' }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-admin-users-end-sessions');
    await context.close();
  });

  test('on a phone: a wrong code is refused with a clear message, a recovery code signs in', async () => {
    const { page, context } = await passwordStep(PHONE);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'phone-login-second-factor');
    const nearby = new Set([codeOf(secret, -1), codeOf(secret), codeOf(secret, 1)]);
    await page.getByLabel('Authentication code').fill(['111111', '222222', '333333'].find((code) => !nearby.has(code)));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByText('That code is not right', { exact: false }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'phone-login-second-factor-wrong');
    await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(url('/admin/'), { timeout: TIMEOUT });

    await page.goto(url('/account'));
    await livePage(page);
    await page.getByText('9 recovery codes left.', { exact: false }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'phone-account-two-factor-on');
    await page.goto(url('/admin/users'));
    // On a phone each account is a card: the column's title is the cell's label, not a header.
    await page.locator('td[data-label="Two-step"]').first().waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'phone-admin-users-two-factor');
    await context.close();
  });

  test('makes new recovery codes with the password (the old ones stop working), then turns two-step sign-in off with a code', async () => {
    const { page, context } = await passwordStep(DESKTOP);
    await page.getByLabel('Authentication code').fill(recoveryCodes[1]);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(url('/admin/'), { timeout: TIMEOUT });
    await page.goto(url('/account'));
    await livePage(page);
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Two-step sign-in' }) });
    await card.getByRole('button', { name: 'New recovery codes' }).click();
    await card.getByLabel('Your password, or a code from your authenticator app').fill(admin.password);
    await screenshot(page, 'desktop-account-new-recovery-codes');
    await card.getByRole('button', { name: 'Make new recovery codes' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor({ timeout: TIMEOUT });
    const fresh = (await list.locator('li').allInnerTexts()).map((text) => text.trim());
    assert.equal(fresh.length, 10);
    assert.equal(fresh.filter((code) => recoveryCodes.includes(code)).length, 0);
    await page.getByRole('button', { name: 'I saved them' }).click();
    await card.getByText('10 recovery codes left.', { exact: false }).waitFor({ timeout: TIMEOUT });

    await card.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await card.getByLabel('A code from your authenticator app (or a recovery code)').fill(recoveryCodes[2]);
    await card.getByRole('button', { name: 'Turn off', exact: true }).click();
    await card.getByText('That code is not right', { exact: false }).waitFor({ timeout: TIMEOUT });
    await card.getByLabel('A code from your authenticator app (or a recovery code)').fill(fresh[0]);
    await screenshot(page, 'desktop-account-turn-off-two-step');
    // Enter submits the form, as a person typing a code does.
    await card.getByLabel('A code from your authenticator app (or a recovery code)').press('Enter');
    await card.getByRole('button', { name: 'Set up two-step sign-in' }).waitFor({ timeout: TIMEOUT });
    await context.close();

    // The password alone signs in now; on a phone the card offers the set-up again.
    const phone = await passwordStep(PHONE);
    await phone.page.waitForURL(url('/admin/'), { timeout: TIMEOUT });
    await phone.page.goto(url('/account'));
    await livePage(phone.page);
    await phone.page.getByRole('button', { name: 'Set up two-step sign-in' }).waitFor({ timeout: TIMEOUT });
    await screenshot(phone.page, 'phone-account-two-factor-off');
    await phone.context.close();
  });
});

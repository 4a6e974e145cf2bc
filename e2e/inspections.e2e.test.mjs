// Browser journey for recurring inspections: an admin sets a check on an item; a member
// of staff finds its unit on "Inspections due" and marks it passed with a note; the unit's view on
// the Scan screen shows the inspection in its history. Desktop and phone, with axe.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, apiCall as apiCallOf, browserUnavailableReason, screenshot, startE2E, tokenFor, watchedPage, axeViolations } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const TIMEOUT = 20_000;
const RUN = Date.now().toString(36).toUpperCase();

describe('inspections', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let adminToken;
  let staffToken;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const api = async (path, { method = 'GET', body, token = adminToken, expect = [200, 201] } = {}) => {
    const answer = await apiCallOf(env, path, { method, body, token });
    assert.ok(expect.includes(answer.status), `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  before(async () => {
    env = await startE2E();
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
    const email = `inspector-${RUN.toLowerCase()}@example.com`;
    await api('/api/users', { method: 'POST', token: undefined, body: { email, password: 'inspector-pass-1', firstName: 'Ina', lastName: 'Inspector', address: '1 Galle Rd', phone: '0771234567' } });
    await api(`/api/users/role/${email}`, { method: 'PUT', body: { role: 'staff' } });
    staffToken = await tokenFor(env, email, 'inspector-pass-1');
  });

  after(async () => {
    await env?.stop();
  });

  test('an admin sets a check on an item; staff mark its unit passed and the unit shows it', async () => {
    const key = `E2E-AMP-${RUN}`;
    await api('/api/products', { method: 'POST', body: { key, name: `Power Amp ${RUN}`, price: 2000, category: 'audio', priceCategory: 'standard', dimensions: '48 x 30 x 9 cm', description: 'An amp for the inspections journey', image: [], availability: true, stock: 1 } });
    const [unit] = (await api(`/api/products/${key}/units`, { method: 'POST', body: { count: 1 } })).units;

    // The admin adds the check on the item's form.
    const adminView = await watchedPage(env, { token: adminToken });
    await adminView.page.goto(url(`/admin/items/edit?key=${encodeURIComponent(key)}`));
    const section = adminView.page.getByRole('region', { name: 'Inspections' });
    await section.getByLabel('Check name').fill('Electrical safety test', { timeout: TIMEOUT });
    await section.getByLabel('Every N days').fill('365');
    await section.getByRole('button', { name: 'Add check' }).click();
    await section.getByText('every 365 days').waitFor({ timeout: TIMEOUT });
    assert.deepEqual((await api(`/api/products/${key}/inspections`)).rules.map((rule) => [rule.name, rule.everyDays, rule.afterRentals]), [['Electrical safety test', 365, null]]);
    await screenshot(adminView.page, 'desktop-admin-item-inspections');
    assert.deepEqual(adminView.errors, []);
    assert.deepEqual(adminView.consoleErrors, []);
    await adminView.context.close();

    // Staff: the unit is overdue (never inspected); they pass it with a note.
    const staff = await watchedPage(env, { token: staffToken, viewport: DESKTOP });
    await staff.page.goto(url('/admin/inspections'));
    await staff.page.getByRole('heading', { name: 'Inspections due', level: 1 }).waitFor({ timeout: TIMEOUT });
    const row = staff.page.getByRole('row').filter({ hasText: unit.tag });
    await row.getByText('Overdue').waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await axeViolations(staff.page), []);
    await screenshot(staff.page, 'desktop-staff-inspections-due');
    await row.getByLabel(`Note for ${unit.tag}`).fill('PAT 0.2 MΩ, leads checked');
    await row.getByRole('button', { name: 'Passed' }).click();
    await staff.page.getByText(`${unit.tag} passed`).first().waitFor({ timeout: TIMEOUT });
    await staff.page.getByRole('row').filter({ hasText: unit.tag }).waitFor({ state: 'detached', timeout: TIMEOUT });
    const recorded = await api(`/api/units/${unit.tag}/inspections`, { token: staffToken });
    assert.deepEqual(
      recorded.history.map((row) => [row.ruleName, row.result, row.note]),
      [['Electrical safety test', 'passed', 'PAT 0.2 MΩ, leads checked']],
    );
    assert.equal(recorded.checks[0].state, 'ok');

    // The unit's view (Scan) shows where it stands and the inspection in its history.
    await staff.page.goto(url('/admin/scan'));
    await staff.page.getByPlaceholder('Scan or type a tag, then Enter').fill(unit.tag, { timeout: TIMEOUT });
    await staff.page.keyboard.press('Enter');
    const inspections = staff.page.getByRole('region', { name: `Inspections of ${unit.tag}` });
    await inspections.getByText('Up to date').waitFor({ timeout: TIMEOUT });
    await inspections.getByText(/Electrical safety test passed · PAT 0\.2 MΩ, leads checked/).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await axeViolations(staff.page), []);
    await screenshot(staff.page, 'desktop-staff-unit-inspections');
    assert.deepEqual(staff.errors, []);
    assert.deepEqual(staff.consoleErrors, []);
    await staff.context.close();
  });

  test('on a phone the due list is cards and passes axe', async () => {
    const key = `E2E-LAMP-${RUN}`;
    await api('/api/products', { method: 'POST', body: { key, name: `Moving Head ${RUN}`, price: 3000, category: 'lights', priceCategory: 'standard', dimensions: '40 x 30 x 50 cm', description: 'A light for the inspections journey', image: [], availability: true, stock: 1 } });
    const [unit] = (await api(`/api/products/${key}/units`, { method: 'POST', body: { count: 1 } })).units;
    await api(`/api/products/${key}/inspections`, { method: 'POST', body: { name: 'Lamp hours check', afterRentals: 10 } });
    const phone = await watchedPage(env, { token: staffToken, viewport: PHONE });
    await phone.page.goto(url('/admin/inspections'));
    await phone.page.getByRole('heading', { name: 'Inspections due', level: 1 }).waitFor({ timeout: TIMEOUT });
    await phone.page.getByText(unit.tag).first().waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await axeViolations(phone.page), []);
    await screenshot(phone.page, 'phone-staff-inspections-due');
    assert.deepEqual(phone.errors, []);
    assert.deepEqual(phone.consoleErrors, []);
    await phone.context.close();
  });

  test('staff make a calendar address on the Calendar screen, and it serves their feed', async () => {
    const staff = await watchedPage(env, { token: staffToken, viewport: DESKTOP });
    await staff.page.goto(url('/admin/calendar'));
    await staff.page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor({ timeout: TIMEOUT });
    await staff.page.getByRole('button', { name: 'Make an address' }).click({ timeout: TIMEOUT });
    const field = staff.page.getByLabel('Calendar address: My pick-ups and returns');
    await field.waitFor({ timeout: TIMEOUT });
    const address = await field.inputValue();
    assert.match(address, /\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetch(`${env.site.urls.api}${new URL(address).pathname}`);
    assert.equal(feed.status, 200);
    assert.match(await feed.text(), /^BEGIN:VCALENDAR/);
    assert.deepEqual(await axeViolations(staff.page), []);
    await screenshot(staff.page, 'desktop-staff-calendar');
    assert.deepEqual(staff.errors, []);
    assert.deepEqual(staff.consoleErrors, []);
    await staff.context.close();
  });
});

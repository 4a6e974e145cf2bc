// Browser journey of the staff role: an admin grants it on the users page; the staff
// member signs in, gets the admin remote with only the order work, approves, hands out and takes
// back a booking, and cannot open Users (no nav entry; its address refuses them, and so does the API).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { addDays, utcToday } from '@rental/money-days/days';
import { DESKTOP, PHONE, apiCall as apiCallOf, rupees, browserUnavailableReason, screenshot, startE2E, toastShown as toast, tokenFor, watchedPage } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const TIMEOUT = 20_000;
const RUN = Date.now().toString(36);
const STAFF = { email: `staff-${RUN}@example.com`, password: 'staff-pass-1' };
const day = (n) => addDays(utcToday(), n);

describe('staff', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let adminToken;
  const url = (path) => `${env.site.urls.shell}${path}`;

  const apiCall = (path, options) => apiCallOf(env, path, options);

  /** A page with its console watched: no errors allowed but the API's refusals this journey provokes on purpose. */
  const pageAs = (token, viewport = DESKTOP) => watchedPage(env, { viewport, token });

  const heading = (page, name) => page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: TIMEOUT });

  before(async () => {
    env = await startE2E();
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
    const registered = await apiCall('/api/users', { method: 'POST', body: { ...STAFF, firstName: 'Sam', lastName: 'Staff', address: '1 Counter Rd', phone: '0771234567' } });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
  });

  after(async () => {
    await env?.stop();
  });

  test('an admin grants the staff role on the users page', async () => {
    const { context, page, errors, consoleErrors } = await pageAs(adminToken);
    await page.goto(url(`/admin/users?q=${encodeURIComponent(STAFF.email)}`));
    await heading(page, 'Users');
    const role = page.getByRole('combobox', { name: `Role of ${STAFF.email}` });
    await role.selectOption('staff', { timeout: TIMEOUT });
    // It asks first and says what staff can do.
    const ask = page.getByRole('dialog', { name: `Make ${STAFF.email} staff?` });
    await ask.getByText(/^Staff run the counter/).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-admin-users-role-confirm');
    await ask.getByRole('button', { name: 'Make staff' }).click();
    await toast(page, `${STAFF.email} is now staff`);
    await screenshot(page, 'desktop-admin-users-role');
    const me = await apiCall('/api/users/', { token: await tokenFor(env, STAFF.email, STAFF.password) });
    assert.equal(me.body.role, 'staff');
    // The change is in the audit trail, by the admin.
    const audit = await apiCall(`/api/admin/audit?entityType=user&entityId=${encodeURIComponent(STAFF.email)}`, { token: adminToken });
    // A promotion marks the address verified (the admin vouches for it), and the trail says so.
    assert.deepEqual(audit.body.data.map((e) => [e.action, e.actor, e.after]), [['role changed', ADMIN.email, { role: 'staff', emailVerified: true }]]);
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('staff sign in to the order work: approve, pick up and return a booking; no Users, no revenue', async () => {
    const customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const products = (await apiCall('/api/products')).body;
    const [product] = (Array.isArray(products) ? products : products.data).filter((p) => p.availability && p.stock > 0);
    const booked = await apiCall('/api/orders', { method: 'POST', token: customerToken, body: { orderedItems: [{ key: product.key, qty: 1 }], days: 1, startingDate: day(20), endingDate: day(21) } });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const { orderId } = booked.body.order;

    // Signs in through the login page: staff land in the admin area, like admins.
    const { context, page, errors, consoleErrors } = await pageAs(undefined);
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/admin/'));
    await heading(page, 'Staff dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: 'Orders' }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await sidebar.getByRole('listitem').allTextContents(), ['Dashboard', 'Orders', 'Scan', 'Inspections', 'Calendar', 'Back to Site', 'Logout']);
    assert.equal(await page.getByText(/revenue/i).count(), 0, 'no revenue for staff');
    await page.getByRole('list', { name: 'Orders waiting for approval' }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-staff-dashboard');

    await page.goto(url(`/admin/orders?order=${orderId}`));
    const dialog = page.getByRole('dialog', { name: `Order ${orderId}` });
    await dialog.getByText(CUSTOMER.email).waitFor({ timeout: TIMEOUT });
    assert.equal(await dialog.getByRole('region', { name: 'History' }).count(), 0, 'the audit trail is the admin’s');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast(page, `Order ${orderId} is now approved`);
    await page.getByRole('button', { name: `Open order ${orderId}` }).click({ timeout: TIMEOUT });
    const reopened = page.getByRole('dialog', { name: `Order ${orderId}` });
    // Booked for 20 days from now: handing it out today is early, and the dialog asks first.
    await reopened.getByRole('button', { name: 'Mark picked up' }).click({ timeout: TIMEOUT });
    const early = page.getByRole('dialog', { name: 'Hand out early?' });
    await early.getByText(/20 days before it starts/).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-staff-early-pickup');
    await early.getByRole('button', { name: 'Hand out now, 20 days early' }).click();
    await toast(page, `Order ${orderId} picked up`);
    // Out now: the status says so, and the decisions are gone.
    await reopened.locator('.admin-tag', { hasText: /^Out$/ }).waitFor({ timeout: TIMEOUT });
    assert.equal(await reopened.getByRole('button', { name: 'Approve' }).count(), 0);
    assert.equal(await reopened.getByRole('button', { name: 'Reject' }).count(), 0);
    await screenshot(page, 'desktop-staff-order-out');
    await reopened.getByRole('button', { name: 'Record return…' }).click({ timeout: TIMEOUT });
    const returning = page.getByRole('dialog', { name: `Return of ${orderId}` });
    const confirm = returning.getByRole('button', { name: 'Confirm return' });
    await confirm.waitFor({ timeout: TIMEOUT });
    assert.equal(await confirm.isDisabled(), true, 'nothing checked yet');
    for (const box of await returning.getByRole('checkbox').all()) await box.check();
    await screenshot(page, 'desktop-staff-return-checklist');
    await confirm.click();
    await toast(page, `Order ${orderId} returned`);
    await reopened.locator('.admin-tag', { hasText: /^Returned$/ }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-staff-order-returned');
    await page.keyboard.press('Escape');
    // The list shows the stage, and its filter finds the order by it.
    await page.goto(url('/admin/orders?stage=Returned'));
    const row = page.getByRole('row').filter({ hasText: orderId });
    await row.locator('.admin-tag', { hasText: /^Returned$/ }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'Returned');
    await screenshot(page, 'desktop-staff-orders-returned');
    const saved = (await apiCall(`/api/admin/orders?q=${orderId}`, { token: adminToken })).body.data[0];
    assert.equal(saved.status, 'approved');
    assert.ok(saved.pickedUpAt && saved.returnedAt, JSON.stringify(saved));
    const history = (await apiCall(`/api/admin/audit?entityType=order&entityId=${orderId}`, { token: adminToken })).body.data;
    assert.deepEqual(history.map((e) => [e.action, e.actor]), [['returned', STAFF.email], ['picked up', STAFF.email], ['approved', STAFF.email], ['created', CUSTOMER.email]]);

    // Users: no entry in the sidebar, and its address refuses them; so does the API.
    await page.goto(url('/admin/users'));
    await page.getByText('Admins only', { exact: true }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByRole('heading', { name: 'Users', exact: true }).count(), 0);
    await screenshot(page, 'desktop-staff-users-refused');
    const staffToken = await tokenFor(env, STAFF.email, STAFF.password);
    assert.equal((await apiCall('/api/admin/users', { token: staffToken })).status, 403);
    assert.equal((await apiCall('/api/admin/stats', { token: staffToken })).status, 403);
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test("admins see the staff member's changes in the order's History and on the Audit page, filtered by the URL", async () => {
    const history = (await apiCall(`/api/admin/audit?actor=${encodeURIComponent(STAFF.email)}&entityType=order`, { token: adminToken })).body.data;
    assert.ok(history.length >= 3, 'the previous test recorded the staff member’s order work');
    const orderId = history[0].entityId;
    const { context, page, errors, consoleErrors } = await pageAs(adminToken);
    await page.goto(url(`/admin/orders?order=${orderId}`));
    const dialog = page.getByRole('dialog', { name: `Order ${orderId}` });
    const section = dialog.getByRole('region', { name: 'History' });
    await section.getByText('Picked up', { exact: true }).first().waitFor({ timeout: TIMEOUT });
    await section.getByText(`by ${STAFF.email}`, { exact: false }).first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-admin-order-history');
    await page.keyboard.press('Escape');

    await page.goto(url(`/admin/audit?actor=${encodeURIComponent(STAFF.email)}`));
    await heading(page, 'Audit');
    await page.getByRole('row').filter({ hasText: `order ${orderId}` }).first().waitFor({ timeout: TIMEOUT });
    const rows = page.locator('.admin-table tbody tr.admin-table__row');
    assert.equal(await rows.count(), history.length);
    assert.equal(await page.getByRole('searchbox', { name: 'Changed by' }).inputValue(), STAFF.email);
    await screenshot(page, 'desktop-admin-audit');
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();

    const phone = await pageAs(adminToken, PHONE);
    await phone.page.goto(url('/admin/audit?entityType=order'));
    await heading(phone.page, 'Audit');
    await phone.page.locator('.admin-table tbody tr.admin-table__row').first().waitFor({ timeout: TIMEOUT });
    await screenshot(phone.page, 'phone-admin-audit');
    await phone.context.close();
  });

  test('on a phone the orders list shows the stage and the dialog only what it allows', async () => {
    const staffToken = await tokenFor(env, STAFF.email, STAFF.password);
    const customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const products = (await apiCall('/api/products')).body;
    const [product] = (Array.isArray(products) ? products : products.data).filter((p) => p.availability && p.stock > 0);
    const booked = await apiCall('/api/orders', { method: 'POST', token: customerToken, body: { orderedItems: [{ key: product.key, qty: 1 }], startingDate: day(0), endingDate: day(2) } });
    const { orderId } = booked.body.order;
    assert.equal((await apiCall(`/api/orders/status/${orderId}`, { method: 'PUT', token: staffToken, body: { status: 'approved' } })).status, 200);
    assert.equal((await apiCall(`/api/orders/${orderId}/pickup`, { method: 'PUT', token: staffToken })).status, 200, 'from its start day no confirmation is needed');
    const { context, page, errors, consoleErrors } = await pageAs(staffToken, PHONE);
    await page.goto(url('/admin/orders?stage=Out'));
    await page.getByRole('row').filter({ hasText: orderId }).locator('.admin-tag', { hasText: /^Out$/ }).waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'phone-staff-orders-out');
    await page.getByRole('button', { name: `Open order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${orderId}` });
    await dialog.getByRole('button', { name: 'Record return…' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await dialog.getByRole('button', { name: 'Approve' }).count(), 0);
    await screenshot(page, 'phone-staff-order-out');
    await dialog.getByRole('button', { name: 'Record return…' }).click();
    await page.getByRole('dialog', { name: `Return of ${orderId}` }).getByRole('checkbox').first().waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'phone-staff-return-checklist');
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('staff keep notes on an order and waive its late fee with a reason', async () => {
    const staffToken = await tokenFor(env, STAFF.email, STAFF.password);
    const customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const products = (await apiCall('/api/products')).body;
    const [product] = (Array.isArray(products) ? products : products.data).filter((p) => p.availability && p.stock > 0);
    // A same-day rental yesterday, out and back today: one day late.
    const booked = await apiCall('/api/orders', { method: 'POST', token: customerToken, body: { orderedItems: [{ key: product.key, qty: 1 }], startingDate: day(-1), endingDate: day(-1) } });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const { orderId } = booked.body.order;
    assert.equal((await apiCall(`/api/orders/status/${orderId}`, { method: 'PUT', token: staffToken, body: { status: 'approved' } })).status, 200);
    assert.equal((await apiCall(`/api/orders/${orderId}/pickup`, { method: 'PUT', token: staffToken })).status, 200);
    const returned = await apiCall(`/api/orders/${orderId}/return`, { method: 'PUT', token: staffToken, body: {} });
    assert.equal(returned.status, 200, JSON.stringify(returned.body));
    assert.ok(returned.body.order.lateFee > 0, 'a day late');

    const { context, page, errors, consoleErrors } = await pageAs(staffToken);
    await page.goto(url(`/admin/orders?order=${orderId}`));
    const dialog = page.getByRole('dialog', { name: `Order ${orderId}` });
    const notes = dialog.getByRole('region', { name: 'Notes' });
    await notes.getByText('No notes yet.').waitFor({ timeout: TIMEOUT });
    await notes.getByLabel('Add a note').fill('Customer phoned: the van broke down on the way back');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText('Customer phoned: the van broke down on the way back').waitFor({ timeout: TIMEOUT });
    await notes.getByText('Sam Staff', { exact: true }).waitFor({ timeout: TIMEOUT });
    assert.equal(await notes.getByLabel('Add a note').inputValue(), '');

    await dialog.getByRole('button', { name: 'Waive or change late fee…' }).click();
    const form = dialog.getByRole('region', { name: 'Change late fee' });
    await form.getByLabel('New late fee (Rs)').fill('-5');
    await form.getByText('Enter rupees, like 250 or 250.50, not below 0').waitFor({ timeout: TIMEOUT });
    await form.getByLabel('New late fee (Rs)').fill('0');
    assert.equal(await form.getByRole('button', { name: 'Waive late fee' }).isDisabled(), true, 'a reason is required');
    await form.getByLabel('Reason').fill('They phoned ahead; the van broke down');
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-staff-late-fee-waive');
    await form.getByRole('button', { name: 'Waive late fee' }).click();
    await dialog.getByText('Late fee waived because').waitFor({ timeout: TIMEOUT });
    const waived = (await apiCall(`/api/admin/orders?q=${orderId}`, { token: staffToken })).body.data[0];
    assert.equal(waived.lateFee, 0);
    assert.ok(waived.totalAmount < returned.body.order.totalAmount);
    await dialog.getByText(rupees(waived.totalAmount), { exact: true }).first().waitFor({ timeout: TIMEOUT });
    await notes.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-staff-order-notes');
    const history = (await apiCall(`/api/admin/audit?entityType=order&entityId=${orderId}`, { token: adminToken })).body.data;
    assert.deepEqual(history.slice(0, 2).map((e) => [e.action, e.actor]), [['late fee waived', STAFF.email], ['note added', STAFF.email]]);
    assert.equal(history[0].after.lateFeeReason, 'They phoned ahead; the van broke down');
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();

    // An admin reads both in the History, in the screen's words; on a phone the dialog stays readable.
    const phone = await pageAs(adminToken, PHONE);
    await phone.page.goto(url(`/admin/orders?order=${orderId}`));
    const phoneDialog = phone.page.getByRole('dialog', { name: `Order ${orderId}` });
    const section = phoneDialog.getByRole('region', { name: 'History' });
    await section.getByText('Late fee waived', { exact: true }).waitFor({ timeout: TIMEOUT });
    await section.getByText('Note added', { exact: true }).waitFor({ timeout: TIMEOUT });
    await phoneDialog.getByRole('region', { name: 'Notes' }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'phone-admin-order-notes');
    assert.deepEqual(phone.errors, []);
    assert.deepEqual(phone.consoleErrors, []);
    await phone.context.close();
  });

  test('on a phone the staff menu has the order work only', async () => {
    const staffToken = await tokenFor(env, STAFF.email, STAFF.password);
    const { context, page, errors } = await pageAs(staffToken, PHONE);
    await page.goto(url('/admin/'));
    await heading(page, 'Staff dashboard');
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Admin menu' });
    await drawer.getByRole('link', { name: 'Orders' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await drawer.getByRole('link', { name: 'Users' }).count(), 0);
    await screenshot(page, 'phone-staff-menu');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

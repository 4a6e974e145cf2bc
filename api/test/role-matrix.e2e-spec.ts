import type { Test } from 'supertest';
import { EMAILS, type RoleTokens, useTestApp, type TestApp } from './support/test-app.js';

type Caller = 'anonymous' | keyof RoleTokens;
type Outcome = 'ok' | 401 | 403;
/** staff: the order work (orders, pick-ups, returns), open to admins and staff; admin: users, prices, staff management, revenue. */
type Access = 'public' | 'signed-in' | 'staff' | 'admin';

/** What each kind of caller gets from a route of each access level. */
const expected: Record<Access, Record<Caller, Outcome>> = {
  // Public routes ignore a bad or blocked token and respond as to an anonymous visitor.
  public: { anonymous: 'ok', customer: 'ok', staff: 'ok', admin: 'ok', blocked: 'ok', expired: 'ok', forged: 'ok' },
  'signed-in': { anonymous: 401, customer: 'ok', staff: 'ok', admin: 'ok', blocked: 403, expired: 401, forged: 401 },
  staff: { anonymous: 401, customer: 403, staff: 'ok', admin: 'ok', blocked: 403, expired: 401, forged: 401 },
  admin: { anonymous: 401, customer: 403, staff: 403, admin: 'ok', blocked: 403, expired: 401, forged: 401 },
};

let unique = 0;
const nextKey = () => `MATRIX-${Date.now().toString(36)}-${++unique}`;
const productBody = (key: string) => ({
  key,
  name: `Matrix speaker ${key}`,
  price: 1500,
  category: 'audio',
  priceCategory: 'standard',
  dimensions: '40 x 40 x 60 cm',
  description: 'A speaker used by the role matrix',
  stock: 5,
  image: ['https://example.com/speaker.png'],
});
const tomorrow = (days = 1) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Route {
  name: string;
  access: Access;
  /** Builds a valid request; `setup` has already run with the admin token when given. */
  send(t: TestApp, fixture: Record<string, string>): Test;
  setup?(t: TestApp): Promise<Record<string, string>>;
}

const createProduct = async (t: TestApp) => {
  const key = nextKey();
  await t.http.post('/api/products').set(t.auth('admin')).send(productBody(key)).expect((r) => expect(r.status).toBeLessThan(300));
  return { key };
};
/** Once the matrix has published rental terms (GET /api/terms/{version} does), every booking accepts them. */
const acceptanceOf = async (t: TestApp) => {
  const { version } = (await t.http.get('/api/terms').expect(200)).body as { version: number | null };
  return version === null ? {} : { acceptance: { name: 'Matrix Customer', termsVersion: version } };
};
const createOrder = async (t: TestApp) => {
  const { key } = await createProduct(t);
  const res = await t.http
    .post('/api/orders')
    .set(t.auth('customer'))
    .send({ orderedItems: [{ key, qty: 1 }], days: 1, startingDate: tomorrow(1), endingDate: tomorrow(2), ...(await acceptanceOf(t)) });
  expect(res.status).toBeLessThan(300);
  return { orderId: res.body.order.orderId as string };
};
const createApprovedOrder = async (t: TestApp) => {
  const { orderId } = await createOrder(t);
  await t.http.put(`/api/orders/status/${orderId}`).set(t.auth('admin')).send({ status: 'approved' }).expect(200);
  return { orderId };
};
const createPickedUpOrder = async (t: TestApp) => {
  const { orderId } = await createApprovedOrder(t);
  await t.http.put(`/api/orders/${orderId}/pickup`).set(t.auth('admin')).send({ early: true }).expect(200);
  return { orderId };
};
/** Returned with no late fee: each allowed caller sets it to Rs 1 (a change every time but the first). */
const createReturnedOrder = async (t: TestApp) => {
  const { orderId } = await createPickedUpOrder(t);
  await t.http.put(`/api/orders/${orderId}/return`).set(t.auth('admin')).expect(200);
  return { orderId };
};
/** A product with two tracked units; `tag` is the first. */
const createTrackedProduct = async (t: TestApp) => {
  const { key } = await createProduct(t);
  const res = await t.http.post(`/api/products/${key}/units`).set(t.auth('admin')).send({ count: 2 }).expect(201);
  return { key, tag: res.body.units[0].tag as string };
};
const createUnitInRepair = async (t: TestApp) => {
  const { key, tag } = await createTrackedProduct(t);
  await t.http.put(`/api/units/${tag}/repair`).set(t.auth('admin')).send({ reason: 'Hum', backOn: tomorrow(5) }).expect(200);
  return { key, tag };
};
/** An approved order of one tracked unit, not yet assigned. */
const createTrackedOrder = async (t: TestApp) => {
  const { key, tag } = await createTrackedProduct(t);
  const res = await t.http.post('/api/orders').set(t.auth('admin')).send({ orderedItems: [{ key, qty: 1 }], startingDate: tomorrow(1), endingDate: tomorrow(2), ...(await acceptanceOf(t)) }).expect(201);
  const orderId = res.body.order.orderId as string;
  await t.http.put(`/api/orders/status/${orderId}`).set(t.auth('admin')).send({ status: 'approved' }).expect(200);
  return { orderId, tag };
};
const createAssignedOrder = async (t: TestApp) => {
  const { orderId, tag } = await createTrackedOrder(t);
  await t.http.post(`/api/orders/${orderId}/units`).set(t.auth('admin')).send({ tag }).expect(200);
  return { orderId, tag };
};
const createPickedUpTrackedOrder = async (t: TestApp) => {
  const { orderId, tag } = await createAssignedOrder(t);
  await t.http.put(`/api/orders/${orderId}/pickup`).set(t.auth('admin')).send({ early: true }).expect(200);
  return { orderId, tag };
};
/** A tracked product with an inspection; `tag` is its first unit, `id` the inspection's. */
const createInspectedProduct = async (t: TestApp) => {
  const { key, tag } = await createTrackedProduct(t);
  const res = await t.http.post(`/api/products/${key}/inspections`).set(t.auth('admin')).send({ name: 'Matrix check', everyDays: 30 }).expect(201);
  return { key, tag, id: String(res.body.rule.id) };
};
/** An admin's calendar address; `file` is its last part. */
const createCalendarFeed = async (t: TestApp) => {
  const res = await t.http.post('/api/users/me/calendar').set(t.auth('admin')).send({ scope: 'shop' }).expect(201);
  return { file: new URL(res.body.address as string).pathname.split('/').pop()! };
};
const createGalleryItem = async (t: TestApp) => {
  const res = await t.http.post('/api/gallery').set(t.auth('admin')).send({ imageUrl: 'https://example.com/stage.jpg', description: 'Stage', category: 'events' });
  expect(res.status).toBeLessThan(300);
  return { id: res.body.item._id as string };
};
/** An order's 'booking received' e-mail, queued in the outbox (sending it again moves its next try to now). */
const createMail = async (t: TestApp) => {
  const { orderId } = await createOrder(t);
  const page = await t.http.get('/api/admin/outbox?limit=100').set(t.auth('admin')).expect(200);
  return { id: String(page.body.data.find((mail: { orderId: string }) => mail.orderId === orderId).id) };
};
const createTerms = async (t: TestApp) => {
  const res = await t.http.post('/api/admin/terms').set(t.auth('admin')).send({ text: 'Matrix terms: return the gear.' }).expect(201);
  return { version: String(res.body.version) };
};
const createCoupon = async (t: TestApp) => {
  const res = await t.http.post('/api/admin/coupons').set(t.auth('admin')).send({ code: nextKey(), kind: 'percent', value: 5 }).expect(201);
  return { id: String(res.body.coupon.id), code: res.body.coupon.code as string };
};
const createZone = async (t: TestApp) => {
  const res = await t.http.post('/api/admin/delivery/zones').set(t.auth('admin')).send({ city: nextKey(), fee: 100 }).expect(201);
  return { id: String(res.body.id), city: res.body.city as string };
};
const createWindow = async (t: TestApp) => {
  const res = await t.http.post('/api/admin/delivery/windows').set(t.auth('admin')).send({ startsAt: '09:00', endsAt: '12:00', capacity: 5 }).expect(201);
  return { id: String(res.body.id) };
};
const createCustomerToBlock = async (t: TestApp) => {
  const email = `${nextKey().toLowerCase()}@example.com`;
  await t.http.post('/api/users').send({ email, firstName: 'To', lastName: 'Block', password: 'stage-pass-1', address: 'Somewhere 1', phone: '0771234567' }).expect(201);
  return { email };
};

/** A customer's order the shop asks an ID document for (from any total, once set); `withFile` also uploads one. */
const createOrderNeedingId = async (t: TestApp, withFile = false) => {
  await t.http.put('/api/admin/id-documents/settings').set(t.auth('admin')).send({ requiredFromTotal: 0 }).expect(200);
  const { orderId } = await createOrder(t);
  if (withFile) {
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100)]);
    const link = await t.http.post(`/api/orders/${orderId}/id-document/upload-link`).set(t.auth('customer')).send({ contentType: 'application/pdf', size: file.length }).expect(200);
    const put = await fetch(link.body.uploadUrl, { method: 'PUT', body: file, headers: { 'Content-Type': 'application/pdf' } });
    expect(put.status).toBe(201);
  }
  return { orderId };
};

const routes: Route[] = [
  { name: 'GET /api/health', access: 'public', send: (t) => t.http.get('/api/health') },
  { name: 'GET /api/health/ready', access: 'public', send: (t) => t.http.get('/api/health/ready') },
  { name: 'GET /api/docs-json', access: 'public', send: (t) => t.http.get('/api/docs-json') },
  { name: 'POST /api/users (register)', access: 'public', send: (t) => t.http.post('/api/users').send({ email: `${nextKey().toLowerCase()}@example.com`, firstName: 'A', lastName: 'B', password: 'stage-pass-1', address: 'Road 1', phone: '0771234567' }) },
  { name: 'POST /api/users/login', access: 'public', send: (t) => t.http.post('/api/users/login').send({ email: EMAILS.customer, password: 'customer-pass-1' }) },
  { name: 'GET /api/users/', access: 'signed-in', send: (t) => t.http.get('/api/users/') },
  { name: 'GET /api/users/all', access: 'admin', send: (t) => t.http.get('/api/users/all') },
  { name: 'GET /api/users/sessions', access: 'signed-in', send: (t) => t.http.get('/api/users/sessions') },
  { name: 'POST /api/users/password/forgot', access: 'public', send: (t) => t.http.post('/api/users/password/forgot').send({ email: 'matrix-nobody@example.com' }) },
  { name: 'PATCH /api/users/me', access: 'signed-in', send: (t) => t.http.patch('/api/users/me').send({ lastName: 'Tester' }) },
  { name: 'GET /api/users/me/export', access: 'signed-in', send: (t) => t.http.get('/api/users/me/export') },
  // The caller's other sessions: the shared token itself stays open.
  { name: 'POST /api/users/sessions/end-others', access: 'signed-in', send: (t) => t.http.post('/api/users/sessions/end-others') },
  { name: 'POST /api/users/end-sessions/{email}', access: 'admin', setup: createCustomerToBlock, send: (t, f) => t.http.post(`/api/users/end-sessions/${f.email}`) },
  { name: 'GET /api/users/two-factor', access: 'signed-in', send: (t) => t.http.get('/api/users/two-factor') },
  // A new secret waiting for its first code: sign-ins stay as they were until a code confirms it.
  { name: 'POST /api/users/two-factor/setup', access: 'staff', send: (t) => t.http.post('/api/users/two-factor/setup') },
  { name: 'POST /api/users/two-factor-reset/{email}', access: 'admin', setup: createCustomerToBlock, send: (t, f) => t.http.post(`/api/users/two-factor-reset/${f.email}`) },
  { name: 'PUT /api/users/block/{email}', access: 'admin', setup: createCustomerToBlock, send: (t, f) => t.http.put(`/api/users/block/${f.email}`) },
  // Staff management is the admin's: staff cannot grant (or remove) the role.
  { name: 'PUT /api/users/role/{email}', access: 'admin', setup: createCustomerToBlock, send: (t, f) => t.http.put(`/api/users/role/${f.email}`).send({ role: 'staff' }) },
  { name: 'GET /api/products', access: 'public', send: (t) => t.http.get('/api/products') },
  { name: 'GET /api/products?page&limit', access: 'public', send: (t) => t.http.get('/api/products?page=1&limit=5') },
  { name: 'GET /api/products/{key}', access: 'public', setup: createProduct, send: (t, f) => t.http.get(`/api/products/${f.key}`) },
  { name: 'POST /api/products', access: 'admin', send: (t) => t.http.post('/api/products').send(productBody(nextKey())) },
  { name: 'PUT /api/products/{key}', access: 'admin', setup: createProduct, send: (t, f) => t.http.put(`/api/products/${f.key}`).send({ name: 'Renamed speaker' }) },
  { name: 'DELETE /api/products/{key}', access: 'admin', setup: createProduct, send: (t, f) => t.http.delete(`/api/products/${f.key}`) },
  { name: 'POST /api/orders/quote', access: 'public', setup: createProduct, send: (t, f) => t.http.post('/api/orders/quote').send({ orderedItems: [{ key: f.key, qty: 2 }], days: 1, startingDate: tomorrow(1), endingDate: tomorrow(3) }) },
  {
    name: 'POST /api/orders',
    access: 'signed-in',
    setup: async (t) => ({ ...(await createProduct(t)), terms: JSON.stringify(await acceptanceOf(t)) }),
    send: (t, f) => t.http.post('/api/orders').send({ orderedItems: [{ key: f.key, qty: 1 }], days: 1, startingDate: tomorrow(1), endingDate: tomorrow(2), ...JSON.parse(f.terms) }),
  },
  { name: 'GET /api/orders/{orderId}/agreement', access: 'signed-in', setup: async (t) => (await createTerms(t), createOrder(t)), send: (t, f) => t.http.get(`/api/orders/${f.orderId}/agreement`) },
  { name: 'GET /api/terms', access: 'public', send: (t) => t.http.get('/api/terms') },
  { name: 'GET /api/terms/{version}', access: 'public', setup: createTerms, send: (t, f) => t.http.get(`/api/terms/${f.version}`) },
  { name: 'GET /api/admin/terms', access: 'admin', send: (t) => t.http.get('/api/admin/terms') },
  { name: 'POST /api/admin/terms', access: 'admin', send: (t) => t.http.post('/api/admin/terms').send({ text: 'Matrix terms: return the gear.' }) },
  { name: 'GET /api/admin/coupons', access: 'admin', send: (t) => t.http.get('/api/admin/coupons') },
  { name: 'POST /api/admin/coupons', access: 'admin', send: (t) => t.http.post('/api/admin/coupons').send({ code: nextKey(), kind: 'percent', value: 5 }) },
  { name: 'GET /api/admin/coupons/{id}', access: 'admin', setup: createCoupon, send: (t, f) => t.http.get(`/api/admin/coupons/${f.id}`) },
  { name: 'PUT /api/admin/coupons/{id}', access: 'admin', setup: createCoupon, send: (t, f) => t.http.put(`/api/admin/coupons/${f.id}`).send({ code: f.code, kind: 'amount', value: 10 }) },
  { name: 'GET /api/delivery/options', access: 'public', send: (t) => t.http.get(`/api/delivery/options?start=${tomorrow(1)}&end=${tomorrow(2)}`) },
  { name: 'GET /api/admin/delivery', access: 'staff', send: (t) => t.http.get('/api/admin/delivery') },
  { name: 'PUT /api/admin/delivery/settings', access: 'admin', send: (t) => t.http.put('/api/admin/delivery/settings').send({ freeDeliveryFrom: null, weekdays: [0, 1, 2, 3, 4, 5, 6] }) },
  { name: 'PUT /api/admin/delivery/distance', access: 'admin', send: (t) => t.http.put('/api/admin/delivery/distance').send({ shopLatitude: 6.9344, shopLongitude: 79.8428, bands: [{ upToKm: 10, fee: 2000 }] }) },
  { name: 'POST /api/admin/delivery/zones', access: 'admin', send: (t) => t.http.post('/api/admin/delivery/zones').send({ city: nextKey(), fee: 100 }) },
  { name: 'PUT /api/admin/delivery/zones/{id}', access: 'admin', setup: createZone, send: (t, f) => t.http.put(`/api/admin/delivery/zones/${f.id}`).send({ city: f.city, fee: 200 }) },
  { name: 'DELETE /api/admin/delivery/zones/{id}', access: 'admin', setup: createZone, send: (t, f) => t.http.delete(`/api/admin/delivery/zones/${f.id}`) },
  { name: 'POST /api/admin/delivery/windows', access: 'admin', send: (t) => t.http.post('/api/admin/delivery/windows').send({ startsAt: '14:00', endsAt: '17:00', capacity: 3 }) },
  { name: 'PUT /api/admin/delivery/windows/{id}', access: 'admin', setup: createWindow, send: (t, f) => t.http.put(`/api/admin/delivery/windows/${f.id}`).send({ startsAt: '10:00', endsAt: '13:00', capacity: 4 }) },
  { name: 'DELETE /api/admin/delivery/windows/{id}', access: 'admin', setup: createWindow, send: (t, f) => t.http.delete(`/api/admin/delivery/windows/${f.id}`) },
  { name: 'GET /api/admin/runs', access: 'staff', send: (t) => t.http.get(`/api/admin/runs?date=${tomorrow(1)}`) },
  { name: 'GET /api/admin/runs/sheet', access: 'staff', send: (t) => t.http.get(`/api/admin/runs/sheet?date=${tomorrow(1)}`) },
  { name: 'GET /api/orders/', access: 'signed-in', send: (t) => t.http.get('/api/orders/') },
  { name: 'GET /api/products/{key}/availability', access: 'public', setup: createProduct, send: (t, f) => t.http.get(`/api/products/${f.key}/availability?start=${tomorrow(1)}&end=${tomorrow(61)}`) },
  // The setup's order belongs to the customer: the customer cancels their own, admins and staff any.
  { name: 'PUT /api/orders/{orderId}/cancel', access: 'signed-in', setup: createOrder, send: (t, f) => t.http.put(`/api/orders/${f.orderId}/cancel`) },
  { name: 'PUT /api/orders/{orderId}/pickup', access: 'staff', setup: createApprovedOrder, send: (t, f) => t.http.put(`/api/orders/${f.orderId}/pickup`).send({ early: true }) },
  { name: 'PUT /api/orders/{orderId}/return', access: 'staff', setup: createPickedUpOrder, send: (t, f) => t.http.put(`/api/orders/${f.orderId}/return`) },
  { name: 'PUT /api/orders/{orderId}/late-fee', access: 'staff', setup: createReturnedOrder, send: (t, f) => t.http.put(`/api/orders/${f.orderId}/late-fee`).send({ lateFee: 1, reason: 'Matrix' }) },
  { name: 'GET /api/orders/handlers', access: 'staff', send: (t) => t.http.get('/api/orders/handlers') },
  { name: 'PUT /api/orders/{orderId}/handler', access: 'staff', setup: createOrder, send: (t, f) => t.http.put(`/api/orders/${f.orderId}/handler`).send({ userId: null }) },
  { name: 'GET /api/orders/{orderId}/notes', access: 'staff', setup: createOrder, send: (t, f) => t.http.get(`/api/orders/${f.orderId}/notes`) },
  { name: 'POST /api/orders/{orderId}/notes', access: 'staff', setup: createOrder, send: (t, f) => t.http.post(`/api/orders/${f.orderId}/notes`).send({ text: 'Matrix note' }) },
  { name: 'GET /api/payments/options', access: 'public', send: (t) => t.http.get('/api/payments/options') },
  { name: 'POST /api/orders/{orderId}/payments/checkout', access: 'signed-in', setup: createOrder, send: (t, f) => t.http.post(`/api/orders/${f.orderId}/payments/checkout`).send({ plan: 'full' }) },
  { name: 'POST /api/orders/{orderId}/payments/cash', access: 'staff', setup: createApprovedOrder, send: (t, f) => t.http.post(`/api/orders/${f.orderId}/payments/cash`).send({ amount: 100 }) },
  { name: 'GET /api/admin/planner', access: 'staff', send: (t) => t.http.get(`/api/admin/planner?from=${tomorrow(1)}&weeks=1`) },
  { name: 'GET /api/admin/reports/{report}', access: 'admin', send: (t) => t.http.get(`/api/admin/reports/revenue?from=${tomorrow(1)}&to=${tomorrow(8)}&interval=day`) },
  { name: 'GET /api/admin/payments', access: 'staff', send: (t) => t.http.get('/api/admin/payments?status=paid&provider=cash&page=1&limit=5') },
  { name: 'GET /api/orders/{orderId}/payments', access: 'signed-in', setup: createOrder, send: (t, f) => t.http.get(`/api/orders/${f.orderId}/payments`) },
  { name: 'POST /api/orders/quote/pdf', access: 'public', setup: createProduct, send: (t, f) => t.http.post('/api/orders/quote/pdf').send({ orderedItems: [{ key: f.key, qty: 2 }], days: 1, startingDate: tomorrow(1), endingDate: tomorrow(3) }) },
  // The setup's order belongs to the customer: the customer sees and extends their own, admins and staff any.
  { name: 'GET /api/orders/{orderId}/invoice', access: 'signed-in', setup: createOrder, send: (t, f) => t.http.get(`/api/orders/${f.orderId}/invoice`) },
  { name: 'POST /api/orders/{orderId}/extension-quote', access: 'signed-in', setup: createOrder, send: (t, f) => t.http.post(`/api/orders/${f.orderId}/extension-quote`).send({ endingDate: tomorrow(4) }) },
  { name: 'PUT /api/orders/{orderId}/extend', access: 'signed-in', setup: createOrder, send: (t, f) => t.http.put(`/api/orders/${f.orderId}/extend`).send({ endingDate: tomorrow(4) }) },
  { name: 'PUT /api/orders/status/{orderId}', access: 'staff', setup: createOrder, send: (t, f) => t.http.put(`/api/orders/status/${f.orderId}`).send({ status: 'approved' }) },
  { name: 'PUT /api/orders/status/{orderId} (reject)', access: 'staff', setup: createOrder, send: (t, f) => t.http.put(`/api/orders/status/${f.orderId}`).send({ status: 'Rejected' }) },
  { name: 'GET /api/products/{key}/kit', access: 'public', setup: createProduct, send: (t, f) => t.http.get(`/api/products/${f.key}/kit`) },
  { name: 'PUT /api/products/{key}/kit', access: 'admin', setup: async (t) => ({ kit: (await createProduct(t)).key, part: (await createProduct(t)).key }), send: (t, f) => t.http.put(`/api/products/${f.kit}/kit`).send({ components: [{ key: f.part, qty: 2 }] }) },
  { name: 'GET /api/products/{key}/units', access: 'staff', setup: createTrackedProduct, send: (t, f) => t.http.get(`/api/products/${f.key}/units`) },
  { name: 'POST /api/products/{key}/units', access: 'staff', setup: createProduct, send: (t, f) => t.http.post(`/api/products/${f.key}/units`).send({ count: 1 }) },
  { name: 'GET /api/products/{key}/units/labels', access: 'staff', setup: createTrackedProduct, send: (t, f) => t.http.get(`/api/products/${f.key}/units/labels`) },
  { name: 'GET /api/units/{tag}', access: 'staff', setup: createTrackedProduct, send: (t, f) => t.http.get(`/api/units/${f.tag}`) },
  { name: 'PUT /api/units/{tag}/repair', access: 'staff', setup: createTrackedProduct, send: (t, f) => t.http.put(`/api/units/${f.tag}/repair`).send({ reason: 'Crackle', backOn: tomorrow(3) }) },
  { name: 'PUT /api/units/{tag}/repaired', access: 'staff', setup: createUnitInRepair, send: (t, f) => t.http.put(`/api/units/${f.tag}/repaired`) },
  { name: 'PUT /api/units/{tag}/retire', access: 'staff', setup: createTrackedProduct, send: (t, f) => t.http.put(`/api/units/${f.tag}/retire`).send({ reason: 'Broken' }) },
  { name: 'GET /api/orders/{orderId}/units', access: 'staff', setup: createTrackedOrder, send: (t, f) => t.http.get(`/api/orders/${f.orderId}/units`) },
  { name: 'POST /api/orders/{orderId}/units', access: 'staff', setup: createTrackedOrder, send: (t, f) => t.http.post(`/api/orders/${f.orderId}/units`).send({ tag: f.tag }) },
  { name: 'DELETE /api/orders/{orderId}/units/{tag}', access: 'staff', setup: createAssignedOrder, send: (t, f) => t.http.delete(`/api/orders/${f.orderId}/units/${f.tag}`) },
  { name: 'PUT /api/orders/{orderId}/units/{tag}/return', access: 'staff', setup: createPickedUpTrackedOrder, send: (t, f) => t.http.put(`/api/orders/${f.orderId}/units/${f.tag}/return`) },
  { name: 'GET /api/gallery', access: 'public', send: (t) => t.http.get('/api/gallery?page=1&limit=20') },
  { name: 'POST /api/gallery', access: 'admin', send: (t) => t.http.post('/api/gallery').send({ imageUrl: 'https://example.com/a.jpg', description: 'Concert', category: 'events' }) },
  { name: 'PUT /api/gallery/{id}', access: 'admin', setup: createGalleryItem, send: (t, f) => t.http.put(`/api/gallery/${f.id}`).send({ description: 'Matrix edit', category: 'events' }) },
  { name: 'DELETE /api/gallery/{id}', access: 'admin', setup: createGalleryItem, send: (t, f) => t.http.delete(`/api/gallery/${f.id}`) },
  // Revenue is the admin's: staff are refused the dashboard figures (their dashboard reads the order list).
  { name: 'GET /api/admin/stats', access: 'admin', send: (t) => t.http.get('/api/admin/stats') },
  { name: 'POST /api/client-reports', access: 'public', send: (t) => t.http.post('/api/client-reports').set('Content-Type', 'text/plain').send(JSON.stringify({ kind: 'view', remote: 'catalog', release: '1.0.0-matrix' })) },
  { name: 'GET /api/admin/release-health', access: 'admin', send: (t) => t.http.get('/api/admin/release-health') },
  { name: 'GET /api/admin/orders', access: 'staff', send: (t) => t.http.get('/api/admin/orders?status=Pending&page=1&limit=5') },
  { name: 'GET /api/admin/outbox', access: 'admin', send: (t) => t.http.get('/api/admin/outbox?status=queued&page=1&limit=5') },
  { name: 'GET /api/admin/outbox/{id}', access: 'admin', setup: createMail, send: (t, f) => t.http.get(`/api/admin/outbox/${f.id}`) },
  { name: 'POST /api/admin/outbox/{id}/resend', access: 'admin', setup: createMail, send: (t, f) => t.http.post(`/api/admin/outbox/${f.id}/resend`) },
  { name: 'GET /api/admin/users', access: 'admin', send: (t) => t.http.get('/api/admin/users?blocked=false') },
  { name: 'GET /api/admin/exports/orders.csv', access: 'admin', send: (t) => t.http.get('/api/admin/exports/orders.csv') },
  { name: 'GET /api/admin/exports/customers.csv', access: 'admin', send: (t) => t.http.get('/api/admin/exports/customers.csv') },
  { name: 'GET /api/admin/exports/products.csv', access: 'admin', send: (t) => t.http.get('/api/admin/exports/products.csv') },
  { name: 'GET /api/admin/imports/products/template.csv', access: 'admin', send: (t) => t.http.get('/api/admin/imports/products/template.csv') },
  {
    name: 'POST /api/admin/imports/products',
    access: 'admin',
    send: (t) => t.http.post('/api/admin/imports/products').send({ csv: `key,name,category,price,dimensions,description\n${nextKey()},Matrix import,audio,100,1 x 1 m,Imported by the role matrix\n` }),
  },
  { name: 'GET /api/admin/products', access: 'staff', send: (t) => t.http.get('/api/admin/products?availability=true&sort=name') },
  { name: 'POST /api/contact', access: 'public', send: (t) => t.http.post('/api/contact').send({ name: 'Ana Silva', email: 'ana@example.com', subject: 'Matrix', message: 'A message from the role matrix' }) },
  { name: 'GET /api/shop', access: 'public', send: (t) => t.http.get('/api/shop') },
  { name: 'GET /api/admin/contact-messages', access: 'staff', send: (t) => t.http.get('/api/admin/contact-messages?page=1&limit=5') },
  { name: 'GET /api/products/{key}/inspections', access: 'staff', setup: createInspectedProduct, send: (t, f) => t.http.get(`/api/products/${f.key}/inspections`) },
  { name: 'POST /api/products/{key}/inspections', access: 'admin', setup: createTrackedProduct, send: (t, f) => t.http.post(`/api/products/${f.key}/inspections`).send({ name: 'Check', afterRentals: 5 }) },
  { name: 'PUT /api/inspections/{id}', access: 'admin', setup: createInspectedProduct, send: (t, f) => t.http.put(`/api/inspections/${f.id}`).send({ name: 'Check', everyDays: 60 }) },
  { name: 'DELETE /api/inspections/{id}', access: 'admin', setup: createInspectedProduct, send: (t, f) => t.http.delete(`/api/inspections/${f.id}`) },
  { name: 'GET /api/admin/inspections/due', access: 'staff', send: (t) => t.http.get('/api/admin/inspections/due') },
  { name: 'GET /api/admin/inspections/settings', access: 'staff', send: (t) => t.http.get('/api/admin/inspections/settings') },
  { name: 'GET /api/admin/id-documents/settings', access: 'staff', send: (t) => t.http.get('/api/admin/id-documents/settings') },
  { name: 'PUT /api/admin/id-documents/settings', access: 'admin', send: (t) => t.http.put('/api/admin/id-documents/settings').send({ requiredFromTotal: 0, keepDays: 30 }) },
  {
    name: 'POST /api/orders/{orderId}/id-document/upload-link',
    access: 'signed-in',
    setup: (t) => createOrderNeedingId(t),
    send: (t, { orderId }) => t.http.post(`/api/orders/${orderId}/id-document/upload-link`).send({ contentType: 'image/jpeg', size: 1000 }),
  },
  { name: 'GET /api/orders/{orderId}/id-document', access: 'staff', setup: (t) => createOrderNeedingId(t, true), send: (t, { orderId }) => t.http.get(`/api/orders/${orderId}/id-document`) },
  { name: 'DELETE /api/orders/{orderId}/id-document', access: 'staff', setup: (t) => createOrderNeedingId(t, true), send: (t, { orderId }) => t.http.delete(`/api/orders/${orderId}/id-document`) },
  { name: 'PUT /api/admin/inspections/settings', access: 'admin', send: (t) => t.http.put('/api/admin/inspections/settings').send({ blockOverdue: false }) },
  { name: 'GET /api/units/{tag}/inspections', access: 'staff', setup: createInspectedProduct, send: (t, f) => t.http.get(`/api/units/${f.tag}/inspections`) },
  { name: 'POST /api/units/{tag}/inspections', access: 'staff', setup: createInspectedProduct, send: (t, f) => t.http.post(`/api/units/${f.tag}/inspections`).send({ ruleId: Number(f.id), result: 'passed' }) },
  { name: 'GET /api/users/me/calendar', access: 'staff', send: (t) => t.http.get('/api/users/me/calendar') },
  { name: 'POST /api/users/me/calendar', access: 'staff', send: (t) => t.http.post('/api/users/me/calendar').send({ scope: 'own' }) },
  { name: 'GET /api/calendar/{file}', access: 'public', setup: createCalendarFeed, send: (t, f) => t.http.get(`/api/calendar/${f.file}`) },
  { name: 'GET /api/admin/audit', access: 'admin', send: (t) => t.http.get('/api/admin/audit?entityType=order&page=1&limit=5') },
  { name: 'POST /api/uploads/presign', access: 'admin', send: (t) => t.http.post('/api/uploads/presign').send({ contentType: 'image/png', folder: 'products' }) },
];

const callers: Caller[] = ['anonymous', 'customer', 'staff', 'blocked', 'admin', 'expired', 'forged'];
const cases = routes.flatMap((route) => callers.map((caller) => [route.name, caller, expected[route.access][caller], route] as const));

/** Routes whose access is proven in their own suites, because a valid call needs outside parts. */
const provenElsewhere = {
  'POST /api/admin/release-health/{remote}/rollback': 'release-health.e2e-spec.ts (needs a deploy folder and remotes.json to rewrite; admins only, staff and customers 403)',
  'POST /api/users/google': 'google-sign-in.e2e-spec.ts (needs the stand-in for Google; public)',
  'POST /api/users/logout': "sessions.e2e-spec.ts (ends the caller's own session: the shared tokens here must stay open)",
  'POST /api/users/two-factor/confirm': "two-factor.e2e-spec.ts (needs a code from the caller's own authenticator secret)",
  'POST /api/users/two-factor/recovery-codes': "two-factor.e2e-spec.ts (needs two-step sign-in on, and the caller's password or code; customers 403)",
  'POST /api/users/two-factor/off': "two-factor.e2e-spec.ts (needs two-step sign-in on, and a code from the caller's own authenticator)",
  'POST /api/users/login/second-factor': "two-factor.e2e-spec.ts (needs a sign-in's challenge and a code; public)",
  'POST /api/users/login/second-factor/setup': "two-factor.e2e-spec.ts (needs an enrolment challenge; public)",
  'POST /api/users/login/second-factor/confirm': 'two-factor.e2e-spec.ts (needs an enrolment challenge and a code; public)',
  'DELETE /api/users/sessions/{id}': "sessions.e2e-spec.ts (needs one of the caller's own session ids)",
  'POST /api/users/password/reset': 'accounts.e2e-spec.ts (needs a link read from the outbox; public)',
  'POST /api/users/verify-email': 'accounts.e2e-spec.ts (needs a link read from the outbox; public)',
  'POST /api/users/me/verification': 'accounts.e2e-spec.ts (signed-in; a verified account, as most here, is a 409)',
  'POST /api/users/me/email': "accounts.e2e-spec.ts (signed-in; needs each caller's own password)",
  'POST /api/users/me/password': "accounts.e2e-spec.ts (signed-in; needs each caller's own password, and ends the shared tokens' other sessions)",
  'DELETE /api/users/me': 'accounts.e2e-spec.ts (signed-in; deletes the account)',
  'POST /api/payments/payhere/notify': 'payments-payhere.e2e-spec.ts (authorised by its md5sig, not a token)',
  'POST /api/orders/{orderId}/payments/{refundId}/retry': 'payments-payhere.e2e-spec.ts and payments-stripe.e2e-spec.ts (needs a refund the provider refused; staff only, a customer gets 403)',
  'POST /api/payments/stripe/webhook': 'payments-stripe.e2e-spec.ts (authorised by its Stripe-Signature, not a token)',
  'PUT /uploads/{folder}/{name}': 'uploads.e2e-spec.ts (authorised by the link signature, not a token)',
  'GET /uploads/{folder}/{name}': 'uploads.e2e-spec.ts (public files)',
  'PUT /api/orders/{orderId}/id-document/{name}': 'id-documents.e2e-spec.ts (authorised by the link signature, not a token)',
  'DELETE /api/users/me/calendar/{scope}': "calendars.e2e-spec.ts (revokes the caller's own address, 404 without one; customers 403)",
};

describe('role matrix: every route × every kind of caller', () => {
  // PayHere settings so online checkout is offered (it only signs a form; nothing is sent to PayHere).
  const t = useTestApp({ PAYHERE_MERCHANT_ID: '1221149', PAYHERE_SECRET: 'role-matrix-secret', PAYHERE_URL: 'http://127.0.0.1:9' });

  it('covers every operation in the OpenAPI document', async () => {
    const doc = (await t().http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const inMatrix = routes.map((r) => r.name.split(' ').slice(0, 2).join(' ').replace(/\?.*$/, '').replace(/\/$/, ''));
    const missing = documented.filter((op) => !inMatrix.includes(op.replace(/\/$/, '')) && !(op in provenElsewhere));
    expect(missing).toEqual([]);
  });

  it.each(cases)('%s as %s → %s', async (_name, caller, outcome, route) => {
    const fixture = route.setup ? await route.setup(t()) : {};
    let req = route.send(t(), fixture);
    if (caller !== 'anonymous') req = req.set(t().auth(caller));
    const res = await req;
    if (outcome === 'ok') {
      // The body is in the message so a failing row says why.
      expect(`${res.status} ${res.status < 300 ? '' : JSON.stringify(res.body)}`).toMatch(/^2\d\d $/);
    } else {
      expect(res.status).toBe(outcome);
      expect(res.body).toEqual({ error: expect.any(String), statusCode: outcome });
    }
  });
});

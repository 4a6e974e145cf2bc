import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { useTestApp } from './support/test-app.js';

// api/openapi.json is the contract the platform's types are generated from: each response of the
// running API must have exactly the shape it documents (every required field, nothing undocumented,
// the documented types), or an app type-checks against fields that are not there.
type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
};
type Operation = { responses: Record<string, { content?: Record<string, { schema: Schema }> }> };
const contract = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

function problems(value: unknown, schema: Schema, at: string): string[] {
  if (schema.$ref) return problems(value, contract.components.schemas[schema.$ref.split('/').pop()!], at);
  if (schema.oneOf) {
    const each = schema.oneOf.map((branch) => problems(value, branch, at));
    return each.some((list) => list.length === 0) ? [] : each.flat();
  }
  if (value === null) return schema.nullable ? [] : [`${at} is null`];
  if (schema.enum && !schema.enum.includes(value)) return [`${at} is ${JSON.stringify(value)}, not one of ${JSON.stringify(schema.enum)}`];
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  if (type === 'array') return Array.isArray(value) ? value.flatMap((item, i) => problems(item, schema.items ?? {}, `${at}[${i}]`)) : [`${at} is not a list`];
  if (type === 'object') {
    if (typeof value !== 'object' || Array.isArray(value)) return [`${at} is not an object`];
    const record = value as Record<string, unknown>;
    const properties = schema.properties ?? {};
    return [
      ...(schema.required ?? []).filter((name) => !(name in record)).map((name) => `${at}.${name} is documented as required but missing`),
      ...Object.keys(record)
        .filter((name) => !(name in properties) && !schema.additionalProperties)
        .map((name) => `${at}.${name} is sent but not documented`),
      ...Object.entries(record).filter(([name]) => name in properties).flatMap(([name, field]) => problems(field, properties[name], `${at}.${name}`)),
    ];
  }
  if (type === 'integer') return Number.isInteger(value) ? [] : [`${at} is not an integer`];
  if (type && typeof value !== type) return [`${at} is ${typeof value}, documented as ${type}`];
  return [];
}

/** The documented schema of this response: the operation's own status, or its `default` (failures). */
function expectDocumented(method: string, path: string, res: Response) {
  const operation = contract.paths[path]?.[method];
  expect(operation).toBeDefined();
  const response = operation.responses[String(res.status)] ?? operation.responses.default;
  const schema = response?.content?.['application/json']?.schema;
  expect({ status: res.status, documented: Boolean(schema) }).toEqual({ status: res.status, documented: true });
  expect(problems(res.body, schema!, `${method.toUpperCase()} ${path} ${res.status}`)).toEqual([]);
}

const speaker = { key: 'doc-spk', name: 'Speaker', price: 1500, oldPrice: 1800, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Loud', image: ['https://cdn.example.com/a.jpg'], stock: 3 };
const cart = { orderedItems: [{ key: speaker.key, qty: 1 }], days: 2, startingDate: '2030-12-01', endingDate: '2030-12-03' };

describe('responses have the shapes api/openapi.json documents', () => {
  const t = useTestApp();

  it('the running API serves the committed document at /api/docs-json (built without a database, it is the same)', async () => {
    const served = (await t().http.get('/api/docs-json').expect(200)).body;
    expect(served).toEqual(contract);
  });

  it('the shape check finds a missing field, an undocumented one, a wrong type and an unknown enum value', () => {
    const product = { $ref: '#/components/schemas/ProductView' };
    const body = { _id: '1', key: 'k', name: 'n', price: '12', category: 'video', priceCategory: 'standard', dimensions: '', description: '', image: [], availability: true, stock: 1, rating: 4.5, deposit: 0, colour: 'red' };
    expect(problems(body, product, 'product')).toEqual([
      'product.images is documented as required but missing',
      'product.colour is sent but not documented',
      'product.price is string, documented as number',
      'product.category is "video", not one of ["audio","lights"]',
    ]);
  });

  it('products: create, list (bare and paged), read, edit, availability, delete', async () => {
    const admin = t().auth('admin');
    expectDocumented('post', '/api/products', await t().http.post('/api/products').set(admin).send(speaker).expect(201));
    expectDocumented('get', '/api/products', await t().http.get('/api/products').expect(200));
    expectDocumented('get', '/api/products', await t().http.get('/api/products?page=1&limit=5').expect(200));
    expectDocumented('get', '/api/products/{key}', await t().http.get(`/api/products/${speaker.key}`).expect(200));
    expectDocumented('put', '/api/products/{key}', await t().http.put(`/api/products/${speaker.key}`).set(admin).send({ oldPrice: null }).expect(200));
    expectDocumented('get', '/api/products/{key}/availability', await t().http.get(`/api/products/${speaker.key}/availability?start=2030-12-01&end=2030-12-03`).expect(200));
    expectDocumented('get', '/api/products/{key}', await t().http.get('/api/products/no-such-key').expect(404));
    expectDocumented('post', '/api/products', await t().http.post('/api/products').set(admin).send({ ...speaker, price: -1 }).expect(400));
    expectDocumented('delete', '/api/products/{key}', await t().http.delete(`/api/products/${speaker.key}`).set(admin).expect(200));
  });

  it('users: register, login, current user, list, block', async () => {
    const registration = { email: 'doc@example.com', firstName: 'Doc', lastName: 'Shape', password: 'stage-pass-1', address: '5 Lake Rd', phone: '0712345678' };
    expectDocumented('post', '/api/users', await t().http.post('/api/users').send(registration).expect(201));
    expectDocumented('post', '/api/users/login', await t().http.post('/api/users/login').send({ email: registration.email, password: 'stage-pass-1' }).expect(200));
    expectDocumented('post', '/api/users/login', await t().http.post('/api/users/login').send({ email: registration.email, password: 'wrong-one' }).expect(401));
    expectDocumented('get', '/api/users', await t().http.get('/api/users/').set(t().auth('customer')).expect(200));
    expectDocumented('get', '/api/users/all', await t().http.get('/api/users/all').set(t().auth('admin')).expect(200));
    expectDocumented('put', '/api/users/block/{email}', await t().http.put(`/api/users/block/${registration.email}`).set(t().auth('admin')).expect(200));
    expectDocumented('put', '/api/users/role/{email}', await t().http.put(`/api/users/role/${registration.email}`).set(t().auth('admin')).send({ role: 'staff' }).expect(200));
    expectDocumented('put', '/api/users/role/{email}', await t().http.put(`/api/users/role/${registration.email}`).set(t().auth('admin')).send({ role: 'owner' }).expect(400));
    expectDocumented('get', '/api/admin/audit', await t().http.get('/api/admin/audit?entityType=user').set(t().auth('admin')).expect(200));
  });

  it('orders: quote, book, list, status, a shortage, and the dashboard', async () => {
    const admin = t().auth('admin');
    await t().http.post('/api/products').set(admin).send(speaker).expect(201);
    expectDocumented('post', '/api/orders/quote', await t().http.post('/api/orders/quote').send(cart).expect(200));
    const booked = await t().http.post('/api/orders').set(t().auth('customer')).send(cart).expect(201);
    expectDocumented('post', '/api/orders', booked);
    expectDocumented('post', '/api/orders/quote', await t().http.post('/api/orders/quote').send({ ...cart, orderedItems: [{ key: speaker.key, qty: 99 }] }).expect(409));
    expectDocumented('get', '/api/orders', await t().http.get('/api/orders').set(admin).expect(200));
    const extensionQuote = (endingDate: string) => t().http.post(`/api/orders/${booked.body.order.orderId}/extension-quote`).set(t().auth('customer')).send({ endingDate });
    expectDocumented('post', '/api/orders/{orderId}/extension-quote', await extensionQuote('2030-12-05').expect(200));
    expectDocumented('post', '/api/orders/{orderId}/extension-quote', await extensionQuote(cart.startingDate).expect(400));
    expectDocumented('put', '/api/orders/status/{orderId}', await t().http.put(`/api/orders/status/${booked.body.order.orderId}`).set(admin).send({ status: 'approved' }).expect(200));
    expectDocumented('get', '/api/admin/stats', await t().http.get('/api/admin/stats').set(admin).expect(200));
    const outbox = await t().http.get('/api/admin/outbox').set(admin).expect(200);
    expect(outbox.body.data.length).toBeGreaterThan(0);
    expectDocumented('get', '/api/admin/outbox', outbox);
    expectDocumented('get', '/api/admin/outbox', await t().http.get('/api/admin/outbox?status=nope').set(admin).expect(400));
    const mailId = outbox.body.data[0].id;
    expectDocumented('get', '/api/admin/outbox/{id}', await t().http.get(`/api/admin/outbox/${mailId}`).set(admin).expect(200));
    expectDocumented('get', '/api/admin/outbox/{id}', await t().http.get('/api/admin/outbox/999999').set(admin).expect(404));
    expectDocumented('post', '/api/admin/outbox/{id}/resend', await t().http.post(`/api/admin/outbox/${mailId}/resend`).set(admin));
    await t().http.post(`/api/orders/${booked.body.order.orderId}/payments/cash`).set(admin).send({ amount: 100 }).expect(201);
    const payments = await t().http.get('/api/admin/payments').set(admin).expect(200);
    expect(payments.body.data.length).toBe(1);
    expectDocumented('get', '/api/admin/payments', payments);
    expectDocumented('get', '/api/admin/payments', await t().http.get('/api/admin/payments?provider=nope').set(admin).expect(400));
  });

  it('gallery and uploads', async () => {
    const admin = t().auth('admin');
    const created = await t().http.post('/api/gallery').set(admin).send({ imageUrl: 'https://cdn.example.com/g.jpg', description: 'Stage' }).expect(201);
    expectDocumented('post', '/api/gallery', created);
    expectDocumented('get', '/api/gallery', await t().http.get('/api/gallery?page=1&limit=20').expect(200));
    expectDocumented('delete', '/api/gallery/{id}', await t().http.delete(`/api/gallery/${created.body.item._id}`).set(admin).expect(200));
    expectDocumented('post', '/api/uploads/presign', await t().http.post('/api/uploads/presign').set(admin).send({ contentType: 'image/png', folder: 'products' }).expect(200));
  });

  it('contact: send a message, the shop\'s details, the staff\'s list', async () => {
    expectDocumented('post', '/api/contact', await t().http.post('/api/contact').send({ name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'A question' }).expect(201));
    expectDocumented('get', '/api/shop', await t().http.get('/api/shop').expect(200));
    expectDocumented('get', '/api/admin/contact-messages', await t().http.get('/api/admin/contact-messages?page=1&limit=5').set(t().auth('staff')).expect(200));
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { EMAILS, type TestApp, useTestApp } from './support/test-app.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `size` bytes that start as a file of `type` does (the API checks the first bytes against the type). */
const MAGIC: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  'image/webp': Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'),
  'application/pdf': Buffer.from('%PDF-1.7\n', 'latin1'),
};
const fileBytes = (type: string, size: number) => Buffer.concat([MAGIC[type] ?? Buffer.alloc(0), randomBytes(size)]).subarray(0, size);

interface IdDocument {
  required: boolean;
  received: boolean;
  receivedAt: string | null;
}

let unique = 0;
/** Rs 1,000 a day. */
async function product(t: TestApp, category: 'audio' | 'lights' = 'audio'): Promise<string> {
  const key = `IDDOC-${++unique}`;
  await t.http
    .post('/api/products')
    .set(t.auth('admin'))
    .send({ key, name: `ID doc gear ${unique}`, price: 1000, stock: 10, category, dimensions: '1 x 1 x 1 m', description: 'ID document test gear' })
    .expect(201);
  return key;
}
async function book(t: TestApp, { qty = 1, category = 'audio' as 'audio' | 'lights', token = t.auth('customer') } = {}): Promise<{ orderId: string; idDocument: IdDocument }> {
  const key = await product(t, category);
  const res = await t.http.post('/api/orders').set(token).send({ orderedItems: [{ key, qty }], startingDate: day(1), endingDate: day(2) });
  expect(`${res.status} ${JSON.stringify(res.body.error ?? '')}`).toBe('201 ""');
  return { orderId: res.body.order.orderId, idDocument: res.body.order.idDocument };
}
const settings = (t: TestApp, body: Record<string, unknown>) => t.http.put('/api/admin/id-documents/settings').set(t.auth('admin')).send(body);
const linkFor = (t: TestApp, orderId: string, contentType: string, size: number, role: 'customer' | 'staff' | 'admin' = 'customer') =>
  t.http.post(`/api/orders/${orderId}/id-document/upload-link`).set(t.auth(role)).send({ contentType, size });
const put = (url: string, body: Buffer, contentType: string) => fetch(url, { method: 'PUT', body, headers: { 'Content-Type': contentType } } as RequestInit);
async function upload(t: TestApp, orderId: string, contentType = 'image/jpeg', bytes = fileBytes(contentType, 4096)): Promise<Buffer> {
  const link = await linkFor(t, orderId, contentType, bytes.length).expect(200);
  const res = await put(link.body.uploadUrl, bytes, contentType);
  expect(`${res.status} ${res.status === 201 ? '' : await res.text()}`).toBe('201 ');
  return bytes;
}
const orderOf = async (t: TestApp, orderId: string) => ((await t.http.get('/api/orders').set(t.auth('customer')).expect(200)).body as { orderId: string; idDocument: IdDocument }[]).find((o) => o.orderId === orderId)!;
const stored = (t: TestApp) => (existsSync(join(t.dataDir, 'id-documents')) ? readdirSync(join(t.dataDir, 'id-documents')) : []);
const storedFor = (t: TestApp, orderId: string) => stored(t).filter((name) => name.startsWith(`${orderId}-`));
const auditOf = async (t: TestApp, orderId: string) =>
  ((await t.http.get(`/api/admin/audit?entityType=order&entityId=${orderId}&limit=100`).set(t.auth('admin')).expect(200)).body.data as { action: string; actor: string | null; after: Record<string, unknown> | null }[]);
async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) if (await check()) return;
  throw new Error('timed out');
}
/** Moves an order's return `days` back in time: the sweep computes from the stored return, as the reminders compute from stored dates. */
async function returnedDaysAgo(t: TestApp, orderId: string, days: number): Promise<void> {
  const id = Number(orderId.slice(3));
  if (t.dbType === 'mysql') {
    const db = await createConnection({ uri: t.databaseUrl! });
    await db.query('UPDATE orders SET returnedAt = DATE_SUB(returnedAt, INTERVAL ? DAY) WHERE id = ?', [days, id]);
    await db.end();
  } else {
    const require = createRequire(import.meta.url);
    const Database = require(Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-13' : 'better-sqlite3');
    const db = new Database(join(t.dataDir, 'rental.sqlite'), { timeout: 10_000 });
    db.prepare(`UPDATE orders SET returnedAt = datetime(returnedAt, ?) WHERE id = ?`).run(`-${days} days`, id);
    db.close();
  }
}
async function returnOrder(t: TestApp, orderId: string): Promise<void> {
  await t.http.put(`/api/orders/status/${orderId}`).set(t.auth('staff')).send({ status: 'approved' }).expect(200);
  await t.http.put(`/api/orders/${orderId}/pickup`).set(t.auth('staff')).send({ early: true }).expect(200);
  await t.http.put(`/api/orders/${orderId}/return`).set(t.auth('staff')).expect(200);
}

describe("the renter's ID document", () => {
  const t = useTestApp({ ID_DOCUMENTS_SWEEP_MS: '200', UPLOAD_URL_TTL_SECONDS: '60' });

  it('is asked for by order total and by product category, as the admin set it; off by default', async () => {
    expect((await t().http.get('/api/admin/id-documents/settings').set(t().auth('staff')).expect(200)).body).toEqual({ requiredFromTotal: null, requiredForCategories: [], keepDays: 30 });
    expect((await book(t())).idDocument).toEqual({ required: false, received: false, receivedAt: null });

    const saved = await settings(t(), { requiredFromTotal: 3000, requiredForCategories: ['lights'], keepDays: 10 }).expect(200);
    expect(saved.body).toEqual({ message: 'ID document settings saved', requiredFromTotal: 3000, requiredForCategories: ['lights'], keepDays: 10 });
    // Rs 1,000 a day a unit: one unit stays under Rs 3,000, four units reach it.
    expect((await book(t(), { qty: 1 })).idDocument.required).toBe(false);
    expect((await book(t(), { qty: 4 })).idDocument.required).toBe(true);
    expect((await book(t(), { qty: 1, category: 'lights' })).idDocument.required).toBe(true);

    await settings(t(), { requiredFromTotal: null, requiredForCategories: ['lights'] }).expect(200);
    expect((await book(t(), { qty: 5 })).idDocument.required).toBe(false);
    expect((await t().http.get('/api/admin/id-documents/settings').set(t().auth('admin')).expect(200)).body).toEqual({ requiredFromTotal: null, requiredForCategories: ['lights'], keepDays: 30 });
    const audit = (await t().http.get('/api/admin/audit?entityType=setting&entityId=idDocuments').set(t().auth('admin')).expect(200)).body.data;
    expect(audit.length).toBe(2);
  });

  it.each([
    [{ keepDays: -1 }, 'keepDays'],
    [{ keepDays: 1.5 }, 'keepDays'],
    [{ requiredFromTotal: 'lots' }, 'requiredFromTotal'],
    [{ requiredForCategories: ['boats'] }, 'requiredForCategories'],
    [{ requiredForCategories: 'lights' }, 'requiredForCategories'],
  ])('refuses the settings %j with a 400 naming %s', async (body, field) => {
    const res = await settings(t(), body).expect(400);
    expect(res.body.error).toContain(field);
  });

  it("is uploaded by the order's customer through a signed link, kept privately, and a new one replaces it", async () => {
    await settings(t(), { requiredForCategories: ['lights'] }).expect(200);
    const { orderId } = await book(t(), { category: 'lights' });
    const link = await linkFor(t(), orderId, 'application/pdf', 2048).expect(200);
    expect(link.body.uploadUrl.startsWith(`${t().url}/api/orders/${orderId}/id-document/`)).toBe(true);
    expect(link.body.uploadUrl).not.toContain('/uploads/');
    const first = fileBytes('application/pdf', 2048);
    const res = await put(link.body.uploadUrl, first, 'application/pdf');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'ID document received', idDocument: { required: true, received: true, receivedAt: expect.any(String) } });
    // The link is spent: the same file name is never written twice.
    expect((await put(link.body.uploadUrl, first, 'application/pdf')).status).toBe(409);

    const order = await orderOf(t(), orderId);
    expect(order.idDocument).toEqual({ required: true, received: true, receivedAt: expect.any(String) });
    // The order tells that it was received, never where it is.
    expect(JSON.stringify(order)).not.toMatch(/id-documents|\.pdf|uploadUrl/);
    expect(storedFor(t(), orderId)).toHaveLength(1);
    expect(existsSync(join(t().dataDir, 'uploads', 'id-documents'))).toBe(false);
    // Encrypted at rest: the file on disk is not the document, nor holds any of it.
    const atRest = readFileSync(join(t().dataDir, 'id-documents', storedFor(t(), orderId)[0]));
    expect(atRest.subarray(0, 22).toString('latin1')).toBe('RENTAL-ID-DOCUMENT-V1\n');
    expect(atRest.includes(first.subarray(16, 80))).toBe(false);

    const second = await upload(t(), orderId, 'image/png');
    expect(storedFor(t(), orderId)).toHaveLength(1);
    const file = await t().http.get(`/api/orders/${orderId}/id-document`).set(t().auth('admin')).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (chunk: Buffer) => chunks.push(chunk));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(file.status).toBe(200);
    expect((file.body as Buffer).equals(second)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('is read by staff only, streamed with no-store headers, and each look is audited', async () => {
    const { orderId } = await book(t(), { category: 'lights' });
    const bytes = await upload(t(), orderId, 'image/jpeg', fileBytes('image/jpeg', 300_000));
    const read = await fetch(`${t().url}/api/orders/${orderId}/id-document`, { headers: t().auth('staff') });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.headers.get('cache-control')).toBe('no-store, private');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    const looks = (await auditOf(t(), orderId)).filter((entry) => entry.action === 'id document viewed');
    expect(looks.map((entry) => entry.actor)).toEqual([EMAILS.staff]);

    for (const role of ['customer', 'blocked'] as const) expect((await t().http.get(`/api/orders/${orderId}/id-document`).set(t().auth(role))).status).toBe(403);
    expect((await t().http.get(`/api/orders/${orderId}/id-document`)).status).toBe(401);
    expect((await t().http.delete(`/api/orders/${orderId}/id-document`).set(t().auth('customer'))).status).toBe(403);
  });

  it('is refused for someone else, for an order that needs none or is finished', async () => {
    const other = { email: 'other-renter@test.local', password: 'other-pass-1' };
    await t().http.post('/api/users').send({ ...other, firstName: 'Olly', lastName: 'Other', address: '2 Side St', phone: '0771234568' }).expect(201);
    const otherToken = { Authorization: `Bearer ${(await t().http.post('/api/users/login').send(other).expect(200)).body.token}` };
    const { orderId } = await book(t(), { category: 'lights' });
    const theirs = await t().http.post(`/api/orders/${orderId}/id-document/upload-link`).set(otherToken).send({ contentType: 'image/jpeg', size: 100 });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toEqual(expect.any(String));
    expect((await t().http.post(`/api/orders/${orderId}/id-document/upload-link`).send({ contentType: 'image/jpeg', size: 100 })).status).toBe(401);
    // Staff may send it for the customer.
    await linkFor(t(), orderId, 'image/jpeg', 100, 'staff').expect(200);

    const plain = await book(t());
    expect((await linkFor(t(), plain.orderId, 'image/jpeg', 100).expect(409)).body.error).toContain('needs no ID document');

    const cancelled = await book(t(), { category: 'lights' });
    const early = await linkFor(t(), cancelled.orderId, 'image/jpeg', 1000).expect(200);
    await t().http.put(`/api/orders/${cancelled.orderId}/cancel`).set(t().auth('customer')).expect(200);
    expect((await linkFor(t(), cancelled.orderId, 'image/jpeg', 1000).expect(409)).body.error).toContain('finished');
    // A link asked for before the order was cancelled stores nothing afterwards.
    const late = await put(early.body.uploadUrl, fileBytes('image/jpeg', 1000), 'image/jpeg');
    expect(late.status).toBe(409);
    expect(storedFor(t(), cancelled.orderId)).toEqual([]);
  });

  it("records a staff member's upload as theirs, naming the customer it was sent for", async () => {
    await settings(t(), { requiredForCategories: ['lights'] }).expect(200);
    const { orderId } = await book(t(), { category: 'lights' });
    const bytes = fileBytes('image/jpeg', 1000);
    const link = await linkFor(t(), orderId, 'image/jpeg', bytes.length, 'staff').expect(200);
    expect((await put(link.body.uploadUrl, bytes, 'image/jpeg')).status).toBe(201);
    // The customer's own upload replaces it, and is theirs.
    await upload(t(), orderId, 'image/png');
    const received = (await auditOf(t(), orderId)).filter((entry) => entry.action === 'id document received');
    expect(received.map((entry) => [entry.actor, entry.after?.customer ?? null])).toEqual([
      [EMAILS.customer, null],
      [EMAILS.staff, EMAILS.customer],
    ]);
    // Who asked is signed into the link: naming someone else voids it.
    const forged = new URL((await linkFor(t(), orderId, 'image/jpeg', 1000, 'staff').expect(200)).body.uploadUrl);
    forged.searchParams.set('by', forged.searchParams.get('by') === '1' ? '2' : '1');
    expect((await put(forged.toString(), fileBytes('image/jpeg', 1000), 'image/jpeg')).status).toBe(403);
  });

  it('refuses bad files with a 4xx and an error: other types, too large, wrong content, tampered links', async () => {
    const { orderId } = await book(t(), { category: 'lights' });
    for (const body of [{ contentType: 'image/gif', size: 100 }, { contentType: 'text/html', size: 100 }, { contentType: 'image/jpeg', size: 11 * 1024 * 1024 }, { contentType: 'image/jpeg' }, { contentType: 'image/jpeg', size: 0 }]) {
      const res = await t().http.post(`/api/orders/${orderId}/id-document/upload-link`).set(t().auth('customer')).send(body);
      expect(`${res.status} ${typeof res.body.error}`).toBe('400 string');
    }
    // A page sent as a JPEG.
    const page = Buffer.from('<html><script>alert(1)</script></html>'.padEnd(500, ' '));
    const link = (await linkFor(t(), orderId, 'image/jpeg', page.length).expect(200)).body.uploadUrl as string;
    const html = await put(link, page, 'image/jpeg');
    expect(html.status).toBe(415);
    expect((await html.json()).error).toContain('not image/jpeg');
    // Another Content-Type than signed.
    const other = (await linkFor(t(), orderId, 'image/jpeg', 500).expect(200)).body.uploadUrl as string;
    expect((await put(other, fileBytes('application/pdf', 500), 'application/pdf')).status).toBe(415);
    // More bytes than signed.
    const small = (await linkFor(t(), orderId, 'image/jpeg', 500).expect(200)).body.uploadUrl as string;
    expect([400, 413]).toContain((await put(small, fileBytes('image/jpeg', 5000), 'image/jpeg')).status);
    // A tampered link: a bigger size, or another order.
    const tampered = new URL((await linkFor(t(), orderId, 'image/jpeg', 500).expect(200)).body.uploadUrl);
    tampered.searchParams.set('max', '5000');
    const forged = await put(tampered.toString(), fileBytes('image/jpeg', 5000), 'image/jpeg');
    expect(forged.status).toBe(403);
    expect((await forged.json()).error).toEqual(expect.any(String));
    const another = await book(t(), { category: 'lights' });
    const moved = new URL((await linkFor(t(), orderId, 'image/jpeg', 500).expect(200)).body.uploadUrl);
    moved.pathname = moved.pathname.replace(orderId, another.orderId);
    expect((await put(moved.toString(), fileBytes('image/jpeg', 500), 'image/jpeg')).status).toBe(403);
    expect(storedFor(t(), orderId)).toEqual([]);
    expect(storedFor(t(), another.orderId)).toEqual([]);
    expect((await orderOf(t(), orderId)).idDocument.received).toBe(false);
  });

  it('is never reachable through the public upload addresses', async () => {
    const { orderId } = await book(t(), { category: 'lights' });
    await upload(t(), orderId);
    const [name] = storedFor(t(), orderId);
    for (const path of [
      `/uploads/id-documents/${name}`,
      `/uploads/products/${name}`,
      `/uploads/gallery/${name}`,
      `/uploads/products/..%2F..%2Fid-documents%2F${name}`,
      `/uploads/products/%2e%2e%2f%2e%2e%2fid-documents%2f${name}`,
      `/api/orders/${orderId}/id-document/${name.slice(orderId.length + 1)}`,
    ]) {
      const res = await fetch(`${t().url}${path}`);
      expect(`${path} ${res.status}`).toMatch(/ 40[34]$/);
    }
  });

  it('is deleted by the timer N days after the return, at once for a cancelled order, by staff, and with the account; each audited', async () => {
    await settings(t(), { requiredForCategories: ['lights'], keepDays: 2 }).expect(200);
    const returned = await book(t(), { category: 'lights' });
    await upload(t(), returned.orderId);
    await returnOrder(t(), returned.orderId);
    const cancelled = await book(t(), { category: 'lights' });
    await upload(t(), cancelled.orderId);
    await t().http.put(`/api/orders/${cancelled.orderId}/cancel`).set(t().auth('customer')).expect(200);

    await waitFor(async () => storedFor(t(), cancelled.orderId).length === 0);
    expect((await orderOf(t(), cancelled.orderId)).idDocument).toEqual({ required: true, received: false, receivedAt: null });
    // Many sweeps (200 ms each) later, the returned order's is kept: its 2 days have not passed.
    await sleep(1000);
    expect(storedFor(t(), returned.orderId)).toHaveLength(1);
    // One day after the return: still kept. Two days after: deleted.
    await returnedDaysAgo(t(), returned.orderId, 1);
    await sleep(1000);
    expect(storedFor(t(), returned.orderId)).toHaveLength(1);
    await returnedDaysAgo(t(), returned.orderId, 1);
    await waitFor(async () => storedFor(t(), returned.orderId).length === 0);
    expect((await orderOf(t(), returned.orderId)).idDocument.received).toBe(false);
    expect((await t().http.get(`/api/orders/${returned.orderId}/id-document`).set(t().auth('staff'))).status).toBe(404);
    const deletion = (await auditOf(t(), returned.orderId)).find((entry) => entry.action === 'id document deleted')!;
    expect(deletion).toEqual(expect.objectContaining({ actor: null, after: { idDocument: 'deleted', reason: 'kept 2 days after the return' } }));

    const byStaff = await book(t(), { category: 'lights' });
    await upload(t(), byStaff.orderId);
    expect((await t().http.delete(`/api/orders/${byStaff.orderId}/id-document`).set(t().auth('staff')).expect(200)).body.message).toContain('deleted');
    expect(storedFor(t(), byStaff.orderId)).toEqual([]);
    expect((await auditOf(t(), byStaff.orderId)).find((entry) => entry.action === 'id document deleted')!.actor).toBe(EMAILS.staff);
    expect((await t().http.delete(`/api/orders/${byStaff.orderId}/id-document`).set(t().auth('staff'))).status).toBe(404);
  });

  it("goes with the customer's account", async () => {
    await settings(t(), { requiredForCategories: ['lights'], keepDays: 30 }).expect(200);
    const leaver = { email: 'leaving-renter@test.local', password: 'leaving-pass-1' };
    await t().http.post('/api/users').send({ ...leaver, firstName: 'Lee', lastName: 'Leaving', address: '3 Exit Rd', phone: '0771234569' }).expect(201);
    const token = { Authorization: `Bearer ${(await t().http.post('/api/users/login').send(leaver).expect(200)).body.token}` };
    const { orderId } = await book(t(), { category: 'lights', token });
    const bytes = fileBytes('image/webp', 3000);
    const link = await t().http.post(`/api/orders/${orderId}/id-document/upload-link`).set(token).send({ contentType: 'image/webp', size: bytes.length }).expect(200);
    expect((await put(link.body.uploadUrl, bytes, 'image/webp')).status).toBe(201);
    await returnOrder(t(), orderId);
    expect(storedFor(t(), orderId)).toHaveLength(1);
    await t().http.delete('/api/users/me').set(token).send({ password: leaver.password }).expect(200);
    expect(storedFor(t(), orderId)).toEqual([]);
    expect((await auditOf(t(), orderId)).find((entry) => entry.action === 'id document deleted')!.after).toEqual({ idDocument: 'deleted', reason: 'the account was deleted' });
  });
});

// s3rver is CommonJS without type declarations; this is the part of it the test uses.
interface S3Server {
  run(): Promise<unknown>;
  close(): Promise<void>;
  httpServer?: import('node:http').Server;
}

describe("the renter's ID document with STORAGE=s3: a private bucket, never the public one", () => {
  let s3: S3Server;
  let s3Dir: string;
  let app: TestApp;
  let endpoint: string;
  const t = () => app;

  beforeAll(async () => {
    const require = createRequire(import.meta.url);
    const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3Server;
    const { freePort, startTestApp } = await import('./support/test-app.js');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const port = await freePort();
    s3Dir = mkdtempSync(join(tmpdir(), 'rental-s3rver-'));
    s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Dir, configureBuckets: [{ name: 'rental-public' }, { name: 'rental-private' }] });
    await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    app = await startTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'rental-public',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${endpoint}/rental-public`,
      ID_DOCUMENTS_S3_BUCKET: 'rental-private',
      ID_DOCUMENTS_SWEEP_MS: '200',
    });
  });

  let s3Stopped = false;
  const stopS3 = async () => {
    s3.httpServer?.closeAllConnections();
    await s3.close();
    s3Stopped = true;
  };

  afterAll(async () => {
    await app?.close();
    if (!s3Stopped) await stopS3().catch(() => undefined);
    const { rmSync } = await import('node:fs');
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('is stored in the private bucket, read back for staff, and deleted from it', async () => {
    const { S3Client, ListObjectsV2Command, GetObjectCommand } = await import('@aws-sdk/client-s3');
    const client = new S3Client({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true });
    const keys = async (bucket: string) => ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((object) => object.Key!);
    try {
      await settings(t(), { requiredForCategories: ['lights'] }).expect(200);
      const { orderId } = await book(t(), { category: 'lights' });
      const bytes = await upload(t(), orderId, 'application/pdf', fileBytes('application/pdf', 5000));
      expect(await keys('rental-public')).toEqual([]);
      const [key] = await keys('rental-private');
      expect(key).toMatch(new RegExp(`^id-documents/${orderId}-[0-9a-f-]{36}\\.pdf$`));
      // Encrypted in the bucket too: a copy of the bucket holds none of the document.
      const object = Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: 'rental-private', Key: key }))).Body!.transformToByteArray());
      expect(object.subarray(0, 22).toString('latin1')).toBe('RENTAL-ID-DOCUMENT-V1\n');
      expect(object.includes(bytes.subarray(16, 80))).toBe(false);
      // Nothing waits on the API's disk once it is in the bucket.
      expect(stored(t())).toEqual([]);
      const read = await fetch(`${t().url}/api/orders/${orderId}/id-document`, { headers: t().auth('staff') });
      expect(read.status).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
      expect(read.headers.get('cache-control')).toBe('no-store, private');

      await t().http.put(`/api/orders/${orderId}/cancel`).set(t().auth('customer')).expect(200);
      await waitFor(async () => (await keys('rental-private')).length === 0);
      expect((await orderOf(t(), orderId)).idDocument.received).toBe(false);
    } finally {
      client.destroy();
    }
  });

  it('answers 503 with an error, never 500, for uploads, views and deletions while the private bucket cannot be reached', async () => {
    await settings(t(), { requiredForCategories: ['lights'] }).expect(200);
    const kept = await book(t(), { category: 'lights' });
    await upload(t(), kept.orderId, 'image/png');
    const pending = await book(t(), { category: 'lights' });
    const bytes = fileBytes('image/jpeg', 2048);
    const link = await linkFor(t(), pending.orderId, 'image/jpeg', bytes.length).expect(200);
    await stopS3();

    const away = 'the private document store cannot be reached just now. Please try again in a few minutes.';
    const sent = await put(link.body.uploadUrl, bytes, 'image/jpeg');
    expect([sent.status, (await sent.json()).error]).toEqual([503, `The ID document could not be stored: ${away}`]);
    expect((await orderOf(t(), pending.orderId)).idDocument.received).toBe(false);
    // Nothing of it is left on the API's disk either.
    expect(stored(t())).toEqual([]);
    const read = await t().http.get(`/api/orders/${kept.orderId}/id-document`).set(t().auth('staff'));
    expect([read.status, read.body.error]).toEqual([503, `The ID document cannot be shown: ${away}`]);
    expect(read.headers['retry-after']).toEqual(expect.any(String));
    const deleted = await t().http.delete(`/api/orders/${kept.orderId}/id-document`).set(t().auth('staff'));
    expect([deleted.status, deleted.body.error]).toEqual([503, `The ID document could not be deleted: ${away}`]);
    expect((await orderOf(t(), kept.orderId)).idDocument.received).toBe(true);
  });
});

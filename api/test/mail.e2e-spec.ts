import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { addDays, formatDay, utcToday } from '@rental/money-days/days';
import { EMAILS, freePort, startInstanceOf, type TestApp, useTestApp } from './support/test-app.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';

/** The calendar date `offset` days from today (UTC), as the API reads dates. */
const day = (offset: number) => addDays(utcToday(), offset);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SHOP = 'Mail Test Sound & Light';
const SITE = 'http://shop.test:8080';
/** Quick ticks and retries, so a test waits a second, not minutes. */
const QUICK = { MAIL_TICK_MS: '100', MAIL_RETRY_MS: '200', SHOP_NAME: SHOP, PUBLIC_SITE_URL: SITE };

let unique = 0;
/** Rs 1,000 a day, Rs 5,000 deposit a unit. */
async function product(t: TestApp): Promise<string> {
  const key = `MAIL-${++unique}`;
  await t.http
    .post('/api/products')
    .set(t.auth('admin'))
    .send({ key, name: `Mail Speaker ${unique}`, price: 1000, deposit: 5000, stock: 10, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Mail test gear' })
    .expect(201);
  return key;
}
async function book(t: TestApp, start: number, end: number, qty = 1): Promise<string> {
  const key = await product(t);
  const res = await t.http.post('/api/orders').set(t.auth('customer')).send({ orderedItems: [{ key, qty }], days: 1, startingDate: day(start), endingDate: day(end) });
  expect(`${res.status} ${JSON.stringify(res.body.error ?? '')}`).toBe('201 ""');
  return res.body.order.orderId as string;
}
const setStatus = (t: TestApp, orderId: string, status: string) => t.http.put(`/api/orders/status/${orderId}`).set(t.auth('admin')).send({ status }).expect(200);
const outbox = async (t: TestApp, query = '') => (await t.http.get(`/api/admin/outbox?limit=100${query}`).set(t.auth('admin')).expect(200)).body;
const about = (orderId: string, words: string) => (mail: ParsedMail) => mail.subject!.includes(orderId) && mail.subject!.includes(words);

describe('booking e-mails through SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  const t = useTestApp(() => ({ ...QUICK, SMTP_URL: `smtp://127.0.0.1:${sink.port}` }));

  it('sends "booking received" with HTML and text, the shop name, the figures and a link to My bookings', async () => {
    const orderId = await book(t(), 3, 5, 2);
    const [mail] = await sink.waitFor(about(orderId, 'received'));
    expect(mail.to).toEqual(expect.objectContaining({ text: 'customer@test.local' }));
    expect(mail.from!.text).toContain(SHOP);
    expect(mail.text).toContain(SHOP);
    // The HTML part escapes what it prints.
    expect(mail.html).toContain('Mail Test Sound &#38; Light');
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('Mail Speaker');
      // 2 units × 2 days at Rs 1,000, and Rs 5,000 deposit a unit.
      expect(part).toContain('Rs 4,000.00');
      expect(part).toContain('Rs 10,000.00');
      expect(part).toContain('Rs 14,000.00');
      expect(part).toContain(`${formatDay(day(3))} to ${formatDay(day(5))}`);
      expect(part).toContain('Cara');
    }
    expect(mail.text).toContain(`My bookings: ${SITE}/bookings`);
    expect(mail.html).toContain(`href="${SITE}/bookings"`);
  });

  it('sends "approved" and "rejected" on the admin\'s decision, once per change', async () => {
    const approved = await book(t(), 4, 6);
    const rejected = await book(t(), 4, 6);
    await setStatus(t(), approved, 'approved');
    await setStatus(t(), approved, 'approved');
    await setStatus(t(), rejected, 'Rejected');
    const [yes] = await sink.waitFor(about(approved, 'approved'));
    const [no] = await sink.waitFor(about(rejected, 'could not be accepted'));
    expect(yes.text).toContain('is approved');
    expect(no.text).toContain('cannot accept');
    await sleep(600);
    expect(sink.received.filter(about(approved, 'approved'))).toHaveLength(1);
    expect(sink.received.filter(about(rejected, 'approved'))).toHaveLength(0);
  });

  it('reminds of pick-up the day before, of the return on the last day and of an overdue return, each once per order', async () => {
    const pickup = await book(t(), 1, 3);
    const lastDay = await book(t(), 0, 0);
    const overdue = await book(t(), -1, -1);
    const pending = await book(t(), 1, 2);
    for (const orderId of [pickup, lastDay, overdue]) await setStatus(t(), orderId, 'approved');
    await t().http.put(`/api/orders/${lastDay}/pickup`).set(t().auth('admin')).expect(200);

    const [first] = await sink.waitFor(about(pickup, 'pick up'));
    expect(first.text).toContain(`starts tomorrow, ${formatDay(day(1))}`);
    await sink.waitFor(about(lastDay, 'due back today'));
    const [late] = await sink.waitFor(about(overdue, 'Overdue'));
    expect(late.text).toContain('1 day late');
    // Many ticks later (100 ms each): still one of each, and none for what is not due.
    await sleep(1500);
    expect(sink.received.filter(about(pickup, 'pick up'))).toHaveLength(1);
    expect(sink.received.filter(about(lastDay, 'due back today'))).toHaveLength(1);
    expect(sink.received.filter(about(overdue, 'Overdue'))).toHaveLength(1);
    expect(sink.received.filter((mail) => mail.subject!.includes(pending) && !mail.subject!.includes('received'))).toHaveLength(0);
    expect(sink.received.filter((mail) => mail.subject!.includes(lastDay) && /pick up|Overdue/.test(mail.subject!))).toHaveLength(0);
  });

  it('sends "deposit refunded" with the refund and the reason for what was kept', async () => {
    const orderId = await book(t(), 0, 2);
    await setStatus(t(), orderId, 'approved');
    await t().http.put(`/api/orders/${orderId}/pickup`).set(t().auth('admin')).expect(200);
    await t().http.put(`/api/orders/${orderId}/return`).set(t().auth('admin')).send({ depositRefunded: 4500, depositRefundReason: 'Scratched grille' }).expect(200);
    const [mail] = await sink.waitFor(about(orderId, 'deposit'));
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('Rs 4,500.00');
      expect(part).toContain('Rs 500.00');
      expect(part).toContain('Scratched grille');
    }
  });

  it('shows admins the outbox, page by page, with state and tries', async () => {
    const orderId = await book(t(), 5, 6);
    await sink.waitFor(about(orderId, 'received'));
    await sleep(300);
    const page = await outbox(t(), '&status=sent');
    const row = page.data.find((mail: { orderId: string; kind: string }) => mail.orderId === orderId && mail.kind === 'booking-received');
    expect(row).toEqual(expect.objectContaining({ status: 'sent', attempts: 1, lastError: null, nextAttemptAt: null, recipient: 'customer@test.local' }));
    expect(row.sentAt).toEqual(expect.any(String));
    const two = (await t().http.get('/api/admin/outbox?limit=2&page=2').set(t().auth('admin')).expect(200)).body;
    expect(two.data).toHaveLength(2);
    expect(two.pagination).toEqual(expect.objectContaining({ page: 2, limit: 2, total: page.pagination.total + (await outbox(t(), '&status=queued')).pagination.total + (await outbox(t(), '&status=failed')).pagination.total }));
    const bad = await t().http.get('/api/admin/outbox?status=lost').set(t().auth('admin')).expect(400);
    expect(bad.body.error).toBe('status must be one of queued, sent, failed');
  });
});

describe('the outbox across an SMTP outage', () => {
  let port: number;
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(() => sink?.close());
  const t = useTestApp(() => ({ ...QUICK, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '1000' }));

  it('keeps a mail queued while the server is down, retrying with back-off, and delivers it once when it is back', async () => {
    const orderId = await book(t(), 3, 4);
    let row: { status: string; attempts: number; lastError: string | null; nextAttemptAt: string | null } | undefined;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(100)) {
      row = (await outbox(t())).data.find((mail: { orderId: string }) => mail.orderId === orderId);
      if (row && row.attempts >= 3) break;
    }
    expect(row).toEqual(expect.objectContaining({ status: 'queued', lastError: expect.stringMatching(/ECONNREFUSED/) }));
    expect(row!.attempts).toBeGreaterThanOrEqual(3);
    expect(Date.parse(row!.nextAttemptAt!)).toBeGreaterThan(Date.now() - 5000);
    // The failed tries are logged by the mail's id; no e-mail address in any log line.
    expect(t().output()).toMatch(/Mail \d+ \(booking-received\) try \d+ failed/);
    expect(t().output()).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);

    sink = await startSmtpSink(port);
    await sink.waitFor(about(orderId, 'received'), 1, 20_000);
    await sleep(800);
    expect(sink.received.filter(about(orderId, 'received'))).toHaveLength(1);
    const sent = (await outbox(t(), '&status=sent')).data.find((mail: { orderId: string }) => mail.orderId === orderId);
    // Tries are counted as they start: the one that delivered may already have been counted above.
    expect(sent).toEqual(expect.objectContaining({ status: 'sent', lastError: expect.stringMatching(/ECONNREFUSED/) }));
    expect(sent.attempts).toBeGreaterThanOrEqual(row!.attempts);
  });

  it('is delivered once by several API instances on one database', async () => {
    if (t().dbType !== 'mysql') return; // the embedded database belongs to one process
    const others = await Promise.all([startInstanceOf(t()), startInstanceOf(t())]);
    try {
      const orders = await Promise.all(Array.from({ length: 6 }, () => book(t(), 6, 7)));
      for (const orderId of orders) await sink!.waitFor(about(orderId, 'received'), 1, 20_000);
      await sleep(1000);
      for (const orderId of orders) expect(sink!.received.filter(about(orderId, 'received'))).toHaveLength(1);
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });
});

describe('a backlog of e-mails', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  // An hour between ticks: only the tick each instance runs as it starts sends anything here.
  const t = useTestApp(() => ({ ...QUICK, MAIL_TICK_MS: '3600000', SMTP_URL: `smtp://127.0.0.1:${sink.port}` }));

  it('is sent in one tick, batch after batch, not one batch an hour', async () => {
    if (t().dbType !== 'mysql') return; // a second instance on the same database: MySQL only
    // Queued while no tick runs (this instance's first tick was at its start).
    const orders = new Set<string>();
    for (let i = 0; i < 25; i++) orders.add(await book(t(), 8, 9));
    expect((await outbox(t(), '&status=queued')).pagination.total).toBeGreaterThanOrEqual(25);
    const next = await startInstanceOf(t());
    try {
      const received = await sink.waitFor((mail) => [...orders].some((orderId) => about(orderId, 'received')(mail)), 25, 20_000);
      expect(received).toHaveLength(25);
      expect((await outbox(t(), '&status=queued')).pagination.total).toBe(0);
    } finally {
      await next.close();
    }
  });
});

describe('booking e-mails without SMTP_URL', () => {
  const t = useTestApp(QUICK);

  it('are written as .eml files under DATA_DIR/outbox, and the API says where', async () => {
    const orderId = await book(t(), 2, 3);
    const dir = join(t().dataDir, 'outbox');
    let file: string | undefined;
    for (const deadline = Date.now() + 10_000; !file && Date.now() < deadline; await sleep(100)) {
      file = (() => {
        try {
          return readdirSync(dir).find((name) => name.endsWith('-booking-received.eml'));
        } catch {
          return undefined;
        }
      })();
    }
    expect(file).toBeDefined();
    const mail = await simpleParser(readFileSync(join(dir, file!)));
    expect(mail.subject).toBe(`We received your booking ${orderId}`);
    expect(mail.text).toContain(SHOP);
    expect(mail.html).toContain(`href="${SITE}/bookings"`);
    expect(t().output()).toContain(`e-mails are written as .eml files in ${dir}`);
    const row = (await outbox(t())).data.find((m: { orderId: string }) => m.orderId === orderId);
    expect(row.status).toBe('sent');
  });
});

describe('one e-mail of the outbox: opened, and sent again', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  const t = useTestApp(() => ({ ...QUICK, SMTP_URL: `smtp://127.0.0.1:${sink.port}` }));

  it('opens a sent e-mail with its text and HTML, and sends a copy again, noted in the audit trail', async () => {
    const orderId = await book(t(), 4, 5);
    await sink.waitFor(about(orderId, 'received'));
    let row: { id: number; status: string } | undefined;
    for (const deadline = Date.now() + 10_000; row?.status !== 'sent' && Date.now() < deadline; await sleep(100)) {
      row = (await outbox(t())).data.find((mail: { orderId: string; kind: string }) => mail.orderId === orderId && mail.kind === 'booking-received');
    }
    expect(row?.status).toBe('sent');

    const opened = (await t().http.get(`/api/admin/outbox/${row!.id}`).set(t().auth('admin')).expect(200)).body;
    expect(opened).toEqual(expect.objectContaining({ id: row!.id, orderId, status: 'sent', subject: `We received your booking ${orderId}`, recipient: 'customer@test.local' }));
    expect(opened.text).toContain(SHOP);
    expect(opened.html).toContain(`href="${SITE}/bookings"`);

    const resent = (await t().http.post(`/api/admin/outbox/${row!.id}/resend`).set(t().auth('admin')).expect(200)).body;
    expect(resent.message).toBe('E-mail queued to be sent again');
    expect(resent.mail).toEqual(expect.objectContaining({ orderId, kind: 'booking-received', status: 'queued', attempts: 0, subject: opened.subject, recipient: opened.recipient }));
    expect(resent.mail.id).not.toBe(row!.id);
    await sink.waitFor(about(orderId, 'received'), 2);
    // The first keeps its record; the copy is sent on its own.
    expect((await t().http.get(`/api/admin/outbox/${row!.id}`).set(t().auth('admin')).expect(200)).body.status).toBe('sent');
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(100)) {
      if ((await t().http.get(`/api/admin/outbox/${resent.mail.id}`).set(t().auth('admin')).expect(200)).body.status === 'sent') break;
    }
    expect((await t().http.get(`/api/admin/outbox/${resent.mail.id}`).set(t().auth('admin')).expect(200)).body.status).toBe('sent');

    const history = (await t().http.get(`/api/admin/audit?entityType=order&entityId=${orderId}`).set(t().auth('admin')).expect(200)).body.data;
    expect(history[0]).toEqual(expect.objectContaining({ action: 'e-mail sent again', actor: EMAILS.admin }));
  });

  it('responds 404 for an unknown e-mail and 400 for an id that is no number; staff and customers are refused', async () => {
    expect((await t().http.get('/api/admin/outbox/999999').set(t().auth('admin')).expect(404)).body).toEqual({ error: 'E-mail not found', statusCode: 404 });
    expect((await t().http.post('/api/admin/outbox/999999/resend').set(t().auth('admin')).expect(404)).body.error).toBe('E-mail not found');
    expect((await t().http.get('/api/admin/outbox/abc').set(t().auth('admin')).expect(400)).body.error).toBe('An e-mail id is a whole number');
    await t().http.get('/api/admin/outbox/1').set(t().auth('staff')).expect(403);
    await t().http.post('/api/admin/outbox/1/resend').set(t().auth('customer')).expect(403);
  });
});

describe('sending again an e-mail that waits for its next try', () => {
  let port: number;
  beforeAll(async () => {
    port = await freePort();
  });
  // Nothing listens on the port: the first try fails and the next is an hour away.
  const t = useTestApp(() => ({ ...QUICK, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_MS: '3600000' }));

  it('moves its next try to now instead of queuing a second copy', async () => {
    const orderId = await book(t(), 3, 4);
    let row: { id: number; attempts: number; nextAttemptAt: string } | undefined;
    for (const deadline = Date.now() + 10_000; !(row && row.attempts >= 1 && Date.parse(row.nextAttemptAt) > Date.now() + 60_000) && Date.now() < deadline; await sleep(100)) {
      row = (await outbox(t())).data.find((mail: { orderId: string }) => mail.orderId === orderId);
    }
    expect(row).toEqual(expect.objectContaining({ status: 'queued', attempts: 1 }));
    const total = (await outbox(t())).pagination.total;
    const resent = (await t().http.post(`/api/admin/outbox/${row!.id}/resend`).set(t().auth('admin')).expect(200)).body;
    expect(resent.message).toBe('E-mail will be tried again now');
    expect(resent.mail.id).toBe(row!.id);
    let after: { attempts: number } | undefined;
    for (const deadline = Date.now() + 10_000; (after?.attempts ?? 0) < 2 && Date.now() < deadline; await sleep(100)) {
      after = (await t().http.get(`/api/admin/outbox/${row!.id}`).set(t().auth('admin')).expect(200)).body;
    }
    expect(after!.attempts).toBe(2);
    expect((await outbox(t())).pagination.total).toBe(total);
    const history = (await t().http.get(`/api/admin/audit?entityType=order&entityId=${orderId}`).set(t().auth('admin')).expect(200)).body.data;
    expect(history[0]).toEqual(expect.objectContaining({ action: 'e-mail tried again' }));
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { formatDay } from '@rental/money-days/days';
import { day, pdfText } from './support/paperwork.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import { type TestApp, useTestApp } from './support/test-app.js';

/**
 * The booking confirmation carries the rental period as an .ics and, when the customer
 * accepted the rental terms, the agreement PDF: stored with the mail in the outbox, sent as MIME
 * parts through SMTP and written into the .eml, and kept on a mail sent again.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const QUICK = { MAIL_TICK_MS: '100', MAIL_RETRY_MS: '200', SHOP_NAME: 'Attach Sound', SHOP_ADDRESS: '7 Mail Lane, Colombo 05', PUBLIC_SITE_URL: 'http://shop.test:8080', TAX_RATE_PERCENT: '18' };
const compact = (date: string) => date.replaceAll('-', '');
/** The .ics's text with its folded lines (RFC 5545: CRLF and a space) joined again. */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

let unique = 0;
async function product(t: TestApp): Promise<string> {
  const key = `ATT-${++unique}`;
  await t.http
    .post('/api/products')
    .set(t.auth('admin'))
    .send({ key, name: `Attach Mixer ${unique}`, price: 1000, deposit: 2000, stock: 10, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Attachment test gear' })
    .expect(201);
  return key;
}
const publishTerms = async (t: TestApp, text: string): Promise<number> => (await t.http.post('/api/admin/terms').set(t.auth('admin')).send({ text }).expect(201)).body.version;
async function book(t: TestApp, extra: Record<string, unknown> = {}): Promise<{ orderId: string; start: string; end: string }> {
  const key = await product(t);
  const [start, end] = [day(6), day(9)];
  const res = await t.http.post('/api/orders').set(t.auth('customer')).send({ orderedItems: [{ key, qty: 2 }], startingDate: start, endingDate: end, ...extra });
  expect(`${res.status} ${JSON.stringify(res.body.error ?? '')}`).toBe('201 ""');
  return { orderId: res.body.order.orderId, start, end };
}
const outboxRow = async (t: TestApp, orderId: string) =>
  (await t.http.get('/api/admin/outbox?limit=100').set(t.auth('admin')).expect(200)).body.data.filter((m: { orderId: string; kind: string }) => m.orderId === orderId && m.kind === 'booking-received');

/** Checks the calendar part: one all-day event from the pick-up day through the return day, at the shop. */
function expectRentalEvent(ics: string, orderId: string, start: string, end: string) {
  const text = unfolded(ics);
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(`DTSTART;VALUE=DATE:${compact(start)}`);
  // All-day events end the day after the last one: the return day is inside the event.
  expect(text).toContain(`DTEND;VALUE=DATE:${compact(day(10))}`);
  expect(text).toContain(`UID:${orderId}@shop.test`);
  expect(text).toContain(`SUMMARY:Attach Sound rental ${orderId}`);
  expect(text).toContain('LOCATION:7 Mail Lane\\, Colombo 05');
  expect(text).toContain(`return on ${end}`);
  expect(text).toMatch(/2 x Attach Mixer \d+/);
}

describe('confirmation attachments through SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  const t = useTestApp(() => ({ ...QUICK, SMTP_URL: `smtp://127.0.0.1:${sink.port}` }));

  it('sends the agreement PDF of the accepted terms and the .ics as MIME parts, lists them in the outbox, and keeps them on a resend', async () => {
    const version = await publishTerms(t(), 'Return the gear clean and dry.\nDamage is paid from the deposit.');
    await t().http.post('/api/admin/coupons').set(t().auth('admin')).send({ code: 'MAIL10', kind: 'percent', value: 10 }).expect(201);
    const { orderId, start, end } = await book(t(), { couponCode: 'mail10', acceptance: { name: 'Casey Mail Customer', termsVersion: version } });
    const [mail] = await sink.waitFor((m) => m.subject!.includes(orderId) && m.subject!.includes('received'));
    // The text and HTML stay the mail's body; the files come after them.
    expect(mail.text).toContain(orderId);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`rental-agreement-${orderId}.pdf`, 'application/pdf'],
      [`rental-${orderId}.ics`, 'text/calendar'],
    ]);
    const [pdf, ics] = mail.attachments;
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = await pdfText(pdf.content);
    // 2 × 3 days × Rs 1,000 = 6,000; 10% off = 600; tax 18% of 5,400 = 972; total 6,372; deposit 4,000.
    for (const words of [`Order ${orderId}`, 'Terms of rental (version ' + version + ')', 'Return the gear clean and dry.', 'Casey Mail Customer', 'MAIL10', 'Rs 6,372.00', 'Rs 4,000.00']) {
      expect(printed).toContain(words);
    }
    expectRentalEvent(ics.content.toString('utf8'), orderId, start, end);

    // The admin's outbox lists the files with their sizes.
    const [row] = await outboxRow(t(), orderId);
    const detail = (await t().http.get(`/api/admin/outbox/${row.id}`).set(t().auth('admin')).expect(200)).body;
    expect(detail.attachments).toEqual([
      { fileName: `rental-agreement-${orderId}.pdf`, contentType: 'application/pdf', size: pdf.content.length },
      { fileName: `rental-${orderId}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', size: ics.content.length },
    ]);

    // Sent again: the copy carries the same files, byte for byte.
    await t().http.post(`/api/admin/outbox/${row.id}/resend`).set(t().auth('admin')).expect(200);
    const both = await sink.waitFor((m) => m.subject!.includes(orderId) && m.subject!.includes('received'), 2);
    expect(both[1].attachments.map((a) => a.filename)).toEqual([`rental-agreement-${orderId}.pdf`, `rental-${orderId}.ics`]);
    expect(both[1].attachments[0].content.equals(pdf.content)).toBe(true);
    expect(both[1].attachments[1].content.equals(ics.content)).toBe(true);

    // Other mails of the order carry nothing.
    await t().http.put(`/api/orders/status/${orderId}`).set(t().auth('admin')).send({ status: 'approved' }).expect(200);
    const [approved] = await sink.waitFor((m) => m.subject!.includes(orderId) && m.subject!.includes('approved'));
    expect(approved.attachments).toEqual([]);
  });

  it('sends the calendar file again when the dates change: the same UID, a higher SEQUENCE each time', async () => {
    // The terms published above must be accepted.
    const version = (await t().http.get('/api/terms').expect(200)).body.version;
    const { orderId, start } = await book(t(), { acceptance: { name: 'Casey Dates', termsVersion: version } });
    const [received] = await sink.waitFor((m) => m.subject!.includes(orderId) && m.subject!.includes('received'));
    const first = received.attachments.find((a) => a.filename === `rental-${orderId}.ics`)!;
    expect(unfolded(first.content.toString('utf8'))).toContain('SEQUENCE:0');
    for (const [n, end, dayAfterEnd] of [[1, day(11), day(12)], [2, day(12), day(13)]] as const) {
      await t().http.put(`/api/orders/${orderId}/extend`).set(t().auth('customer')).send({ endingDate: end }).expect(200);
      const mail = (await sink.waitFor((m) => m.subject === `New dates for your booking ${orderId}`, n))[n - 1];
      expect(mail.text).toContain(`Your booking ${orderId} now runs ${formatDay(start)} to ${formatDay(end)}.`);
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`rental-${orderId}.ics`, 'text/calendar']]);
      const ics = unfolded(mail.attachments[0].content.toString('utf8'));
      expect(ics).toContain(`UID:${orderId}@shop.test`);
      expect(ics).toContain(`SEQUENCE:${n}`);
      expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(start)}`);
      expect(ics).toContain(`DTEND;VALUE=DATE:${compact(dayAfterEnd)}`);
    }
    // A refused extension sends nothing.
    await t().http.put(`/api/orders/${orderId}/extend`).set(t().auth('customer')).send({ endingDate: day(12) }).expect(400);
    const outbox = (await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200)).body.data;
    expect(outbox.filter((m: { orderId: string; kind: string }) => m.orderId === orderId && m.kind === 'dates-changed')).toHaveLength(2);
  });
});

describe('confirmation attachments in the .eml files (no SMTP_URL)', () => {
  const t = useTestApp(QUICK);

  async function eml(orderId: string): Promise<ParsedMail> {
    const dir = join(t().dataDir, 'outbox');
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
      let names: string[] = [];
      try {
        names = readdirSync(dir).filter((name) => name.endsWith('-booking-received.eml'));
      } catch {
        // Not written yet.
      }
      for (const name of names) {
        const mail = await simpleParser(readFileSync(join(dir, name)));
        if (mail.subject!.includes(orderId)) return mail;
      }
    }
    throw new Error(`No .eml for ${orderId}`);
  }

  it('a booking without terms carries only the .ics; once terms are published, the agreement PDF too', async () => {
    const plain = await book(t());
    const first = await eml(plain.orderId);
    expect(first.attachments.map((a) => a.filename)).toEqual([`rental-${plain.orderId}.ics`]);
    expectRentalEvent(first.attachments[0].content.toString('utf8'), plain.orderId, plain.start, plain.end);

    const version = await publishTerms(t(), 'Version for the eml test: bring the gear back on time.');
    const signed = await book(t(), { acceptance: { name: 'Eml Customer', termsVersion: version } });
    const second = await eml(signed.orderId);
    expect(second.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`rental-agreement-${signed.orderId}.pdf`, 'application/pdf'],
      [`rental-${signed.orderId}.ics`, 'text/calendar'],
    ]);
    const printed = await pdfText(second.attachments[0].content);
    expect(printed).toContain('bring the gear back on time.');
    expect(printed).toContain('Accepted by typing the full name: Eml Customer');
    // The attached agreement is the one the customer downloads.
    const downloaded = await t()
      .http.get(`/api/orders/${signed.orderId}/agreement`)
      .set(t().auth('customer'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(await pdfText(downloaded.body as Buffer)).toBe(printed);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import { type TestApp, useTestApp } from './support/test-app.js';

// The shop has one name: the site says "Stage Rentals", so e-mails and PDFs say it too unless
// SHOP_NAME names the shop otherwise.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pdfText = async (body: Buffer) => (await new PDFParse({ data: new Uint8Array(body) }).getText()).text;
const binary = (res: { on: Function }, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function product(t: TestApp): Promise<string> {
  const key = 'NAME-1';
  await t.http
    .post('/api/products')
    .set(t.auth('admin'))
    .send({ key, name: 'Name Speaker', price: 1000, stock: 10, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Shop name test gear' })
    .expect(201);
  return key;
}

/** The text of the first .eml file under DATA_DIR/outbox whose name ends with `suffix`. */
async function writtenMail(t: TestApp, suffix: string) {
  const dir = join(t.dataDir, 'outbox');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(100)) {
    let file: string | undefined;
    try {
      file = readdirSync(dir).find((name) => name.endsWith(suffix));
    } catch {
      file = undefined;
    }
    if (file) return simpleParser(readFileSync(join(dir, file)));
  }
  throw new Error(`no ${suffix} in ${dir}`);
}

describe('the shop name by default (no SHOP_NAME)', () => {
  const t = useTestApp({ MAIL_TICK_MS: '100' });
  let key: string;
  beforeAll(async () => {
    key = await product(t());
  });

  it('is "Stage Rentals" in an e-mail: its sender, text and HTML', async () => {
    const res = await t().http.post('/api/orders').set(t().auth('customer')).send({ orderedItems: [{ key, qty: 1 }], days: 2, startingDate: day(3), endingDate: day(5) });
    expect(res.status).toBe(201);
    const mail = await writtenMail(t(), '-booking-received.eml');
    expect(mail.from!.text).toContain('Stage Rentals');
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('Stage Rentals');
      expect(part).not.toContain('Rental Sound');
    }
  });

  it('is "Stage Rentals" on a quote PDF', async () => {
    const res = await t()
      .http.post('/api/orders/quote/pdf')
      .send({ orderedItems: [{ key, qty: 1 }], days: 2, startingDate: day(3), endingDate: day(5) })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Stage Rentals');
    expect(text).not.toContain('Rental Sound');
  });
});

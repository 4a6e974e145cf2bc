import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { createConnection } from 'mysql2/promise';
import { EMAILS, useTestApp, type TestApp } from './support/test-app.js';

type Row = Record<string, string>;
const parseCsv = (text: string): Row[] => parse(text, { columns: true }) as Row[];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** About 11 MB of CSV: more than the loopback socket's buffers hold (send buffer up to 4 MB here), so the server must wait for the reader. */
const VOLUME = 50_000;

/** Orders written straight into the database (as seed:volume does), each with one line: order n costs n paise more than the one before. */
async function seedOrders(t: TestApp, count: number): Promise<void> {
  const order = (n: number) => [`vol${n}@volume.test`, 2, '2026-01-10', '2026-01-12', 100_000 + n, 'approved', 500 + n];
  const line = (id: number, n: number) => [id, `VOL-${n % 7}`, `Volume gear ${n % 7}`, 50_000 + n, n % 3 + 1, 0];
  if (t.dbType === 'mysql') {
    const db = await createConnection({ uri: t.databaseUrl! });
    for (let first = 0; first < count; first += 1000) {
      const ns = Array.from({ length: Math.min(1000, count - first) }, (_, i) => first + i);
      const [result] = await db.query('INSERT INTO orders (email, days, startingDate, endingDate, totalCents, status, taxCents) VALUES ?', [ns.map(order)]);
      const firstId = (result as { insertId: number }).insertId;
      await db.query('INSERT INTO order_lines (orderId, productKey, productName, priceCents, quantity, depositCents) VALUES ?', [ns.map((n, i) => line(firstId + i, n))]);
    }
    await db.end();
    return;
  }
  // The API holds the file open in WAL mode; a second connection writes beside it as seed:volume would.
  const require = createRequire(import.meta.url);
  const Database = require(Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-13' : 'better-sqlite3');
  const db = new Database(join(t.dataDir, 'rental.sqlite'));
  db.pragma('busy_timeout = 10000');
  const insertOrder = db.prepare('INSERT INTO orders (email, days, startingDate, endingDate, totalCents, status, taxCents) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertLine = db.prepare('INSERT INTO order_lines (orderId, productKey, productName, priceCents, quantity, depositCents) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let n = 0; n < count; n++) {
      const id = Number(insertOrder.run(...order(n)).lastInsertRowid);
      insertLine.run(...line(id, n));
    }
  })();
  db.close();
}

describe('back-office data: streamed CSV exports, product import', () => {
  const t = useTestApp();
  const admin = () => t().auth('admin');
  const gear = { key: 'EXP-AMP', name: 'Export amplifier, "stage" model', price: 1234.5, category: 'audio', dimensions: '1 x 1 m', description: 'Line one\nline two', stock: 20, deposit: 500 };
  let apiOrder = '';

  beforeAll(async () => {
    await t().http.post('/api/products').set(admin()).send(gear).expect(201);
    const cart = { orderedItems: [{ key: 'EXP-AMP', qty: 2 }], days: 2, startingDate: day(3), endingDate: day(5) };
    apiOrder = (await t().http.post('/api/orders').set(t().auth('customer')).send(cart).expect(201)).body.order.orderId;
    await seedOrders(t(), VOLUME);
  });

  it('streams the orders: bytes arrive before the last row is read, so an order booked meanwhile is in the file', async () => {
    const url = new URL('/api/admin/exports/orders.csv', t().url);
    const chunks: Buffer[] = [];
    let booked = '';
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(url, { headers: admin() }, (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/csv/);
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/);
        res.once('data', (first: Buffer) => {
          chunks.push(first);
          res.pause();
          // While the download waits, a customer books: this order's row does not exist yet.
          const cart = { orderedItems: [{ key: 'EXP-AMP', qty: 1 }], days: 1, startingDate: day(8), endingDate: day(9) };
          t().http.post('/api/orders').set(t().auth('customer')).send(cart).then((response) => {
            booked = response.body.order.orderId;
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', resolve);
            res.resume();
          }, reject);
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    const rows = parseCsv(Buffer.concat(chunks).toString('utf8'));
    expect(booked).toMatch(/^ORD\d+$/);
    expect(rows.length).toBe(VOLUME + 2);
    expect(rows.at(-1)).toMatchObject({ orderId: booked, status: 'Pending', email: EMAILS.customer, productKey: 'EXP-AMP', quantity: '1' });
  });

  it('parses back to the same rows: every seeded order with its line, amounts in rupees, quotes and new lines kept', async () => {
    const res = await t().http.get('/api/admin/exports/orders.csv').set(admin()).buffer(true).parse((r, done) => {
      let text = '';
      r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      r.on('end', () => done(null, text));
    }).expect(200);
    const rows = parseCsv(res.body as string);
    const first = rows[0];
    expect(Object.keys(first)).toEqual(['orderId', 'orderDate', 'status', 'email', 'customerName', 'startingDate', 'endingDate', 'days', 'pickedUpAt', 'returnedAt', 'lateDays', 'lateFee', 'tax', 'total', 'deposit', 'depositRefunded', 'lineNumber', 'productKey', 'productName', 'quantity', 'dayPrice', 'lineDeposit']);
    expect(first).toMatchObject({ orderId: apiOrder, email: EMAILS.customer, customerName: 'Cara Tester', status: 'Pending', productKey: 'EXP-AMP', productName: gear.name, quantity: '2', dayPrice: '1234.50', lineDeposit: '500.00', deposit: '1000.00', lineNumber: '1' });
    const seeded = rows.filter((row) => row.email.endsWith('@volume.test'));
    expect(seeded).toHaveLength(VOLUME);
    seeded.forEach((row, n) => {
      const expected = {
        email: `vol${n}@volume.test`, status: 'approved', startingDate: '2026-01-10', endingDate: '2026-01-12', days: '2',
        total: ((100_000 + n) / 100).toFixed(2), tax: ((500 + n) / 100).toFixed(2), productKey: `VOL-${n % 7}`, productName: `Volume gear ${n % 7}`,
        dayPrice: ((50_000 + n) / 100).toFixed(2), quantity: String((n % 3) + 1), customerName: '', pickedUpAt: '', returnedAt: '',
      };
      if (n % 997 === 0 || n === VOLUME - 1) expect(row).toMatchObject(expected);
      else if (row.email !== expected.email || row.total !== expected.total || row.dayPrice !== expected.dayPrice || row.productKey !== expected.productKey) expect(row).toMatchObject(expected);
    });
    const ids = rows.map((row) => Number(row.orderId.slice(3)));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(rows.every((row) => !Number.isNaN(Date.parse(row.orderDate)))).toBe(true);
  });

  it('exports customers (not staff or admins) and the products in the import columns', async () => {
    const customers = parseCsv((await t().http.get('/api/admin/exports/customers.csv').set(admin()).expect(200)).text);
    const emails = customers.map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining([EMAILS.customer, EMAILS.blocked]));
    expect(emails).not.toContain(EMAILS.admin);
    expect(emails).not.toContain(EMAILS.staff);
    expect(customers.find((row) => row.email === EMAILS.blocked)).toMatchObject({ blocked: 'yes', firstName: 'Bo', role: 'customer' });
    expect(customers.find((row) => row.email === EMAILS.customer)).toMatchObject({ blocked: 'no', firstName: 'Cara', phone: '0771234567' });

    const products = parseCsv((await t().http.get('/api/admin/exports/products.csv').set(admin()).expect(200)).text);
    expect(products).toEqual([{
      key: 'EXP-AMP', name: gear.name, category: 'audio', priceCategory: 'standard', price: '1234.50', oldPrice: '', weekendPrice: '', weekPrice: '', deposit: '500.00',
      stock: '20', turnaroundHours: '0', availability: 'yes', dimensions: '1 x 1 m', description: 'Line one\nline two',
    }]);
  });

  it('refuses staff and customers', async () => {
    await t().http.get('/api/admin/exports/orders.csv').set(t().auth('staff')).expect(403);
    await t().http.get('/api/admin/exports/customers.csv').set(t().auth('customer')).expect(403);
    await t().http.post('/api/admin/imports/products').set(t().auth('staff')).send({ csv: 'key\nX\n' }).expect(403);
  });

  describe('product import', () => {
    const post = (body: object) => t().http.post('/api/admin/imports/products').set(admin()).send(body);
    const header = 'key,name,category,price,stock,deposit,dimensions,description';

    it('the template downloads, and imports as it is (creating its two example products)', async () => {
      const template = await t().http.get('/api/admin/imports/products/template.csv').set(admin()).expect(200);
      expect(template.headers['content-disposition']).toBe('attachment; filename="products-template.csv"');
      const rows = parseCsv(template.text);
      expect(Object.keys(rows[0])).toEqual(['key', 'name', 'category', 'priceCategory', 'price', 'oldPrice', 'weekendPrice', 'weekPrice', 'deposit', 'stock', 'turnaroundHours', 'availability', 'dimensions', 'description']);
      const response = await post({ csv: template.text }).expect(200);
      expect(response.body).toEqual({ written: true, created: ['SPK-EXAMPLE-1', 'LGT-EXAMPLE-1'], updated: [], skippedRows: [], errors: [] });
      const speaker = (await t().http.get('/api/products/SPK-EXAMPLE-1').expect(200)).body;
      expect(speaker).toMatchObject({ price: 2500, weekendPrice: 6000, weekPrice: 14000, deposit: 10000, stock: 4, turnaroundHours: 24, availability: true });
      const par = (await t().http.get('/api/products/LGT-EXAMPLE-1').set(admin()).expect(200)).body;
      expect(par).toMatchObject({ price: 800, oldPrice: 1000, availability: false, priceCategory: 'discounted' });
    });

    it('a file with one bad row is refused with its line and column, and nothing is written', async () => {
      const csv = `${header}\nIMP-ONE,Import one,audio,100,3,,1 x 1 m,Good row\nIMP-TWO,Import two,lights,ten,3,,1 x 1 m,Bad price\nIMP-THREE,Import three,audio,300,2,50,1 x 1 m,Good row\n`;
      const response = await post({ csv }).expect(422);
      expect(response.body.error).toMatch(/1 of 3 rows have problems; nothing was imported\. First: line 3, price/);
      expect(response.body.errors).toEqual([{ row: 3, column: 'price', error: 'Price must be a valid number' }]);
      expect(response.body.skippedRows).toEqual([3]);
      for (const key of ['IMP-ONE', 'IMP-TWO', 'IMP-THREE']) await t().http.get(`/api/products/${key}`).set(admin()).expect(404);
      const audit = (await t().http.get('/api/admin/audit?entityType=product&limit=100').set(admin()).expect(200)).body;
      expect(JSON.stringify(audit)).not.toContain('IMP-ONE');
    });

    it('names every problem by line and column: category, stock, a key twice, a missing field, a key in another letter case', async () => {
      const csv = [
        header,
        'IMP-A,A,sound,100,2,,1 x 1 m,x',
        'IMP-B,B,audio,100,-1,,1 x 1 m,x',
        'IMP-A,A again,audio,100,1,,1 x 1 m,x',
        'IMP-C,,audio,100,1,,1 x 1 m,x',
        'exp-amp,Case clash,audio,100,1,,1 x 1 m,x',
        'IMP-D,D,audio,100,1,abc,1 x 1 m,x',
      ].join('\n');
      const response = await post({ csv, dryRun: true }).expect(422);
      expect(response.body.errors).toEqual([
        { row: 2, column: 'category', error: 'Category must be audio or lights' },
        { row: 3, column: 'stock', error: 'Stock must be a whole number from 0 to 9999' },
        { row: 4, column: 'key', error: 'The key IMP-A is already on line 2' },
        { row: 5, column: 'name', error: 'Product name is required' },
        { row: 6, column: 'key', error: 'A product with the key EXP-AMP exists; keys differ from it only in letter case' },
        { row: 7, column: 'deposit', error: 'Deposit must be a number of rupees with at most 2 decimals' },
      ]);
    });

    it('"only valid rows" writes the good rows and returns the lines left out', async () => {
      const csv = `${header}\nIMP-ONE,Import one,audio,100,3,,1 x 1 m,Good row\nIMP-TWO,Import two,lights,ten,3,,1 x 1 m,Bad price\nIMP-THREE,Import three,audio,300.25,2,50,1 x 1 m,Good row\n`;
      const dry = await post({ csv, onlyValid: true, dryRun: true }).expect(200);
      expect(dry.body).toMatchObject({ written: false, created: ['IMP-ONE', 'IMP-THREE'], skippedRows: [3] });
      await t().http.get('/api/products/IMP-ONE').expect(404);
      const response = await post({ csv, onlyValid: true }).expect(200);
      expect(response.body).toMatchObject({ written: true, created: ['IMP-ONE', 'IMP-THREE'], updated: [], skippedRows: [3] });
      expect((await t().http.get('/api/products/IMP-THREE').expect(200)).body).toMatchObject({ price: 300.25, stock: 2, deposit: 50 });
      await t().http.get('/api/products/IMP-TWO').set(admin()).expect(404);
    });

    it('updates existing products: only the columns given, prices and stock included, audited', async () => {
      const csv = 'key,price,stock,weekendPrice\nEXP-AMP,1500,25,3000\nIMP-ONE,120.5,5,\n';
      const response = await post({ csv }).expect(200);
      expect(response.body).toEqual({ written: true, created: [], updated: ['EXP-AMP', 'IMP-ONE'], skippedRows: [], errors: [] });
      expect((await t().http.get('/api/products/EXP-AMP').expect(200)).body).toMatchObject({ name: gear.name, price: 1500, stock: 25, weekendPrice: 3000, deposit: 500 });
      const one = (await t().http.get('/api/products/IMP-ONE').expect(200)).body;
      expect(one).toMatchObject({ price: 120.5, stock: 5 });
      expect(one.weekendPrice ?? null).toBeNull();
      // An empty optional amount clears it.
      await post({ csv: 'key,weekendPrice\nEXP-AMP,\n' }).expect(200);
      expect((await t().http.get('/api/products/EXP-AMP').expect(200)).body.weekendPrice ?? null).toBeNull();
      const audit = JSON.stringify((await t().http.get('/api/admin/audit?entityType=product&limit=100').set(admin()).expect(200)).body);
      expect(audit).toContain('EXP-AMP');
    });

    it('an exported catalogue imports back as updates with no problems', async () => {
      const exported = (await t().http.get('/api/admin/exports/products.csv').set(admin()).expect(200)).text;
      const response = await post({ csv: exported, dryRun: true }).expect(200);
      expect(response.body.errors).toEqual([]);
      expect(response.body.created).toEqual([]);
      expect([...response.body.updated].sort()).toEqual(['EXP-AMP', 'IMP-ONE', 'IMP-THREE', 'LGT-EXAMPLE-1', 'SPK-EXAMPLE-1']);
    });

    it('stock below what is booked refuses the whole import (409) and writes nothing', async () => {
      const csv = 'key,price,stock\nIMP-THREE,999,2\nEXP-AMP,1500,1\n';
      const response = await post({ csv }).expect(409);
      expect(response.body.error).toMatch(/lowering the stock to 1 \(line 3\)/);
      expect((await t().http.get('/api/products/IMP-THREE').expect(200)).body.price).toBe(300.25);
    });

    it('refuses a file that is not the import shape with a clear 400', async () => {
      expect((await post({ csv: 'key,colour\nX,red\n' }).expect(400)).body.error).toMatch(/Unknown column colour/);
      expect((await post({ csv: 'name,price\nX,1\n' }).expect(400)).body.error).toMatch(/needs a key column/);
      expect((await post({ csv: 'key,name\n' }).expect(400)).body.error).toMatch(/no rows/);
      expect((await post({ csv: 'key,name\n"X,unclosed\n' }).expect(400)).body.error).toMatch(/not valid CSV/);
      expect((await post({}).expect(400)).body.error).toMatch(/csv is required/);
    });
  });
});

import { useTestApp } from './support/test-app.js';

/** Rupees as JavaScript prints a number of paise / 100: '1234.57', '1234.5', '1234'. */
const rupees = (cents: bigint) => {
  const whole = cents / 100n;
  const paise = cents % 100n;
  return paise === 0n ? `${whole}` : `${whole}.${String(paise).padStart(2, '0').replace(/0$/, '')}`;
};

const product = (key: string, priceCents: number, extra: Record<string, unknown> = {}) => ({
  key,
  name: `Rental ${key}`,
  price: priceCents / 100,
  category: 'audio',
  dimensions: '1 x 1 x 1 m',
  description: 'Quote test gear',
  // Plenty of units: these tests are about prices and orders, not stock (see inventory.e2e-spec.ts).
  stock: 1000,
  image: [`https://cdn.example.com/${key}.jpg`],
  ...extra,
});

/** 37 products with paise in their prices, 1234.57 among them. */
const manyLines = Array.from({ length: 37 }, (_, i) => ({ key: `q-${i}`, cents: i === 0 ? 123_457 : 123_457 + i * 98_761 + (i % 10), qty: (i % 7) + 1 }));

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('orders: quotes', () => {
  const t = useTestApp();
  const cart = (orderedItems: unknown, startingDate = '2026-12-01', endingDate = '2026-12-03', extra: Record<string, unknown> = {}) => ({
    orderedItems,
    days: 1,
    startingDate,
    endingDate,
    ...extra,
  });
  const quote = (body: unknown) => t().http.post('/api/orders/quote').send(body as object);

  beforeAll(async () => {
    const admin = t().auth('admin');
    for (const line of manyLines) await t().http.post('/api/products').set(admin).send(product(line.key, line.cents)).expect(201);
    await t().http.post('/api/products').set(admin).send(product('day-rate', 10_000)).expect(201);
    await t().http.post('/api/products').set(admin).send(product('dime', 10)).expect(201);
    await t().http.post('/api/products').set(admin).send(product('twenty', 20)).expect(201);
    await t().http.post('/api/products').set(admin).send(product('broken-fogger', 5_000, { name: 'Broken fogger', availability: false })).expect(201);
    await t().http.post('/api/products').set(admin).send(product('retired-mixer', 5_000, { name: 'Retired mixer', availability: false })).expect(201);
    await t().http.post('/api/products').set(admin).send(product('priciest', 1_000_000_000)).expect(201);
  });

  // 400 days makes every line a whole number of rupees; 403 leaves paise that floating point would blur.
  it.each([
    ['2027-02-05', 400],
    ['2027-02-08', 403],
  ])('prices 37 lines from 2026-01-01 to %s (%i days) exactly, to the paisa', async (end, days) => {
    const res = await quote(cart(manyLines.map((l) => ({ key: l.key, qty: l.qty })), '2026-01-01', end)).expect(200);
    const expectedLines = manyLines.map((l) => BigInt(l.cents) * BigInt(l.qty) * BigInt(days));
    const expectedTotal = expectedLines.reduce((sum, cents) => sum + cents, 0n);
    expect(res.body.days).toBe(days);
    expect(String(res.body.total)).toBe(rupees(expectedTotal));
    expect(res.text).toContain(`"total":${rupees(expectedTotal)}`);
    expect(res.body.lines).toHaveLength(37);
    // No duration rates, no deposits and tax 0 (the default): subtotal and total are today's Σ price × qty × days.
    expect(res.body).toEqual(expect.objectContaining({ subtotal: res.body.total, taxRate: 0, tax: 0, deposit: 0, amountDue: res.body.total }));
    res.body.lines.forEach((line: { key: string; price: number; qty: number; lineTotal: number; amount: number; name: string }, i: number) => {
      expect(line).toEqual({
        key: manyLines[i].key,
        name: `Rental ${manyLines[i].key}`,
        price: manyLines[i].cents / 100,
        qty: manyLines[i].qty,
        days,
        breakdown: `${days} days`,
        amount: line.lineTotal,
        lineTotal: line.lineTotal,
        deposit: 0,
        available: 1000,
      });
      expect(String(line.lineTotal)).toBe(rupees(expectedLines[i]));
    });
  });

  it('1234.57 a day × 3 × 400 days is exactly 1481484', async () => {
    const res = await quote(cart([{ key: 'q-0', qty: 3 }], '2026-01-01', '2027-02-05')).expect(200);
    expect(res.body.total).toBe(1_481_484);
  });

  it('adds paise without floating-point drift (0.10 + 0.20 for 1 day is 0.3)', async () => {
    const res = await quote(cart([{ key: 'dime', qty: 1 }, { key: 'twenty', qty: 1 }], '2026-12-01', '2026-12-02')).expect(200);
    expect(res.text).toContain('"total":0.3,');
  });

  it.each([
    ['the same day', '2026-12-01', '2026-12-01', 1],
    ['today to tomorrow', isoDay(0), isoDay(1), 1],
    ['three nights', '2026-12-01', '2026-12-04', 3],
    ['over a leap day', '2028-02-28', '2028-03-01', 2],
    ['over the end of a common February', '2027-02-28', '2027-03-01', 1],
    ['a whole leap year', '2028-01-01', '2029-01-01', 366],
    ['over New Year', '2026-12-31', '2027-01-02', 2],
  ])('counts %s (%s → %s) as %i day(s), whatever days the client sends', async (_what, start, end, days) => {
    const res = await quote(cart([{ key: 'day-rate', qty: 2 }], start, end, { days: 99 })).expect(200);
    expect(res.body.days).toBe(days);
    expect(res.body.total).toBe(100 * 2 * days);
  });

  it('merges lines for the same product', async () => {
    const res = await quote(cart([{ key: 'day-rate', qty: 1 }, { key: 'dime', qty: 1 }, { key: 'day-rate', qty: 2 }])).expect(200);
    expect(res.body.lines.map((l: { key: string; qty: number }) => [l.key, l.qty])).toEqual([
      ['day-rate', 3],
      ['dime', 1],
    ]);
    expect(res.body.total).toBe(600.2);
  });

  it('is open to visitors and signed-in users alike', async () => {
    await quote(cart([{ key: 'day-rate', qty: 1 }])).set(t().auth('customer')).expect(200);
    await quote(cart([{ key: 'day-rate', qty: 1 }])).set(t().auth('admin')).expect(200);
  });

  it('names every unknown product', async () => {
    const res = await quote(cart([{ key: 'day-rate', qty: 1 }, { key: 'ghost-1', qty: 1 }, { key: 'ghost-2', qty: 1 }])).expect(400);
    expect(res.body).toEqual({ error: 'These products do not exist: ghost-1, ghost-2', statusCode: 400 });
  });

  it('treats a key in another letter case as unknown', async () => {
    const res = await quote(cart([{ key: 'DAY-RATE', qty: 1 }])).expect(400);
    expect(res.body.error).toBe('These products do not exist: DAY-RATE');
  });

  it('names every unavailable product', async () => {
    const res = await quote(cart([{ key: 'broken-fogger', qty: 1 }, { key: 'day-rate', qty: 1 }, { key: 'retired-mixer', qty: 1 }])).expect(400);
    expect(res.body.error).toBe('These products are not available for rent right now: broken-fogger, retired-mixer');
  });

  const line = { key: 'day-rate', qty: 1 };
  it.each([
    ['an empty cart', cart([]), 'Your cart is empty: add at least one item'],
    ['no orderedItems', { startingDate: '2026-12-01', endingDate: '2026-12-02' }, 'orderedItems must be a list of { key, qty }'],
    ['orderedItems that is not a list', cart('day-rate'), 'orderedItems must be a list of { key, qty }'],
    ['101 lines', cart(Array.from({ length: 101 }, () => line)), 'A booking can have at most 100 lines'],
    ['qty 0', cart([{ key: 'day-rate', qty: 0 }]), 'qty must be a whole number from 1 to 1000'],
    ['qty -1', cart([{ key: 'day-rate', qty: -1 }]), 'qty must be a whole number from 1 to 1000'],
    ['qty 1.5', cart([{ key: 'day-rate', qty: 1.5 }]), 'qty must be a whole number from 1 to 1000'],
    ['qty "2"', cart([{ key: 'day-rate', qty: '2' }]), 'qty must be a whole number from 1 to 1000'],
    ['qty 1001', cart([{ key: 'day-rate', qty: 1001 }]), 'qty must be a whole number from 1 to 1000'],
    ['no qty', cart([{ key: 'day-rate' }]), 'qty must be a whole number from 1 to 1000'],
    ['merged qty over 1000', cart([{ key: 'day-rate', qty: 600 }, { key: 'day-rate', qty: 401 }]), 'At most 1000 of one product can be booked: day-rate'],
    ['a line without a key', cart([{ qty: 1 }]), 'Each item needs a product key'],
    ['a line with an extra field', cart([{ key: 'day-rate', qty: 1, price: 0.01 }]), 'orderedItems.0.price is not an accepted field'],
    ['no startingDate', { orderedItems: [line], endingDate: '2026-12-02' }, 'startingDate is required (YYYY-MM-DD)'],
    ['a date with slashes', cart([line], '2026/12/01'), 'startingDate must be a date written as YYYY-MM-DD'],
    ['a day-first date', cart([line], '01-12-2026'), 'startingDate must be a date written as YYYY-MM-DD'],
    ['a date without zero padding', cart([line], '2026-12-1'), 'startingDate must be a date written as YYYY-MM-DD'],
    ['a date with a time', cart([line], '2026-12-01', '2026-12-02T10:00:00Z'), 'endingDate must be a date written as YYYY-MM-DD'],
    ['a number as a date', cart([line], 20261201 as unknown as string), 'startingDate must be a date written as YYYY-MM-DD'],
    ['30 February', cart([line], '2026-02-30', '2026-03-02'), 'startingDate 2026-02-30 is not a real calendar date'],
    ['29 February of a common year', cart([line], '2026-02-01', '2027-02-29'), 'endingDate 2027-02-29 is not a real calendar date'],
    ['month 13', cart([line], '2026-13-01'), 'startingDate 2026-13-01 is not a real calendar date'],
    ['an end before the start', cart([line], '2026-12-03', '2026-12-02'), 'The end date cannot be before the start date'],
    ['a rental over 1095 days', cart([line], '2026-01-01', '2029-01-02'), 'A rental can last at most 1095 days; please contact the shop for longer hires'],
    ['a total too large to show exactly', cart([{ key: 'priciest', qty: 1000 }], '2026-01-01', '2028-12-31'), 'This booking is too large to quote online. Please contact the shop.'],
    ['an unknown top-level field', cart([line], '2026-12-01', '2026-12-02', { total: 1 }), 'total is not an accepted field'],
  ])('refuses %s with a 400 that says why', async (_what, body, message) => {
    const res = await quote(body).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t().http.post('/api/orders/quote').set('Content-Type', 'application/json').send('{"orderedItems": [').expect(400);
    expect(res.body.error).toBe('The request body is not valid JSON');
  });
});

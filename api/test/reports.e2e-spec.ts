// The planner (staff and admins) and the reports (admins), their figures checked against
// bookings made here through the API: revenue over a range crossing a month, utilisation with a
// repair taken out of the days in service, late returns, deposits held, and the CSV files.
import { parse } from 'csv-parse/sync';
import { useTestApp } from './support/test-app.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let serial = 0;

interface Bar { kind: string; state?: string; orderId?: string; quantity?: number; from: string; until: string; at: number; span: number; note?: string }
interface Row { id: string; kind: string; productKey: string; name: string; stock: number; status?: string; bars: Bar[] }
interface Report {
  from: string; to: string; interval: string; previous: { from: string; to: string };
  measures: { key: string; unit: string }[];
  series: { period: string; values: Record<string, number> }[];
  previousSeries: { period: string; values: Record<string, number> }[];
  totals: Record<string, number>; previousTotals: Record<string, number>;
  rows: Record<string, string | number>[]; rowCount: number; idle?: Record<string, string | number>[];
}

describe('planner and reports', () => {
  const t = useTestApp({ MAX_OPEN_BOOKINGS: '1000' });
  const admin = () => t().auth('admin');
  const staff = () => t().auth('staff');

  const product = async (fields: Record<string, unknown> = {}) => {
    const key = `rep-${++serial}-${Math.random().toString(36).slice(2, 6)}`;
    await t().http.post('/api/products').set(admin()).send({ key, name: `Report gear ${serial}`, price: 1000, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Report test gear', stock: 5, image: ['https://example.com/p.png'], ...fields }).expect(201);
    return key;
  };
  const book = async (key: string, qty: number, from: string, to: string) =>
    (await t().http.post('/api/orders').set(t().auth('customer')).send({ orderedItems: [{ key, qty }], startingDate: from, endingDate: to }).expect(201)).body.order as { orderId: string; totalAmount: number; tax: number; lateFee: number; deposit: number };
  const approve = (orderId: string) => t().http.put(`/api/orders/status/${orderId}`).set(staff()).send({ status: 'approved' }).expect(200);
  const report = async (name: string, query: string) => (await t().http.get(`/api/admin/reports/${name}?${query}`).set(admin()).expect(200)).body as Report;
  const planner = async (query: string, role: 'admin' | 'staff' = 'staff') => (await t().http.get(`/api/admin/planner?${query}`).set(t().auth(role)).expect(200)).body as { from: string; until: string; days: number; rows: Row[]; truncated: boolean };

  describe('planner', () => {
    it('shows a new booking on its product\'s row over its days, and its state as it moves on', async () => {
      const key = await product();
      const order = await book(key, 2, day(2), day(5));
      const view = await planner(`from=${day(0)}&weeks=1&q=${key}`);
      expect(view).toMatchObject({ from: day(0), until: day(7), days: 7, truncated: false });
      expect(view.rows.map((row) => row.id)).toEqual([key]);
      expect(view.rows[0].bars).toEqual([{ kind: 'booking', state: 'Pending', orderId: order.orderId, quantity: 2, from: day(2), until: day(5), at: 2, span: 3, note: 'customer@test.local' }]);
      await approve(order.orderId);
      expect((await planner(`from=${day(3)}&weeks=1&q=${key}`, 'admin')).rows[0].bars).toEqual([expect.objectContaining({ state: 'approved', at: 0, span: 2, from: day(2), until: day(5) })]);
      // A range after it shows nothing on the row; a cancelled booking leaves it.
      expect((await planner(`from=${day(5)}&weeks=1&q=${key}`)).rows[0].bars).toEqual([]);
    });

    it('a tracked product has a row per unit; a unit in repair shows the repair, turnaround follows a booking', async () => {
      const key = await product({ stock: 2, turnaroundHours: 30 });
      const units = (await t().http.post(`/api/products/${key}/units`).set(admin()).send({ count: 2 }).expect(201)).body.units as { tag: string }[];
      await t().http.put(`/api/units/${units[1].tag}/repair`).set(admin()).send({ reason: 'Hum', backOn: day(3) }).expect(200);
      const order = await book(key, 1, day(4), day(6));
      const view = await planner(`from=${day(0)}&weeks=2&q=${key}`);
      expect(view.rows.map((row) => [row.kind, row.id])).toEqual([['product', key], ['unit', units[0].tag], ['unit', units[1].tag]]);
      // Not handed out yet: on the product's row, with two days of turnaround (30 hours) after it.
      expect(view.rows[0].bars).toEqual([
        expect.objectContaining({ kind: 'booking', state: 'Pending', orderId: order.orderId, at: 4, span: 2 }),
        expect.objectContaining({ kind: 'turnaround', orderId: order.orderId, at: 6, span: 2 }),
      ]);
      expect(view.rows[1].bars).toEqual([]);
      expect(view.rows[2]).toMatchObject({ status: 'repair', bars: [{ kind: 'repair', note: 'Hum', from: day(0), until: day(3), at: 0, span: 3 }] });
      // Search by a unit's tag finds its product.
      expect((await planner(`q=${units[1].tag}`)).rows.map((row) => row.id)).toContain(key);
    });

    it('filters by category; refuses bad parameters with 400 and an error, customers with 403', async () => {
      const key = await product({ category: 'lights' });
      const lights = await planner(`category=lights&weeks=8`);
      expect(lights.days).toBe(56);
      expect(lights.rows.map((row) => row.id)).toContain(key);
      expect((await planner('category=audio')).rows.map((row) => row.id)).not.toContain(key);
      for (const query of ['weeks=0', 'weeks=9', 'weeks=two', 'from=2026-02-30', 'category=video', `q=${'x'.repeat(101)}`]) {
        const res = await t().http.get(`/api/admin/planner?${query}`).set(staff());
        expect(res.status).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
      await t().http.get('/api/admin/planner').set(t().auth('customer')).expect(403);
    });
  });

  describe('reports', () => {
    it('revenue: rental and tax by the day bookings start, in months across a month\'s end, beside the previous period', async () => {
      const key = await product({ price: 1234.5 });
      const january = await book(key, 1, '2031-01-30', '2031-02-02'); // 3 days
      const february = await book(key, 2, '2031-02-03', '2031-02-05'); // 2 × 2 days
      const earlier = await book(key, 1, '2031-01-05', '2031-01-06'); // the previous period
      const pending = await book(key, 1, '2031-01-31', '2031-02-01'); // never approved: not revenue
      for (const o of [january, february, earlier]) await approve(o.orderId);
      const rental = (o: { totalAmount: number; tax: number; lateFee: number }) => Math.round((o.totalAmount - o.tax - o.lateFee) * 100) / 100;
      expect(rental(january)).toBe(3703.5);
      expect(rental(february)).toBe(4938);

      const body = await report('revenue', 'from=2031-01-20&to=2031-02-10&interval=month');
      expect(body.previous).toEqual({ from: '2030-12-29', to: '2031-01-19' });
      expect(body.series).toEqual([
        { period: '2031-01-20', values: { rental: rental(january), lateFees: 0, tax: january.tax, refunds: 0 } },
        { period: '2031-02-01', values: { rental: rental(february), lateFees: 0, tax: february.tax, refunds: 0 } },
      ]);
      expect(body.totals).toEqual({ rental: rental(january) + rental(february), lateFees: 0, tax: Math.round((january.tax + february.tax) * 100) / 100, refunds: 0 });
      expect(body.previousTotals.rental).toBe(rental(earlier));
      expect(body.previousSeries.map((p) => p.period)).toEqual(['2030-12-29', '2031-01-01']);
      void pending;

      // Days: 22 of them, the bookings on their first days.
      const daily = await report('revenue', 'from=2031-01-20&to=2031-02-10&interval=day');
      expect(daily.series).toHaveLength(22);
      expect(daily.series.find((p) => p.period === '2031-01-30')!.values.rental).toBe(rental(january));
      expect(daily.series.filter((p) => p.values.rental > 0).map((p) => p.period)).toEqual(['2031-01-30', '2031-02-03']);
      // Weeks start on Monday (2031-01-27 and 2031-02-03 are Mondays).
      const weekly = await report('revenue', 'from=2031-01-20&to=2031-02-10&interval=week');
      expect(weekly.series.map((p) => p.period)).toEqual(['2031-01-20', '2031-01-27', '2031-02-03', '2031-02-10']);

      // The CSV has the same figures, in rupees with two decimals, beside the previous period's.
      const csv = await t().http.get('/api/admin/reports/revenue.csv?from=2031-01-20&to=2031-02-10&interval=month').set(admin()).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const rows = parse(csv.text, { columns: true }) as Record<string, string>[];
      expect(rows).toEqual([
        expect.objectContaining({ period: '2031-01-20', rental: '3703.50', lateFees: '0.00', previousPeriod: '2030-12-29', previousRental: '0.00' }),
        expect.objectContaining({ period: '2031-02-01', rental: '4938.00', previousPeriod: '2031-01-01', previousRental: rental(earlier).toFixed(2) }),
      ]);
    });

    it('bookings: made and cancelled per day', async () => {
      const key = await product();
      const a = await book(key, 1, day(10), day(11));
      await book(key, 1, day(12), day(13));
      await t().http.put(`/api/orders/${a.orderId}/cancel`).set(t().auth('customer')).send({}).expect(200);
      const body = await report('bookings', `from=${day(0)}&to=${day(0)}`);
      expect(body.series).toHaveLength(1);
      expect(body.totals.bookings).toBeGreaterThanOrEqual(2);
      expect(body.totals.cancelled).toBeGreaterThanOrEqual(1);
    });

    it('utilisation: days rented over days in service, a unit\'s repair days taken out', async () => {
      const key = await product({ stock: 2 });
      const units = (await t().http.post(`/api/products/${key}/units`).set(admin()).send({ count: 2 }).expect(201)).body.units as { tag: string }[];
      await t().http.put(`/api/units/${units[0].tag}/repair`).set(admin()).send({ reason: 'Cracked lens', backOn: day(4) }).expect(200);
      const order = await book(key, 1, day(1), day(3)); // 2 unit-days
      await approve(order.orderId);
      const body = await report('utilisation', `from=${day(0)}&to=${day(9)}`);
      // 2 units × 10 days, less 4 days of one in repair (today to the day before it is back) = 16 in service.
      expect(body.rows.find((row) => row.key === key)).toEqual({ kind: 'product', key, name: expect.any(String), category: 'audio', rentedDays: 2, serviceDays: 16, utilisation: 12.5, previousUtilisation: 0 });
      expect(body.rows[0].kind).toBe('category');
      expect(body.totals.utilisation).toBe(Math.round((body.totals.rentedDays / body.totals.serviceDays) * 1000) / 10);
      const csv = parse((await t().http.get(`/api/admin/reports/utilisation.csv?from=${day(0)}&to=${day(9)}`).set(admin()).expect(200)).text, { columns: true }) as Record<string, string>[];
      expect(csv.find((row) => row.key === key)).toMatchObject({ rentedDays: '2', serviceDays: '16', utilisation: '12.5' });
    });

    it('late returns and deposits: a booking back a day late, a deposit held until the return', async () => {
      const key = await product({ deposit: 500 });
      const late = await book(key, 1, day(-1), day(-1));
      await approve(late.orderId);
      await t().http.put(`/api/orders/${late.orderId}/pickup`).set(staff()).send({}).expect(200);
      const held = await report('deposits', `from=${day(-1)}&to=${day(0)}`);
      expect(held.rows).toEqual(expect.arrayContaining([{ orderId: late.orderId, email: 'customer@test.local', startingDate: day(-1), endingDate: day(-1), deposit: 500 }]));
      expect(held.totals.heldNow).toBeGreaterThanOrEqual(500);
      expect(held.series.find((p) => p.period === day(-1))!.values.taken).toBeGreaterThanOrEqual(500);
      const overdue = await report('late-returns', `from=${day(0)}&to=${day(0)}`);
      expect(overdue.totals.overdueNow).toBeGreaterThanOrEqual(1);

      const returned = (await t().http.put(`/api/orders/${late.orderId}/return`).set(staff()).send({}).expect(200)).body.order;
      expect(returned.lateFee).toBeGreaterThan(0);
      const body = await report('late-returns', `from=${day(0)}&to=${day(0)}`);
      expect(body.rows).toContainEqual({ orderId: late.orderId, email: 'customer@test.local', endingDate: day(-1), returnedOn: day(0), lateDays: returned.lateDays, lateFee: returned.lateFee });
      expect(body.totals.lateReturns).toBeGreaterThanOrEqual(1);
      expect(body.series[0].values.lateFees).toBeGreaterThanOrEqual(returned.lateFee);
      const revenue = await report('revenue', `from=${day(0)}&to=${day(0)}`);
      expect(revenue.totals.lateFees).toBeGreaterThanOrEqual(returned.lateFee);
      // Back: no longer held.
      expect((await report('deposits', `from=${day(0)}&to=${day(0)}`)).rows.map((row) => row.orderId)).not.toContain(late.orderId);
    });

    it('top products: ranked by rental revenue, idle ones listed', async () => {
      const busy = await product({ price: 5000 });
      const idle = await product();
      const order = await book(busy, 1, '2032-03-01', '2032-03-04');
      await approve(order.orderId);
      const body = await report('top-products', 'from=2032-03-01&to=2032-03-31');
      expect(body.rows[0]).toMatchObject({ rank: 1, key: busy, bookings: 1, rentedDays: 3, revenue: order.totalAmount - order.tax, previousRevenue: 0 });
      expect(body.idle!.map((row) => row.key)).toContain(idle);
    });

    it('are for admins only; refuse bad ranges with 400 and unknown reports with 404', async () => {
      await t().http.get('/api/admin/reports/revenue').set(staff()).expect(403);
      for (const query of ['from=2031-02-10&to=2031-01-01', 'from=2020-01-01&to=2031-01-01', 'interval=year', 'from=yesterday']) {
        const res = await t().http.get(`/api/admin/reports/revenue?${query}`).set(admin());
        expect(res.status).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
      const res = await t().http.get('/api/admin/reports/profit').set(admin());
      expect(res.status).toBe(404);
      expect(res.body.error).toMatch(/No report is called profit/);
    });
  });
});

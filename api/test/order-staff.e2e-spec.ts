import { EMAILS, useTestApp } from './support/test-app.js';

// Staff's own tools on an order: notes with their author and
// time, and waiving or changing a late fee with a reason kept in the audit trail.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let serial = 0;

describe('staff on an order: notes and late fees', () => {
  const t = useTestApp({ MAX_OPEN_BOOKINGS: '1000' });
  const admin = () => t().auth('admin');
  const staff = () => t().auth('staff');

  const product = async () => {
    const key = `staff-${++serial}`;
    await t().http.post('/api/products').set(admin()).send({ key, name: `Staff gear ${serial}`, price: 1000, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Staff test gear', stock: 5, image: ['https://example.com/p.png'] }).expect(201);
    return key;
  };
  const book = async (from: number, to: number) =>
    (await t().http.post('/api/orders').set(t().auth('customer')).send({ orderedItems: [{ key: await product(), qty: 1 }], startingDate: day(from), endingDate: day(to) }).expect(201)).body.order.orderId as string;
  /** A same-day rental yesterday, out and back today: one day late. */
  const lateReturned = async () => {
    const orderId = await book(-1, -1);
    await t().http.put(`/api/orders/status/${orderId}`).set(staff()).send({ status: 'approved' }).expect(200);
    await t().http.put(`/api/orders/${orderId}/pickup`).set(staff()).send({}).expect(200);
    return (await t().http.put(`/api/orders/${orderId}/return`).set(staff()).send({}).expect(200)).body.order;
  };
  const history = async (orderId: string) => (await t().http.get(`/api/admin/audit?entityType=order&entityId=${orderId}`).set(admin()).expect(200)).body.data;

  describe('notes', () => {
    it('staff and admins add notes; the order lists them oldest first with author and time, and its history has them', async () => {
      const orderId = await book(2, 3);
      const first = await t().http.post(`/api/orders/${orderId}/notes`).set(staff()).send({ text: '  Customer will pick up at 10:00  ' }).expect(201);
      expect(first.body.note).toEqual(expect.objectContaining({ text: 'Customer will pick up at 10:00', authorEmail: EMAILS.staff }));
      expect(first.body.note.author).toBeTruthy();
      expect(Math.abs(Date.parse(first.body.note.at) - Date.now())).toBeLessThan(60_000);
      await t().http.post(`/api/orders/${orderId}/notes`).set(admin()).send({ text: 'Confirmed by phone' }).expect(201);

      const notes = (await t().http.get(`/api/orders/${orderId}/notes`).set(staff()).expect(200)).body;
      expect(notes.map((note: { text: string; authorEmail: string }) => [note.text, note.authorEmail])).toEqual([
        ['Customer will pick up at 10:00', EMAILS.staff],
        ['Confirmed by phone', EMAILS.admin],
      ]);
      const entries = await history(orderId);
      expect(entries.filter((entry: { action: string }) => entry.action === 'note added').map((entry: { actor: string; after: { note: string } }) => [entry.actor, entry.after.note])).toEqual([
        [EMAILS.admin, 'Confirmed by phone'],
        [EMAILS.staff, 'Customer will pick up at 10:00'],
      ]);
    });

    it('refuses an empty, blank, too long or non-text note with a 400 and an error, and an unknown order with a 404', async () => {
      const orderId = await book(2, 3);
      for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 42 }]) {
        const res = await t().http.post(`/api/orders/${orderId}/notes`).set(staff()).send(body);
        expect(res.status).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
      expect((await t().http.get(`/api/orders/${orderId}/notes`).set(staff()).expect(200)).body).toEqual([]);
      for (const id of ['ORD999999', 'nonsense']) {
        const res = await t().http.post(`/api/orders/${id}/notes`).set(staff()).send({ text: 'Hello' });
        expect(res.status).toBe(404);
        expect(typeof res.body.error).toBe('string');
        expect((await t().http.get(`/api/orders/${id}/notes`).set(staff())).status).toBe(404);
      }
    });

    it('customers can neither read nor write notes', async () => {
      const orderId = await book(2, 3);
      await t().http.post(`/api/orders/${orderId}/notes`).set(t().auth('customer')).send({ text: 'Mine' }).expect(403);
      await t().http.get(`/api/orders/${orderId}/notes`).set(t().auth('customer')).expect(403);
    });
  });

  describe('late fee', () => {
    it('waiving it takes it out of the tax, the total and what is due, and keeps the reason on the order and in the audit trail', async () => {
      const returned = await lateReturned();
      expect(returned.lateFee).toBeGreaterThan(0);
      const res = await t().http.put(`/api/orders/${returned.orderId}/late-fee`).set(staff()).send({ lateFee: 0, reason: '  The van broke down; they phoned ahead ' }).expect(200);
      const order = res.body.order;
      expect(order.lateFee).toBe(0);
      expect(order.lateFeeReason).toBe('The van broke down; they phoned ahead');
      expect(order.totalAmount).toBeCloseTo(order.subtotal + order.tax, 2);
      expect(order.tax).toBeCloseTo((order.subtotal * order.taxRate) / 100, 2);
      expect(order.amountDue).toBeCloseTo(order.totalAmount + order.deposit, 2);
      expect(order.totalAmount).toBeLessThan(returned.totalAmount);

      const entry = (await history(returned.orderId)).find((e: { action: string }) => e.action === 'late fee waived');
      expect(entry).toEqual(expect.objectContaining({ actor: EMAILS.staff }));
      expect(entry.before).toEqual(expect.objectContaining({ lateFee: returned.lateFee, lateFeeReason: null }));
      expect(entry.after).toEqual(expect.objectContaining({ lateFee: 0, lateFeeReason: 'The van broke down; they phoned ahead' }));
      // The order as listed says the same.
      const listed = (await t().http.get(`/api/admin/orders?limit=100`).set(staff()).expect(200)).body.data.find((o: { orderId: string }) => o.orderId === returned.orderId);
      expect(listed).toEqual(expect.objectContaining({ lateFee: 0, totalAmount: order.totalAmount, lateFeeReason: 'The van broke down; they phoned ahead' }));
    });

    it('changing it to another amount prices tax and total from the server', async () => {
      const returned = await lateReturned();
      const order = (await t().http.put(`/api/orders/${returned.orderId}/late-fee`).set(admin()).send({ lateFee: 250.5, reason: 'Half a day only' }).expect(200)).body.order;
      expect(order.lateFee).toBe(250.5);
      expect(order.totalAmount).toBeCloseTo(order.subtotal + 250.5 + order.tax, 2);
      expect((await history(returned.orderId)).some((e: { action: string }) => e.action === 'late fee changed')).toBe(true);
    });

    it('refuses a bad amount or a missing reason with a 400 and an error, and changes nothing', async () => {
      const returned = await lateReturned();
      for (const body of [{ reason: 'x' }, { lateFee: -1, reason: 'x' }, { lateFee: 'abc', reason: 'x' }, { lateFee: 1.234, reason: 'x' }, { lateFee: 1e12, reason: 'x' }, { lateFee: 0 }, { lateFee: 0, reason: '  ' }, { lateFee: 0, reason: 'r'.repeat(501) }]) {
        const res = await t().http.put(`/api/orders/${returned.orderId}/late-fee`).set(staff()).send(body);
        expect([res.status, body]).toEqual([400, body]);
        expect(typeof res.body.error).toBe('string');
      }
      const listed = (await t().http.get(`/api/admin/orders?limit=100`).set(staff()).expect(200)).body.data.find((o: { orderId: string }) => o.orderId === returned.orderId);
      expect(listed.lateFee).toBe(returned.lateFee);
    });

    it('responds 409 before the return, and 404 for an unknown order; customers get 403', async () => {
      const orderId = await book(2, 3);
      const early = await t().http.put(`/api/orders/${orderId}/late-fee`).set(staff()).send({ lateFee: 0, reason: 'x' });
      expect(early.status).toBe(409);
      expect(early.body.error).toMatch(/not been returned/);
      expect((await t().http.put('/api/orders/ORD999999/late-fee').set(staff()).send({ lateFee: 0, reason: 'x' })).status).toBe(404);
      await t().http.put(`/api/orders/${orderId}/late-fee`).set(t().auth('customer')).send({ lateFee: 0, reason: 'x' }).expect(403);
    });
  });
});

import { EMAILS, useTestApp } from './support/test-app.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('kits, tracked units, turnaround and repairs', () => {
  // Late days at 1.5 × the day rate, no tax, so the figures read plainly.
  const t = useTestApp({ LATE_FEE_MULTIPLIER: '1.5', TAX_RATE_PERCENT: '0' });
  const admin = () => t().auth('admin');
  let unique = 0;

  const product = async (fields: Record<string, unknown> = {}) => {
    const key = `UK-${++unique}`;
    const body = { key, name: `Gear ${unique}`, price: 1000, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Units and kits test gear', stock: 1, ...fields };
    return (await t().http.post('/api/products').set(admin()).send(body).expect(201)).body.product as { key: string; name: string; stock: number };
  };
  const kitOf = async (parts: { key: string; qty: number }[]) => {
    const kit = await product({ name: `Kit ${unique + 1}`, price: 5000 });
    await t().http.put(`/api/products/${kit.key}/kit`).set(admin()).send({ components: parts }).expect(200);
    return kit;
  };
  const addUnits = async (key: string, count: number) => (await t().http.post(`/api/products/${key}/units`).set(admin()).send({ count }).expect(201)).body.units as { tag: string }[];
  const cart = (lines: [string, number][], from: number, to: number) => ({ orderedItems: lines.map(([key, qty]) => ({ key, qty })), startingDate: day(from), endingDate: day(to) });
  const book = (lines: [string, number][], from: number, to: number) => t().http.post('/api/orders').set(admin()).send(cart(lines, from, to));
  const approved = async (lines: [string, number][], from: number, to: number) => {
    const order = (await book(lines, from, to).expect(201)).body.order as { orderId: string };
    await t().http.put(`/api/orders/status/${order.orderId}`).set(admin()).send({ status: 'approved' }).expect(200);
    return order.orderId;
  };
  const free = async (key: string, from: number, to: number) => (await t().http.get(`/api/products/${key}/availability?start=${day(from)}&end=${day(to)}`).expect(200)).body as { stock: number; free: number; days: { date: string; free: number }[] };

  describe('kits', () => {
    it("count a kit's free units as the fewest its components allow, and name the short component in the 409", async () => {
      const top = await product({ stock: 4 });
      const sub = await product({ stock: 1 });
      const pa = await kitOf([
        { key: top.key, qty: 2 },
        { key: sub.key, qty: 1 },
      ]);
      expect((await t().http.get(`/api/products/${pa.key}/kit`).expect(200)).body).toEqual({
        key: pa.key,
        components: [
          { key: top.key, name: top.name, qty: 2 },
          { key: sub.key, name: sub.name, qty: 1 },
        ],
      });
      expect(await free(pa.key, 10, 12)).toEqual(expect.objectContaining({ stock: 1, free: 1 }));

      await book([[pa.key, 1]], 10, 12).expect(201);
      // The kit holds its components' units.
      expect((await free(top.key, 10, 12)).free).toBe(2);
      expect((await free(sub.key, 10, 12)).free).toBe(0);
      expect((await free(pa.key, 10, 12)).free).toBe(0);
      expect((await free(pa.key, 12, 13)).free).toBe(1);

      const short = await t().http.post('/api/orders/quote').send(cart([[pa.key, 1]], 11, 13)).expect(409);
      expect(short.body).toEqual({
        error: `No ${sub.name} (part of ${pa.name}) available from ${day(11)} to ${day(13)}`,
        statusCode: 409,
        shortages: [{ key: sub.key, name: sub.name, requested: 1, available: 0, kit: pa.key, kitName: pa.name }],
      });
      // A component booked alone is short too.
      expect((await book([[sub.key, 1]], 11, 12).expect(409)).body.shortages).toEqual([{ key: sub.key, name: sub.name, requested: 1, available: 0 }]);
      // Asked for both alone and in a kit, the units add up: 2 in the kit + 3 alone > 4.
      await t().http.post('/api/orders/quote').send(cart([[pa.key, 1], [top.key, 2]], 20, 21)).expect(200);
      const both = await t().http.post('/api/orders/quote').send(cart([[pa.key, 1], [top.key, 3]], 20, 21)).expect(409);
      expect(both.body.shortages).toEqual([{ key: top.key, name: top.name, requested: 5, available: 4, kit: pa.key, kitName: pa.name }]);
    });

    it('never overbooks a component when a kit and the component are booked at once', async () => {
      const part = await product({ stock: 1 });
      const kit = await kitOf([{ key: part.key, qty: 1 }]);
      const tries = await Promise.all([kit.key, part.key, kit.key, part.key, kit.key, part.key].map((key) => book([[key, 1]], 30, 31)));
      expect(tries.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect((await free(part.key, 30, 31)).free).toBe(0);
    });

    it('refuses kits that cannot work and keeps components from being deleted', async () => {
      const part = await product();
      const kit = await kitOf([{ key: part.key, qty: 1 }]);
      const put = (key: string, components: unknown) => t().http.put(`/api/products/${key}/kit`).set(admin()).send({ components });
      expect((await put(kit.key, [{ key: kit.key, qty: 1 }]).expect(400)).body.error).toBe('A kit cannot contain itself');
      expect((await put(kit.key, [{ key: 'UK-NONE', qty: 1 }]).expect(400)).body.error).toBe('These products do not exist: UK-NONE');
      expect((await put(kit.key, [{ key: part.key, qty: 0 }]).expect(400)).body.error).toMatch(/qty must be a whole number from 1 to 100/);
      expect((await put(kit.key, [{ key: part.key, qty: 1 }, { key: part.key, qty: 2 }]).expect(400)).body.error).toBe(`A component is listed twice: ${part.key}`);
      const outer = await product();
      expect((await put(outer.key, [{ key: kit.key, qty: 1 }]).expect(409)).body.error).toBe(`A kit cannot contain another kit: ${kit.key}`);
      expect((await put(part.key, [{ key: outer.key, qty: 1 }]).expect(409)).body.error).toBe(`${part.name} is a component of the kit ${kit.name}, so it cannot be a kit itself`);
      expect((await t().http.post(`/api/products/${kit.key}/units`).set(admin()).send({ count: 1 }).expect(409)).body.error).toBe(`${kit.name} is a kit: its components have the units`);
      expect((await t().http.delete(`/api/products/${part.key}`).set(admin()).expect(409)).body.error).toBe(`${part.name} is part of the kit ${kit.name}; take it out of the kit first`);
      // An empty list makes it a plain product again; then the part can go.
      expect((await put(kit.key, []).expect(200)).body).toEqual({ key: kit.key, components: [] });
      await t().http.delete(`/api/products/${part.key}`).set(admin()).expect(200);
    });
  });

  describe('tracked units', () => {
    it('gives each unit a tag from the key, keeps the stock (its untagged rest still counted), and keeps a history', async () => {
      const gear = await product({ stock: 7 });
      const units = await addUnits(gear.key, 3);
      expect(units.map((unit) => unit.tag)).toEqual([1, 2, 3].map((n) => `${gear.key}-0${n}`));
      expect((await t().http.get(`/api/products/${gear.key}`).expect(200)).body.stock).toBe(7);
      const refused = await t().http.put(`/api/products/${gear.key}`).set(admin()).send({ stock: 2 }).expect(409);
      expect(refused.body.error).toBe(`${gear.name} has 3 tracked units in service, so its stock cannot be below 3; retire units to go lower`);

      await t().http.put(`/api/units/${units[2].tag}/retire`).set(admin()).send({ reason: 'Dropped' }).expect(200);
      expect((await free(gear.key, 5, 6)).stock).toBe(6);
      expect((await t().http.put(`/api/units/${units[2].tag}/retire`).set(admin()).send({}).expect(409)).body.error).toBe(`${units[2].tag} is already retired`);
      // Tags are read in capitals, as scanners may type them in either case.
      const detail = (await t().http.get(`/api/units/${units[2].tag.toLowerCase()}`).set(admin()).expect(200)).body;
      expect(detail).toEqual(expect.objectContaining({ tag: units[2].tag, productKey: gear.key, status: 'retired' }));
      expect(detail.history.map((event: { kind: string; note: string }) => [event.kind, event.note])).toEqual([['added', ''], ['retired', 'Dropped']]);
      expect((await t().http.get('/api/units/NOPE-1').set(admin()).expect(404)).body.error).toBe('No unit has the tag NOPE-1');
      await t().http.post(`/api/products/${gear.key}/units`).set(admin()).send({ count: 0 }).expect(400);
      await t().http.post(`/api/products/${gear.key}/units`).set(admin()).send({ count: 101 }).expect(400);

      const labels = await t().http.get(`/api/products/${gear.key}/units/labels`).set(admin()).buffer(true).parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
      expect(labels.status).toBe(200);
      expect(labels.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = labels.body as string;
      expect(svg).toContain(`>${units[0].tag}</text>`);
      expect(svg).toContain(`>${units[1].tag}</text>`);
      expect(svg).not.toContain(units[2].tag);
      expect(svg).toContain(gear.name);
      expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(2);
    });

    it('keeps a unit in repair out of availability until the day it is expected back', async () => {
      const gear = await product();
      const [first] = await addUnits(gear.key, 2);
      const repair = (body: object) => t().http.put(`/api/units/${first.tag}/repair`).set(admin()).send(body);
      expect((await repair({ backOn: day(5) }).expect(400)).body.error).toMatch(/reason is required/);
      expect((await repair({ reason: 'Hum', backOn: day(0) }).expect(400)).body.error).toBe('backOn must be after today');
      await repair({ reason: 'Hum', backOn: day(5) }).expect(200);
      const days = (await free(gear.key, 1, 8)).days.map((d) => d.free);
      expect(days).toEqual([1, 1, 1, 1, 2, 2, 2]);
      await book([[gear.key, 2]], 3, 4).expect(409);
      await book([[gear.key, 2]], 5, 6).expect(201);
      // It cannot be sent twice; once back, it counts again.
      expect((await repair({ reason: 'Hum', backOn: day(5) }).expect(409)).body.error).toBe(`${first.tag} is in repair; only a unit on the shelf can go to repair`);
      await t().http.put(`/api/units/${first.tag}/repaired`).set(admin()).expect(200);
      expect((await free(gear.key, 1, 2)).free).toBe(2);
      const history = (await t().http.get(`/api/units/${first.tag}`).set(admin()).expect(200)).body.history.map((event: { kind: string }) => event.kind);
      expect(history).toEqual(['added', 'repair', 'repaired']);
    });

    it('assigns units at pick-up until every line is filled, refusing a wrong tag with the reason', async () => {
      const speaker = await product({ name: `Speaker ${unique + 1}` });
      const light = await product({ name: `Light ${unique + 1}`, category: 'lights' });
      const cable = await product({ stock: 10 });
      const speakers = await addUnits(speaker.key, 3);
      const [lamp] = await addUnits(light.key, 1);
      expect(lamp.tag).toBe(`${light.key}-01`);
      const orderId = await approved([[speaker.key, 2], [cable.key, 3]], 40, 42);
      const assign = (tag: string) => t().http.post(`/api/orders/${orderId}/units`).set(admin()).send({ tag });

      // Untracked cables need no tags; the speakers do.
      const before = (await t().http.get(`/api/orders/${orderId}/units`).set(admin()).expect(200)).body;
      expect(before).toEqual({ orderId, complete: false, lines: [{ lineKey: speaker.key, key: speaker.key, name: speaker.name, needed: 2, untracked: 0, units: [] }] });
      expect((await t().http.put(`/api/orders/${orderId}/pickup`).set(admin()).expect(409)).body.error).toBe(`Assign every unit before pick-up; still to scan: 2 ${speaker.name}`);

      expect((await assign(lamp.tag).expect(409)).body.error).toBe(`${lamp.tag} is a ${light.name}; ${orderId} has no ${light.name} to hand out`);
      expect((await assign('AUD-999-99').expect(404)).body.error).toBe('No unit has the tag AUD-999-99');
      expect((await assign('').expect(400)).body.error).toMatch(/tag is required/);
      const first = await assign(` ${speakers[0].tag.toLowerCase()} `).expect(200);
      expect(first.body.message).toBe(`${speakers[0].tag} assigned to ${orderId}`);
      expect((await assign(speakers[0].tag).expect(409)).body.error).toBe(`${speakers[0].tag} is already assigned to ${orderId}`);
      // A unit in repair stays on the bench.
      await t().http.put(`/api/units/${speakers[2].tag}/repair`).set(admin()).send({ reason: 'Torn cone', backOn: day(60) }).expect(200);
      expect((await assign(speakers[2].tag).expect(409)).body.error).toBe(`${speakers[2].tag} is in repair`);
      // A mistake can be taken off again before pick-up.
      await assign(speakers[1].tag).expect(200);
      await t().http.delete(`/api/orders/${orderId}/units/${speakers[1].tag}`).set(admin()).expect(200);
      const filled = (await assign(speakers[1].tag).expect(200)).body.units;
      expect(filled.complete).toBe(true);
      expect(filled.lines[0].units.map((unit: { tag: string }) => unit.tag)).toEqual([speakers[0].tag, speakers[1].tag]);
      await t().http.put(`/api/units/${speakers[2].tag}/repaired`).set(admin()).expect(200);
      expect((await assign(speakers[2].tag).expect(409)).body.error).toBe(`${orderId} already has all its ${speaker.name} units`);

      await t().http.put(`/api/orders/${orderId}/pickup`).set(admin()).send({ early: true }).expect(200);
      expect((await t().http.get(`/api/units/${speakers[0].tag}`).set(admin()).expect(200)).body).toEqual(expect.objectContaining({ status: 'out', orderId }));
      // Out with this order, it cannot go to another.
      const other = await approved([[speaker.key, 1]], 40, 41);
      expect((await t().http.post(`/api/orders/${other}/units`).set(admin()).send({ tag: speakers[0].tag }).expect(409)).body.error).toBe(`${speakers[0].tag} is out with ${orderId}`);
      expect((await t().http.delete(`/api/orders/${orderId}/units/${speakers[0].tag}`).set(admin()).expect(409)).body.error).toBe(`${orderId} was already picked up; record the unit's return instead`);
    });

    it('fills a kit line with its components’ units', async () => {
      const top = await product();
      const sub = await product({ stock: 3 });
      const tops = await addUnits(top.key, 2);
      const kit = await kitOf([
        { key: top.key, qty: 2 },
        { key: sub.key, qty: 1 },
      ]);
      const orderId = await approved([[kit.key, 1]], 44, 45);
      const view = (await t().http.get(`/api/orders/${orderId}/units`).set(admin()).expect(200)).body;
      expect(view.lines).toEqual([{ lineKey: kit.key, key: top.key, name: top.name, needed: 2, untracked: 0, units: [] }]);
      for (const unit of tops) await t().http.post(`/api/orders/${orderId}/units`).set(admin()).send({ tag: unit.tag }).expect(200);
      await t().http.put(`/api/orders/${orderId}/pickup`).set(admin()).send({ early: true }).expect(200);
    });

    it('takes units back one by one, each late by its own days, and charges what is late', async () => {
      const speaker = await product({ deposit: 500 });
      const units = await addUnits(speaker.key, 2);
      // A same-day rental yesterday: whatever comes back today is one day late.
      const orderId = await approved([[speaker.key, 2]], -1, -1);
      for (const unit of units) await t().http.post(`/api/orders/${orderId}/units`).set(admin()).send({ tag: unit.tag }).expect(200);
      const backOne = (tag: string) => t().http.put(`/api/orders/${orderId}/units/${tag}/return`).set(admin());
      expect((await backOne(units[0].tag).expect(409)).body.error).toBe(`${orderId} has not been picked up yet`);
      await t().http.put(`/api/orders/${orderId}/pickup`).set(admin()).send({ early: true }).expect(200);
      // Both still out past the end: neither is free today.
      expect((await free(speaker.key, 0, 1)).free).toBe(0);

      const partial = (await backOne(units[0].tag).expect(200)).body;
      expect(partial.message).toBe(`${units[0].tag} is back`);
      expect(partial.units.lines[0].units).toEqual([
        { tag: units[0].tag, returnedAt: expect.any(String), lateDays: 1 },
        { tag: units[1].tag, returnedAt: null, lateDays: 0 },
      ]);
      expect((await backOne(units[0].tag).expect(409)).body.error).toBe(`${units[0].tag} is already back`);
      // The one back is free again; the other is still out, and the order still overdue.
      expect((await free(speaker.key, 0, 1)).free).toBe(1);
      const orders = (await t().http.get('/api/orders').set(admin()).expect(200)).body as { orderId: string; overdue: boolean; returnedAt: string | null }[];
      expect(orders.find((o) => o.orderId === orderId)).toEqual(expect.objectContaining({ overdue: true, returnedAt: null }));
      const history = (await t().http.get(`/api/units/${units[0].tag}`).set(admin()).expect(200)).body.history;
      expect(history.map((e: { kind: string; note: string }) => [e.kind, e.note])).toEqual([['added', ''], ['out', ''], ['back', '1 day late']]);

      // The rest comes back with the order: 2 units × 1 late day × Rs 1000 × 1.5.
      const returned = (await t().http.put(`/api/orders/${orderId}/return`).set(admin()).expect(200)).body.order;
      expect(returned).toEqual(expect.objectContaining({ lateDays: 1, lateFee: 3000, depositRefunded: 1000 }));
      expect((await t().http.get(`/api/units/${units[1].tag}`).set(admin()).expect(200)).body.status).toBe('available');
      expect((await free(speaker.key, 0, 1)).free).toBe(2);
    });

    it('charges no late fee for units back on time', async () => {
      const speaker = await product();
      const units = await addUnits(speaker.key, 2);
      const orderId = await approved([[speaker.key, 2]], 0, 2);
      for (const unit of units) await t().http.post(`/api/orders/${orderId}/units`).set(admin()).send({ tag: unit.tag }).expect(200);
      await t().http.put(`/api/orders/${orderId}/pickup`).set(admin()).send({ early: true }).expect(200);
      const back = (await t().http.put(`/api/orders/${orderId}/units/${units[1].tag}/return`).set(admin()).expect(200)).body.units.lines[0].units;
      expect(back[1]).toEqual({ tag: units[1].tag, returnedAt: expect.any(String), lateDays: 0 });
      expect((await t().http.put(`/api/orders/${orderId}/units/${units[1].tag}/return`).set(admin()).expect(409)).body.error).toBe(`${units[1].tag} is already back`);
      const other = await product();
      const [stranger] = await addUnits(other.key, 1);
      expect((await t().http.put(`/api/orders/${orderId}/units/${stranger.tag}/return`).set(admin()).expect(409)).body.error).toBe(`${stranger.tag} did not go out with ${orderId}`);
      const returned = (await t().http.put(`/api/orders/${orderId}/return`).set(admin()).expect(200)).body.order;
      expect(returned).toEqual(expect.objectContaining({ lateDays: 0, lateFee: 0 }));
    });
  });

  describe('turnaround', () => {
    it('keeps returned units out for the turnaround days after the return day, in availability, quotes and bookings', async () => {
      const gear = await product({ turnaroundHours: 30 });
      expect((await t().http.get(`/api/products/${gear.key}`).expect(200)).body.turnaroundHours).toBe(30);
      await approved([[gear.key, 1]], 50, 52);
      // Held 50 and 51, then 30 hours = 2 days of turnaround: 52 and 53.
      expect((await free(gear.key, 49, 56)).days.map((d) => d.free)).toEqual([1, 0, 0, 0, 0, 1, 1]);
      await t().http.post('/api/orders/quote').send(cart([[gear.key, 1]], 53, 54)).expect(409);
      await book([[gear.key, 1]], 52, 53).expect(409);
      await book([[gear.key, 1]], 54, 55).expect(201);
      // A booking before ends in time only if its turnaround does too.
      await t().http.post('/api/orders/quote').send(cart([[gear.key, 1]], 48, 49)).expect(409);
      await book([[gear.key, 1]], 48, 49).expect(409);
      await book([[gear.key, 1]], 47, 48).expect(201);
      await t().http.put(`/api/products/${gear.key}`).set(admin()).send({ turnaroundHours: 169 }).expect(400);
      await t().http.put(`/api/products/${gear.key}`).set(admin()).send({ turnaroundHours: 0 }).expect(200);
      expect((await free(gear.key, 52, 54)).days.map((d) => d.free)).toEqual([1, 1]);
      await book([[gear.key, 1]], 48, 50).expect(201);
    });

    it('extends a booking over its own turnaround days', async () => {
      const gear = await product({ turnaroundHours: 24 });
      const orderId = await approved([[gear.key, 1]], 60, 62);
      await t().http.put(`/api/orders/${orderId}/extend`).set(admin()).send({ endingDate: day(63) }).expect(200);
      await approved([[gear.key, 1]], 64, 65);
      const clash = await t().http.put(`/api/orders/${orderId}/extend`).set(admin()).send({ endingDate: day(64) }).expect(409);
      expect(clash.body.error).toBe(`No ${gear.name} available from ${day(63)} to ${day(64)}`);
    });
  });
  describe('staff and the audit trail', () => {
    it('staff do the unit work (assign, pick up, back, repair), each recorded with who did it, before and after; building a kit stays with admins', async () => {
      const staff = () => t().auth('staff');
      const speaker = await product();
      const [unit, spare] = await addUnits(speaker.key, 2);
      const orderId = await approved([[speaker.key, 1]], 70, 71);
      await t().http.post(`/api/orders/${orderId}/units`).set(staff()).send({ tag: unit.tag }).expect(200);
      await t().http.put(`/api/orders/${orderId}/pickup`).set(staff()).send({ early: true }).expect(200);
      await t().http.put(`/api/orders/${orderId}/units/${unit.tag}/return`).set(staff()).expect(200);
      await t().http.put(`/api/units/${spare.tag}/repair`).set(staff()).send({ reason: 'Hum', backOn: day(5) }).expect(200);
      await t().http.put(`/api/units/${spare.tag}/repaired`).set(staff()).expect(200);
      expect((await t().http.put(`/api/products/${speaker.key}/kit`).set(staff()).send({ components: [] }).expect(403)).body.error).toBeTruthy();

      const trail = async (entityId: string) =>
        ((await t().http.get(`/api/admin/audit?entityType=unit&entityId=${entityId}`).set(admin()).expect(200)).body.data as { actor: string; action: string; before: unknown; after: unknown }[])
          .map(({ actor, action, before, after }) => ({ actor, action, before, after }))
          .reverse();
      expect(await trail(unit.tag)).toEqual([
        { actor: EMAILS.admin, action: 'added', before: null, after: { product: speaker.key, status: 'available', repairReason: null, repairBackOn: null } },
        { actor: EMAILS.staff, action: `assigned ${orderId}`, before: { order: null }, after: { order: orderId } },
        { actor: EMAILS.staff, action: `back ${orderId}`, before: { back: false }, after: { back: true } },
      ]);
      expect(await trail(spare.tag)).toEqual([
        expect.objectContaining({ actor: EMAILS.admin, action: 'added' }),
        { actor: EMAILS.staff, action: 'sent to repair', before: { status: 'available', repairReason: null, repairBackOn: null }, after: { status: 'repair', repairReason: 'Hum', repairBackOn: day(5) } },
        { actor: EMAILS.staff, action: 'back from repair', before: { status: 'repair', repairReason: 'Hum', repairBackOn: day(5) }, after: { status: 'available', repairReason: null, repairBackOn: null } },
      ]);

      const kit = await kitOf([{ key: speaker.key, qty: 1 }]);
      const kitTrail = (await t().http.get(`/api/admin/audit?entityType=kit&entityId=${kit.key}`).set(admin()).expect(200)).body.data;
      expect(kitTrail).toEqual([expect.objectContaining({ actor: EMAILS.admin, action: 'set', before: { components: '' }, after: { components: `1 × ${speaker.key}` } })]);
    });
  });
});

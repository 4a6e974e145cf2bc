import { useTestApp } from './support/test-app.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Tracked units and the stock they come from. A product's stock stays what the
// shop owns; its units in service are part of it and the rest is counted without tags, so adding
// units never lowers what can be booked, and nothing that lowers it may leave bookings short unless asked.
describe('tracked units and the stock', () => {
  const t = useTestApp({ TAX_RATE_PERCENT: '0' });
  const admin = () => t().auth('admin');
  let unique = 0;

  const product = async (fields: Record<string, unknown> = {}) => {
    const key = `US-${++unique}`;
    const body = { key, name: `Stocked gear ${unique}`, price: 1000, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Units and stock test gear', stock: 1, ...fields };
    return (await t().http.post('/api/products').set(admin()).send(body).expect(201)).body.product as { key: string; name: string; stock: number };
  };
  const addUnits = async (key: string, count: number) => (await t().http.post(`/api/products/${key}/units`).set(admin()).send({ count }).expect(201)).body.units as { tag: string }[];
  const cart = (key: string, qty: number, from: number, to: number) => ({ orderedItems: [{ key, qty }], startingDate: day(from), endingDate: day(to) });
  const pending = async (key: string, qty: number, from: number, to: number) => (await t().http.post('/api/orders').set(admin()).send(cart(key, qty, from, to)).expect(201)).body.order.orderId as string;
  const approved = async (key: string, qty: number, from: number, to: number) => {
    const orderId = await pending(key, qty, from, to);
    await t().http.put(`/api/orders/status/${orderId}`).set(admin()).send({ status: 'approved' }).expect(200);
    return orderId;
  };
  const free = async (key: string, from: number, to: number) => (await t().http.get(`/api/products/${key}/availability?start=${day(from)}&end=${day(to)}`).expect(200)).body as { stock: number; free: number };
  const stockOf = async (key: string) => (await t().http.get(`/api/products/${key}`).expect(200)).body.stock as number;
  const unit = async (tag: string) => (await t().http.get(`/api/units/${tag}`).set(admin()).expect(200)).body as { status: string; history: { kind: string }[] };

  it('keeps the stock and what can be booked when units are added to a counted product', async () => {
    const gear = await product({ stock: 12 });
    await approved(gear.key, 6, 8, 12);
    const units = await addUnits(gear.key, 3);
    expect(units).toHaveLength(3);
    // 3 tagged, 9 still counted: the stock stays 12 and the booking's 6 leave 6 free.
    expect(await stockOf(gear.key)).toBe(12);
    expect(await free(gear.key, 8, 12)).toEqual(expect.objectContaining({ stock: 12, free: 6 }));
    expect(await free(gear.key, 20, 21)).toEqual(expect.objectContaining({ stock: 12, free: 12 }));
    await t().http.post('/api/orders/quote').send(cart(gear.key, 6, 9, 11)).expect(200);
    expect((await t().http.post('/api/orders/quote').send(cart(gear.key, 7, 9, 11)).expect(409)).body.shortages).toEqual([{ key: gear.key, name: gear.name, requested: 7, available: 6 }]);
    // Tagging all of it keeps 12; units beyond the stock raise it.
    await addUnits(gear.key, 9);
    expect(await stockOf(gear.key)).toBe(12);
    await addUnits(gear.key, 1);
    expect(await stockOf(gear.key)).toBe(13);
    expect((await free(gear.key, 8, 12)).free).toBe(7);
    // The stock can be raised again while units are tracked: the new ones are counted until tagged.
    expect((await t().http.put(`/api/products/${gear.key}`).set(admin()).send({ stock: 15 }).expect(200)).body.product.stock).toBe(15);
    expect((await free(gear.key, 20, 21)).free).toBe(15);
  });

  it('hands out the untagged rest of the stock without tags at pick-up', async () => {
    const gear = await product({ stock: 4 });
    const units = await addUnits(gear.key, 3);
    const orderId = await approved(gear.key, 3, 30, 31);
    // 3 booked, 1 of the stock has no tag: 2 tags to scan.
    const before = (await t().http.get(`/api/orders/${orderId}/units`).set(admin()).expect(200)).body;
    expect(before).toEqual({ orderId, complete: false, lines: [{ lineKey: gear.key, key: gear.key, name: gear.name, needed: 3, untracked: 1, units: [] }] });
    expect((await t().http.put(`/api/orders/${orderId}/pickup`).set(admin()).expect(409)).body.error).toBe(`Assign every unit before pick-up; still to scan: 2 ${gear.name}`);
    await t().http.post(`/api/orders/${orderId}/units`).set(admin()).send({ tag: units[0].tag }).expect(200);
    const filled = (await t().http.post(`/api/orders/${orderId}/units`).set(admin()).send({ tag: units[1].tag }).expect(200)).body.units;
    expect(filled.complete).toBe(true);
    await t().http.put(`/api/orders/${orderId}/pickup`).set(admin()).send({ early: true }).expect(200);
  });

  it("tags units from the product's key, not its category", async () => {
    const light = await product({ category: 'lights' });
    expect((await addUnits(light.key, 2)).map((u) => u.tag)).toEqual([`${light.key}-01`, `${light.key}-02`]);
    expect((await addUnits(light.key, 1)).map((u) => u.tag)).toEqual([`${light.key}-03`]);
    // Tags are in capitals, and a key of 64 characters still makes a tag.
    const lower = await product({ key: `lgt-${unique + 1}` });
    expect((await addUnits(lower.key, 1))[0].tag).toBe(`${lower.key.toUpperCase()}-01`);
    const long = await product({ key: `L${'0'.repeat(58)}${String(unique + 1).padStart(5, '0')}` });
    const [longTag] = await addUnits(long.key, 1);
    expect(longTag.tag).toBe(`${long.key}-01`);
    expect((await unit(longTag.tag)).status).toBe('available');
  });

  it('refuses to retire or repair a unit that bookings need, naming them, and changes nothing; force accepts it', async () => {
    const gear = await product();
    const units = await addUnits(gear.key, 3);
    expect(await stockOf(gear.key)).toBe(3);
    // Booked: 2 on days 10-11, 1 more on 11-12: day 11 needs all 3.
    const first = await approved(gear.key, 2, 10, 12);
    const second = await pending(gear.key, 1, 11, 13);
    const tag = units[2].tag;

    const retire = (body: object = {}) => t().http.put(`/api/units/${tag}/retire`).set(admin()).send(body);
    const refused = (await retire({ reason: 'Dropped' }).expect(409)).body;
    expect(refused).toEqual({
      error: `3 units of ${gear.name} are booked on ${day(11)} by ${first}, ${second}: retiring ${tag} would leave 2. Send force: true to do it anyway and rearrange those bookings.`,
      statusCode: 409,
      summary: `3 units of ${gear.name} are booked on ${day(11)} by ${first}, ${second}: retiring ${tag} would leave 2.`,
      bookings: [first, second],
      from: day(11),
      to: day(11),
    });
    expect(await unit(tag)).toEqual(expect.objectContaining({ status: 'available', history: [expect.objectContaining({ kind: 'added' })] }));
    expect(await stockOf(gear.key)).toBe(3);
    const trail = (await t().http.get(`/api/admin/audit?entityType=unit&entityId=${tag}`).set(admin()).expect(200)).body.data;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['added']);

    const repair = (backOn: number, force?: unknown) => t().http.put(`/api/units/${tag}/repair`).set(admin()).send({ reason: 'Hum', backOn: day(backOn), ...(force === undefined ? {} : { force }) });
    expect((await repair(12).expect(409)).body.error).toBe(
      `3 units of ${gear.name} are booked on ${day(11)} by ${first}, ${second}: sending ${tag} to repair until ${day(12)} would leave 2. Send force: true to do it anyway and rearrange those bookings.`,
    );
    expect((await repair(12, 'yes').expect(400)).body.error).toMatch(/force must be true or false/);
    expect((await unit(tag)).status).toBe('available');
    // Back before the bookings need it: fine.
    await repair(11).expect(200);
    await t().http.put(`/api/units/${tag}/repaired`).set(admin()).expect(200);

    // Forced, it goes ahead: the stock drops by one.
    await retire({ reason: 'Dropped', force: true }).expect(200);
    expect((await unit(tag)).status).toBe('retired');
    expect(await stockOf(gear.key)).toBe(2);
    // With no bookings ahead a unit retires without asking.
    const idle = await product();
    const [spare] = await addUnits(idle.key, 1);
    await t().http.put(`/api/units/${spare.tag}/retire`).set(admin()).send({}).expect(200);
    expect(await stockOf(idle.key)).toBe(0);
  });

  it("counts a kit's bookings when a component's unit would be retired", async () => {
    const part = await product();
    const [one] = await addUnits(part.key, 1);
    const kit = await product({ name: `Kit ${unique + 1}` });
    await t().http.put(`/api/products/${kit.key}/kit`).set(admin()).send({ components: [{ key: part.key, qty: 1 }] }).expect(200);
    const orderId = await approved(kit.key, 1, 15, 16);
    const refused = (await t().http.put(`/api/units/${one.tag}/retire`).set(admin()).send({}).expect(409)).body;
    expect(refused.bookings).toEqual([orderId]);
    expect(refused.error).toBe(`1 unit of ${part.name} is booked on ${day(15)} by ${orderId}: retiring ${one.tag} would leave 0. Send force: true to do it anyway and rearrange those bookings.`);
  });

  it('refuses to lower the stock below what bookings hold or below the tracked units, and changes nothing', async () => {
    const gear = await product({ stock: 5 });
    const orderId = await approved(gear.key, 4, 20, 23);
    const setStock = (body: object) => t().http.put(`/api/products/${gear.key}`).set(admin()).send(body);
    const refused = (await setStock({ stock: 3, name: 'Renamed' }).expect(409)).body;
    expect(refused).toEqual({
      error: `4 units of ${gear.name} are booked from ${day(20)} to ${day(22)} by ${orderId}: lowering the stock to 3 would leave 3. Send force: true to do it anyway and rearrange those bookings.`,
      statusCode: 409,
      summary: `4 units of ${gear.name} are booked from ${day(20)} to ${day(22)} by ${orderId}: lowering the stock to 3 would leave 3.`,
      bookings: [orderId],
      from: day(20),
      to: day(22),
    });
    const kept = (await t().http.get(`/api/products/${gear.key}`).expect(200)).body;
    expect(kept).toEqual(expect.objectContaining({ stock: 5, name: gear.name }));
    expect((await setStock({ stock: 4, force: 'yes' }).expect(400)).body.error).toMatch(/force must be true or false/);
    expect(await stockOf(gear.key)).toBe(5);
    await setStock({ stock: 4 }).expect(200);

    // With units the stock may be anything from its units in service up.
    await addUnits(gear.key, 2);
    expect(await stockOf(gear.key)).toBe(4);
    expect((await setStock({ stock: 1 }).expect(409)).body.error).toBe(`${gear.name} has 2 tracked units in service, so its stock cannot be below 2; retire units to go lower`);
    await setStock({ stock: 3 }).expect(409);
    expect((await setStock({ stock: 3, force: true }).expect(200)).body.product.stock).toBe(3);
    expect((await free(gear.key, 20, 21)).free).toBe(0);
  });
});

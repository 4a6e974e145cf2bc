import { EMAILS, useTestApp } from './support/test-app.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Due {
  tag: string;
  state: string;
  ruleName: string;
  dueOn: string | null;
  rentalsLeft: number | null;
  lastPassedAt: string | null;
  lastResult: string | null;
}

// Inspections: recurring checks per product; overdue units listed, passed or failed (to
// repair); when the shop says so an overdue unit is not rented out, in availability, quotes,
// bookings and at pick-up.
describe('inspections', () => {
  const t = useTestApp({ TAX_RATE_PERCENT: '0' });
  const as = (role: 'admin' | 'staff' | 'customer') => t().auth(role);
  let unique = 0;

  const product = async (stock: number) => {
    const key = `INS-${++unique}`;
    const body = { key, name: `Checked amp ${unique}`, price: 1000, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Inspection test gear', stock };
    const gear = (await t().http.post('/api/products').set(as('admin')).send(body).expect(201)).body.product as { key: string; name: string };
    const units = (await t().http.post(`/api/products/${key}/units`).set(as('admin')).send({ count: stock }).expect(201)).body.units as { tag: string }[];
    return { ...gear, tags: units.map((unit) => unit.tag) };
  };
  const addRule = async (key: string, rule: Record<string, unknown>) => (await t().http.post(`/api/products/${key}/inspections`).set(as('admin')).send(rule).expect(201)).body.rule as { id: number; name: string };
  const block = (blockOverdue: boolean) => t().http.put('/api/admin/inspections/settings').set(as('admin')).send({ blockOverdue }).expect(200);
  const free = async (key: string, from = 3, to = 5) => (await t().http.get(`/api/products/${key}/availability?start=${day(from)}&end=${day(to)}`).expect(200)).body as { stock: number; free: number };
  const due = async (key: string, all = false) => ((await t().http.get(`/api/admin/inspections/due${all ? '?all=true' : ''}`).set(as('staff')).expect(200)).body.items as (Due & { productKey: string })[]).filter((item) => item.productKey === key);
  const inspect = (tag: string, body: Record<string, unknown>, role: 'admin' | 'staff' = 'staff') => t().http.post(`/api/units/${tag}/inspections`).set(as(role)).send(body);
  const cart = (key: string, qty: number, from = 3, to = 5) => ({ orderedItems: [{ key, qty }], startingDate: day(from), endingDate: day(to) });
  const approved = async (key: string, qty: number, from = 3, to = 5) => {
    const orderId = (await t().http.post('/api/orders').set(as('admin')).send(cart(key, qty, from, to)).expect(201)).body.order.orderId as string;
    await t().http.put(`/api/orders/status/${orderId}`).set(as('admin')).send({ status: 'approved' }).expect(200);
    return orderId;
  };
  const rent = async (key: string, tag: string, from: number) => {
    const orderId = await approved(key, 1, from, from + 1);
    await t().http.post(`/api/orders/${orderId}/units`).set(as('staff')).send({ tag }).expect(200);
    await t().http.put(`/api/orders/${orderId}/pickup`).set(as('staff')).send({ early: true }).expect(200);
    await t().http.put(`/api/orders/${orderId}/return`).set(as('staff')).send({}).expect(200);
  };

  it('blocks an overdue unit when the setting is on, in availability, quotes, bookings and pick-up; passing frees it', async () => {
    const gear = await product(2);
    const [first, second] = gear.tags;
    const rule = await addRule(gear.key, { name: 'Electrical safety test', everyDays: 30 });
    // Not yet inspected: both overdue.
    expect((await due(gear.key)).map((item) => [item.tag, item.state, item.ruleName, item.dueOn, item.lastPassedAt])).toEqual([
      [first, 'overdue', 'Electrical safety test', null, null],
      [second, 'overdue', 'Electrical safety test', null, null],
    ]);
    // Setting off: overdue units are still rented out.
    await block(false);
    expect(await free(gear.key)).toEqual(expect.objectContaining({ stock: 2, free: 2 }));

    expect((await block(true)).body).toEqual({ message: 'Overdue units are not rented out', blockOverdue: true });
    expect((await t().http.get('/api/admin/inspections/settings').set(as('staff')).expect(200)).body).toEqual({ blockOverdue: true });
    expect((await free(gear.key)).free).toBe(0);
    expect((await t().http.post('/api/orders/quote').send(cart(gear.key, 1)).expect(409)).body.shortages).toEqual([{ key: gear.key, name: gear.name, requested: 1, available: 0 }]);

    const passed = (await inspect(first, { ruleId: rule.id, result: 'passed', note: 'PAT 0.2 MΩ' }).expect(200)).body;
    expect(passed.message).toBe(`${first} passed`);
    expect(passed.inspections.checks).toEqual([expect.objectContaining({ tag: first, state: 'ok', dueOn: day(30), rentalsLeft: null, lastResult: 'passed' })]);
    expect(passed.inspections.history).toEqual([{ id: expect.any(Number), ruleId: rule.id, ruleName: 'Electrical safety test', result: 'passed', note: 'PAT 0.2 MΩ', by: EMAILS.staff, at: expect.any(String) }]);
    expect((await t().http.get(`/api/units/${first}`).set(as('staff')).expect(200)).body.history.map((event: { kind: string; note: string }) => [event.kind, event.note])).toEqual([
      ['added', ''],
      ['inspected', 'Electrical safety test: PAT 0.2 MΩ'],
    ]);

    // One unit free again: one can be quoted and booked, not two.
    expect((await free(gear.key)).free).toBe(1);
    await t().http.post('/api/orders/quote').send(cart(gear.key, 1)).expect(200);
    expect((await t().http.post('/api/orders').set(as('admin')).send(cart(gear.key, 2)).expect(409)).body.shortages).toEqual([{ key: gear.key, name: gear.name, requested: 2, available: 1 }]);
    expect((await due(gear.key)).map((item) => [item.tag, item.state])).toEqual([[second, 'overdue']]);
    expect((await due(gear.key, true)).map((item) => [item.tag, item.state])).toEqual([
      [second, 'overdue'],
      [first, 'ok'],
    ]);

    // At pick-up the overdue unit is refused; the inspected one goes out.
    const orderId = await approved(gear.key, 1);
    expect((await t().http.post(`/api/orders/${orderId}/units`).set(as('staff')).send({ tag: second }).expect(409)).body.error).toBe(
      `${second} is overdue for its Electrical safety test; it is not rented out until it passes`,
    );
    await t().http.post(`/api/orders/${orderId}/units`).set(as('staff')).send({ tag: first }).expect(200);

    // Setting off again: the overdue one counts again.
    await block(false);
    expect((await free(gear.key, 10, 12)).free).toBe(2);
  });

  it('sends a unit that fails to repair, with the note as the reason, and keeps both in its history', async () => {
    const gear = await product(1);
    const [tag] = gear.tags;
    const rule = await addRule(gear.key, { name: 'Visual check', everyDays: 90 });
    expect((await inspect(tag, { ruleId: rule.id, result: 'failed', backOn: day(7) }).expect(400)).body.error).toBe('note is required when the inspection failed: it is the repair reason');
    expect((await inspect(tag, { ruleId: rule.id, result: 'failed', note: 'Cracked case' }).expect(400)).body.error).toBe('backOn is required (YYYY-MM-DD)');
    expect((await inspect(tag, { ruleId: rule.id, result: 'maybe' }).expect(400)).body.error).toBe('result must be passed or failed');
    expect((await inspect(tag, { ruleId: 999999, result: 'passed' }).expect(400)).body.error).toBe(`${gear.name} has no inspection with id 999999`);
    await inspect(tag, { ruleId: rule.id, result: 'passed' }, 'staff').set(as('customer')).expect(403);

    const failed = (await inspect(tag, { ruleId: rule.id, result: 'failed', note: 'Cracked case', backOn: day(7) }).expect(200)).body;
    expect(failed.message).toBe(`${tag} failed and is in repair`);
    expect(failed.inspections.history[0]).toEqual(expect.objectContaining({ result: 'failed', note: 'Cracked case' }));
    // Still not passed: still overdue, and away in repair until it is back.
    expect(failed.inspections.checks[0]).toEqual(expect.objectContaining({ state: 'overdue', lastResult: 'failed', lastPassedAt: null }));
    const unit = (await t().http.get(`/api/units/${tag}`).set(as('staff')).expect(200)).body;
    expect(unit).toEqual(expect.objectContaining({ status: 'repair', repairReason: 'Visual check failed: Cracked case', repairBackOn: day(7) }));
    expect(unit.history.map((event: { kind: string }) => event.kind)).toEqual(['added', 'repair', 'inspection failed']);
    expect((await free(gear.key, 2, 3)).free).toBe(0);
    // A unit off the shelf is not inspected.
    expect((await inspect(tag, { ruleId: rule.id, result: 'passed' }).expect(409)).body.error).toBe(`${tag} is in repair; a unit is inspected on the shelf`);
    await t().http.put(`/api/units/${tag}/repaired`).set(as('staff')).expect(200);
    await inspect(tag, { ruleId: rule.id, result: 'passed', note: 'New case' }).expect(200);
  });

  it('falls due after N rentals since the last pass', async () => {
    const gear = await product(1);
    const [tag] = gear.tags;
    const rule = await addRule(gear.key, { name: 'Lamp hours check', afterRentals: 2 });
    await block(true);
    await inspect(tag, { ruleId: rule.id, result: 'passed' }).expect(200);
    const check = async () => (await t().http.get(`/api/units/${tag}/inspections`).set(as('staff')).expect(200)).body.checks[0] as Due;
    expect(await check()).toEqual(expect.objectContaining({ state: 'ok', rentalsLeft: 2, dueOn: null }));
    await rent(gear.key, tag, 1);
    expect(await check()).toEqual(expect.objectContaining({ state: 'due', rentalsLeft: 1 }));
    expect((await free(gear.key, 10, 11)).free).toBe(1);
    await rent(gear.key, tag, 3);
    expect(await check()).toEqual(expect.objectContaining({ state: 'overdue', rentalsLeft: 0 }));
    expect((await free(gear.key, 10, 11)).free).toBe(0);
    await inspect(tag, { ruleId: rule.id, result: 'passed' }).expect(200);
    expect(await check()).toEqual(expect.objectContaining({ state: 'ok', rentalsLeft: 2 }));
    expect((await free(gear.key, 10, 11)).free).toBe(1);
    await block(false);
  });

  it('shows the checks due and overdue on the planner, on each unit row', async () => {
    const gear = await product(2);
    const [passed, never] = gear.tags;
    const rule = await addRule(gear.key, { name: 'PAT test', everyDays: 5 });
    await inspect(passed, { ruleId: rule.id, result: 'passed', note: 'all fine' }).expect(200);
    const planner = (await t().http.get(`/api/admin/planner?from=${day(0)}&weeks=1&q=${gear.key}`).set(as('staff')).expect(200)).body;
    const barsOf = (id: string) => planner.rows.find((row: { id: string }) => row.id === id).bars.filter((bar: { kind: string }) => bar.kind === 'inspection');
    // Passed today, every 5 days: due on day 5. Never inspected: overdue, today.
    expect(barsOf(passed)).toEqual([{ kind: 'inspection', inspection: 'due', note: 'PAT test', from: day(5), until: day(6), at: 5, span: 1 }]);
    expect(barsOf(never)).toEqual([{ kind: 'inspection', inspection: 'overdue', note: 'PAT test', from: day(0), until: day(1), at: 0, span: 1 }]);
    expect(barsOf(gear.key)).toEqual([]);
    // Passed: its bar moves on to the next due day; a week later it is out of the range shown.
    await inspect(never, { ruleId: rule.id, result: 'passed' }).expect(200);
    const after = (await t().http.get(`/api/admin/planner?from=${day(6)}&weeks=1&q=${gear.key}`).set(as('staff')).expect(200)).body;
    expect(after.rows.flatMap((row: { bars: { kind: string }[] }) => row.bars.filter((bar) => bar.kind === 'inspection'))).toEqual([]);
  });

  it("lets admins set a product's checks, with clear errors; staff read them", async () => {
    const gear = await product(1);
    const path = `/api/products/${gear.key}/inspections`;
    expect((await t().http.post(path).set(as('admin')).send({ name: 'Nothing set' }).expect(400)).body.error).toBe('Give everyDays, afterRentals or both: when the inspection falls due');
    expect((await t().http.post(path).set(as('admin')).send({ name: 'Zero', everyDays: 0 }).expect(400)).body.error).toBe('everyDays must be a whole number from 1 to 3650');
    expect((await t().http.post(path).set(as('admin')).send({ everyDays: 5 }).expect(400)).body.error).toBe('name is required');
    await t().http.post(path).set(as('staff')).send({ name: 'Staff rule', everyDays: 5 }).expect(403);
    await t().http.post('/api/products/NO-SUCH/inspections').set(as('admin')).send({ name: 'X', everyDays: 5 }).expect(404);
    const rule = await addRule(gear.key, { name: 'PAT', everyDays: 365, afterRentals: 20 });
    const changed = (await t().http.put(`/api/inspections/${rule.id}`).set(as('admin')).send({ name: 'PAT test', everyDays: 180 }).expect(200)).body.rule;
    expect(changed).toEqual({ id: rule.id, name: 'PAT test', everyDays: 180, afterRentals: null });
    expect((await t().http.get(path).set(as('staff')).expect(200)).body).toEqual({ productKey: gear.key, rules: [changed] });
    await t().http.put('/api/inspections/abc').set(as('admin')).send({ name: 'X', everyDays: 1 }).expect(400);
    await t().http.delete(`/api/inspections/${rule.id}`).set(as('admin')).expect(200);
    await t().http.delete(`/api/inspections/${rule.id}`).set(as('admin')).expect(404);
    expect((await t().http.get(path).set(as('staff')).expect(200)).body.rules).toEqual([]);
    await t().http.put('/api/admin/inspections/settings').set(as('staff')).send({ blockOverdue: true }).expect(403);
    expect((await t().http.put('/api/admin/inspections/settings').set(as('admin')).send({ blockOverdue: 'yes' }).expect(400)).body.error).toBe('blockOverdue must be true or false');
  });
});

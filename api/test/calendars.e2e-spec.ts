import { useTestApp } from './support/test-app.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface CalendarEvent {
  [property: string]: string;
}

/** Reads iCal text (RFC 5545): unfolds continued lines, then each VEVENT's properties by name (parameters dropped). */
function parseCalendar(text: string): { calendar: Record<string, string>; events: CalendarEvent[]; raw: Record<string, string>[] } {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const calendar: Record<string, string> = {};
  const events: CalendarEvent[] = [];
  const raw: Record<string, string>[] = [];
  let current: CalendarEvent | null = null;
  let currentRaw: Record<string, string> | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
    const name = head.split(';')[0];
    if (line === 'BEGIN:VEVENT') [current, currentRaw] = [{}, {}];
    else if (line === 'END:VEVENT') {
      events.push(current!);
      raw.push(currentRaw!);
      [current, currentRaw] = [null, null];
    } else if (current) {
      current[name] = value;
      currentRaw![name] = head;
    } else calendar[name] = value;
  }
  return { calendar, events, raw };
}

// Calendars: a secret-address iCal feed of the pick-ups and returns for staff (approved
// orders) and for admins the whole shop's (with orders awaiting approval); revocable.
describe('calendar feeds', () => {
  const t = useTestApp({ TAX_RATE_PERCENT: '0' });
  const as = (role: 'admin' | 'staff' | 'customer') => t().auth(role);
  let unique = 0;

  const product = async () => {
    const key = `CAL-${++unique}`;
    const body = { key, name: `Feed speaker ${unique}`, price: 1000, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Calendar test gear', stock: 10 };
    return (await t().http.post('/api/products').set(as('admin')).send(body).expect(201)).body.product as { key: string; name: string };
  };
  const order = async (key: string, qty: number, from: number, to: number, status?: string) => {
    const orderId = (await t().http.post('/api/orders').set(as('admin')).send({ orderedItems: [{ key, qty }], startingDate: day(from), endingDate: day(to) }).expect(201)).body.order.orderId as string;
    if (status === 'cancelled') await t().http.put(`/api/orders/${orderId}/cancel`).set(as('admin')).expect(200);
    else if (status) await t().http.put(`/api/orders/status/${orderId}`).set(as('admin')).send({ status }).expect(200);
    return orderId;
  };
  const make = async (role: 'admin' | 'staff', scope: 'own' | 'shop') => (await t().http.post('/api/users/me/calendar').set(as(role)).send({ scope }).expect(201)).body as { address: string; scope: string };
  const read = async (address: string, status = 200) => {
    const path = new URL(address).pathname;
    const res = await t().http.get(path).buffer(true).parse((response, done) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done(null, text));
    });
    expect(res.status).toBe(status);
    return res;
  };
  const ofOrder = (events: CalendarEvent[], orderId: string) => events.filter((event) => event.UID.startsWith(`${orderId}-`));

  it("lists each approved order's pick-up and return as all-day events on the right days, and leaves out others", async () => {
    const gear = await product();
    const approved = await order(gear.key, 2, 3, 5, 'approved');
    const pending = await order(gear.key, 1, 4, 6);
    const rejected = await order(gear.key, 1, 4, 6, 'Rejected');
    const feed = await make('staff', 'own');
    expect(feed.address).toMatch(new RegExp(`^${t().url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const res = await read(feed.address);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const { calendar, events, raw } = parseCalendar(res.body as string);
    expect(calendar.VERSION).toBe('2.0');
    expect(calendar['X-WR-CALNAME']).toMatch(/pick-ups and returns/);

    const mine = ofOrder(events, approved);
    expect(mine.map((event) => [event.UID.split('@')[0], event.DTSTART, event.DTEND, event.STATUS])).toEqual([
      [`${approved}-pickup`, day(3).replace(/-/g, ''), day(4).replace(/-/g, ''), 'CONFIRMED'],
      [`${approved}-return`, day(5).replace(/-/g, ''), day(6).replace(/-/g, ''), 'CONFIRMED'],
    ]);
    expect(raw[events.indexOf(mine[0])].DTSTART).toBe('DTSTART;VALUE=DATE');
    expect(mine[0].SUMMARY).toBe(`Pick-up ${approved}: 2 × ${gear.name}`);
    expect(mine[1].SUMMARY).toBe(`Return ${approved}: 2 × ${gear.name}`);
    // Staff's own feed: approved work only.
    expect(ofOrder(events, pending)).toEqual([]);
    expect(ofOrder(events, rejected)).toEqual([]);

    // The whole shop's (admins): orders awaiting approval too, tentative; still not the rejected one.
    const shop = parseCalendar((await read((await make('admin', 'shop')).address)).body as string).events;
    expect(ofOrder(shop, approved)).toHaveLength(2);
    expect(ofOrder(shop, pending).map((event) => [event.STATUS, event.SUMMARY])).toEqual([
      ['TENTATIVE', `Pick-up ${pending} (awaiting approval): 1 × ${gear.name}`],
      ['TENTATIVE', `Return ${pending} (awaiting approval): 1 × ${gear.name}`],
    ]);
    expect(ofOrder(shop, rejected)).toEqual([]);

    // Cancelling takes an order off; a pick-up done is noted.
    await t().http.put(`/api/orders/${approved}/pickup`).set(as('admin')).send({ early: true }).expect(200);
    const after = parseCalendar((await read(feed.address)).body as string).events;
    expect(ofOrder(after, approved)[0].DESCRIPTION).toMatch(new RegExp(`^2 × ${gear.name}\\nPicked up \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC$`));
  });

  it('responds 404 for a replaced or revoked address, and for any made-up one', async () => {
    const first = await make('staff', 'own');
    await read(first.address);
    const second = await make('staff', 'own');
    expect(second.address).not.toBe(first.address);
    const gone = await read(first.address, 404);
    expect(gone.body).toEqual(expect.any(String));
    await read(second.address);
    // The list says which addresses are live, never the secret.
    const list = (await t().http.get('/api/users/me/calendar').set(as('staff')).expect(200)).body;
    expect(list).toEqual({ feeds: [{ scope: 'own', createdAt: expect.any(String) }], shopAllowed: false });
    expect(JSON.stringify(list)).not.toContain(new URL(second.address).pathname.split('/').pop()!.replace('.ics', ''));

    expect((await t().http.delete('/api/users/me/calendar/own').set(as('staff')).expect(200)).body.message).toBe('Calendar address revoked');
    await read(second.address, 404);
    expect((await t().http.get('/api/users/me/calendar').set(as('staff')).expect(200)).body.feeds).toEqual([]);
    expect((await t().http.delete('/api/users/me/calendar/own').set(as('staff')).expect(404)).body.error).toBe('You have no such calendar address');

    for (const path of ['/api/calendar/nothing.ics', `/api/calendar/${'A'.repeat(43)}.ics`, `/api/calendar/${'A'.repeat(43)}`, '/api/calendar/%00.ics']) {
      const res = await t().http.get(path);
      expect(res.status).toBe(404);
    }
  });

  it('lists an order in the feed of the one who handles it (and unassigned ones in every staff feed), deliveries in their window', async () => {
    const gear = await product();
    const handlers = (await t().http.get('/api/orders/handlers').set(as('staff')).expect(200)).body as { id: number; name: string; role: string }[];
    await t().http.get('/api/orders/handlers').set(as('customer')).expect(403);
    const staff = handlers.find((person) => person.name === 'Sam Tester')!;
    const admin = handlers.find((person) => person.role === 'admin')!;
    expect(staff).toEqual(expect.objectContaining({ role: 'staff' }));
    expect(handlers.some((person) => person.name.startsWith('Cara'))).toBe(false);

    const theirs = await order(gear.key, 1, 3, 5, 'approved');
    const admins = await order(gear.key, 1, 3, 5, 'approved');
    const nobodys = await order(gear.key, 1, 3, 5, 'approved');
    const set = (orderId: string, userId: unknown, status = 200) => t().http.put(`/api/orders/${orderId}/handler`).set(as('staff')).send({ userId }).expect(status);
    const saved = (await set(theirs, staff.id)).body;
    expect(saved.message).toBe(`${theirs} is handled by Sam Tester`);
    expect(saved.order.handledBy).toEqual({ id: staff.id, name: 'Sam Tester' });
    // The same choice again (a retry) changes nothing and records nothing.
    const audited = async () => (await t().http.get(`/api/admin/audit?entityType=order&entityId=${theirs}`).set(as('admin')).expect(200)).body.data.filter((entry: { action: string }) => entry.action === 'handler changed').length;
    expect(await audited()).toBe(1);
    await set(theirs, staff.id);
    expect(await audited()).toBe(1);
    await set(admins, admin.id);
    // Refused: a customer, an unknown id, anything but a whole number or null; nothing changes.
    const customerId = (await t().http.get('/api/users').set(as('customer')).expect(200)).body._id;
    expect((await set(theirs, Number(customerId), 400)).body.error).toBe('Choose a member of staff or an admin who can sign in to handle the order');
    expect((await set(theirs, 999_999, 400)).body.error).toBe('Choose a member of staff or an admin who can sign in to handle the order');
    expect((await set(theirs, 'Sam', 400)).body.error).toBe('userId must be a user id (a whole number) or null');
    expect((await t().http.put(`/api/orders/${theirs}/handler`).set(as('staff')).send({}).expect(400)).body.error).toBe('userId must be a user id (a whole number) or null');
    await t().http.put(`/api/orders/${theirs}/handler`).set(as('customer')).send({ userId: staff.id }).expect(403);
    await t().http.put('/api/orders/ORD9999999/handler').set(as('staff')).send({ userId: staff.id }).expect(404);
    const listed = (await t().http.get(`/api/admin/orders?q=${theirs}`).set(as('staff')).expect(200)).body.data as { orderId: string; handledBy: unknown }[];
    expect(listed.find((row) => row.orderId === theirs)!.handledBy).toEqual({ id: staff.id, name: 'Sam Tester' });

    const staffFeed = parseCalendar((await read((await make('staff', 'own')).address)).body as string).events;
    expect(ofOrder(staffFeed, theirs).map((event) => event.DESCRIPTION)).toEqual([`1 × ${gear.name}\nHandled by Sam Tester`, `1 × ${gear.name}\nHandled by Sam Tester`]);
    expect(ofOrder(staffFeed, nobodys)).toHaveLength(2);
    expect(ofOrder(staffFeed, admins)).toEqual([]);
    const adminFeed = parseCalendar((await read((await make('admin', 'own')).address)).body as string).events;
    expect(ofOrder(adminFeed, admins)).toHaveLength(2);
    expect(ofOrder(adminFeed, theirs)).toEqual([]);
    // Back to nobody in particular: in every feed again.
    expect((await set(theirs, null)).body.order.handledBy).toBeNull();
    expect(ofOrder(parseCalendar((await read((await make('admin', 'own')).address)).body as string).events, theirs)).toHaveLength(2);

    // A delivered order: its delivery and collection in their windows, Sri Lanka's time (UTC+05:30).
    await t().http.post('/api/admin/delivery/zones').set(as('admin')).send({ city: 'Galle', fee: 1000 }).expect(201);
    const morning = (await t().http.post('/api/admin/delivery/windows').set(as('admin')).send({ startsAt: '09:00', endsAt: '12:00', capacity: 5 }).expect(201)).body;
    const evening = (await t().http.post('/api/admin/delivery/windows').set(as('admin')).send({ startsAt: '16:30', endsAt: '18:00', capacity: 5 }).expect(201)).body;
    await t().http.put('/api/admin/delivery/settings').set(as('admin')).send({ weekdays: [0, 1, 2, 3, 4, 5, 6] }).expect(200);
    const fulfilment = { method: 'delivery', street: '1 Lighthouse St', city: 'Galle', phone: '+94 77 123 4567', deliveryWindowId: morning.id, collectionWindowId: evening.id };
    const delivered = (await t().http.post('/api/orders').set(as('admin')).send({ orderedItems: [{ key: gear.key, qty: 1 }], startingDate: day(6), endingDate: day(8), fulfilment }).expect(201)).body.order.orderId as string;
    await t().http.put(`/api/orders/status/${delivered}`).set(as('admin')).send({ status: 'approved' }).expect(200);
    const events = ofOrder(parseCalendar((await read((await make('staff', 'own')).address)).body as string).events, delivered);
    const stamp = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(events.map((event) => [event.UID.split('@')[0], event.DTSTART, event.DTEND, event.SUMMARY])).toEqual([
      [`${delivered}-delivery`, stamp(day(6), '09:00'), stamp(day(6), '12:00'), `Delivery ${delivered} (Galle): 1 × ${gear.name}`],
      [`${delivered}-collection`, stamp(day(8), '16:30'), stamp(day(8), '18:00'), `Collection ${delivered} (Galle): 1 × ${gear.name}`],
    ]);
  });

  it("keeps the whole shop's calendar for admins and calendars for staff; a user who is no longer staff loses theirs", async () => {
    expect((await t().http.post('/api/users/me/calendar').set(as('staff')).send({ scope: 'shop' }).expect(403)).body.error).toBe("The whole shop's calendar is for admins");
    await t().http.post('/api/users/me/calendar').set(as('customer')).send({ scope: 'own' }).expect(403);
    await t().http.delete('/api/users/me/calendar/own').set(as('customer')).expect(403);
    await t().http.get('/api/users/me/calendar').set(as('customer')).expect(403);
    await t().http.post('/api/users/me/calendar').send({ scope: 'own' }).expect(401);
    expect((await t().http.post('/api/users/me/calendar').set(as('staff')).send({ scope: 'team' }).expect(400)).body.error).toBe('scope must be own or shop');
    expect((await t().http.delete('/api/users/me/calendar/team').set(as('staff')).expect(400)).body.error).toBe('scope must be own or shop');

    // A second member of staff, whose role is then taken away: the address responds 404.
    const email = `feed-staff-${Date.now()}@test.local`;
    await t().http.post('/api/users').send({ email, password: 'feed-pass-123', firstName: 'Feed', lastName: 'Staff', address: '1 Road', phone: '0771234567' }).expect(201);
    await t().http.put(`/api/users/role/${email}`).set(as('admin')).send({ role: 'staff' }).expect(200);
    // A change of role ends the account's sessions: signed in again as staff.
    const { token } = (await t().http.post('/api/users/login').send({ email, password: 'feed-pass-123' }).expect(200)).body as { token: string };
    const feed = (await t().http.post('/api/users/me/calendar').set({ Authorization: `Bearer ${token}` }).send({ scope: 'own' }).expect(201)).body as { address: string };
    await read(feed.address);
    await t().http.put(`/api/users/role/${email}`).set(as('admin')).send({ role: 'customer' }).expect(200);
    await read(feed.address, 404);
  });
});

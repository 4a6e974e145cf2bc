import { useTestApp } from './support/test-app.js';

// The Contact page's message reaches the shop: stored, mailed to SHOP_EMAIL through the
// outbox, listed for staff; the page shows the shop's phone, e-mail and address.
const SHOP = { SHOP_NAME: 'Sound & Light Colombo', SHOP_EMAIL: 'Hello@Shop.example', SHOP_PHONE: '+94 11 555 0100', SHOP_ADDRESS: '7 Galle Road, Colombo 04' };
const THANK_YOU = 'Thank you for your message! We will get back to you soon.';
const valid = { name: 'Ana Silva', email: 'ana@example.com', subject: 'Wedding in June', message: 'We need two speakers and a mixer.\nAbout 150 guests <outdoors>.' };

interface Mail { id: number; kind: string; recipient: string; subject: string; orderId: string | null }

describe('contact: a message reaches the shop', () => {
  const t = useTestApp(SHOP);
  const messages = async (role: 'admin' | 'staff' = 'staff', query = '') => (await t().http.get(`/api/admin/contact-messages${query}`).set(t().auth(role)).expect(200)).body;
  const contactMails = async (): Promise<Mail[]> =>
    (await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200)).body.data.filter((mail: Mail) => mail.kind === 'contact-message');

  it("returns the shop's name, phone, e-mail and address from its settings, to anyone", async () => {
    const res = await t().http.get('/api/shop').expect(200);
    expect(res.body).toEqual({ name: SHOP.SHOP_NAME, phone: SHOP.SHOP_PHONE, email: 'hello@shop.example', address: SHOP.SHOP_ADDRESS });
  });

  it('stores a visitor\'s message and responds with the thank-you', async () => {
    const res = await t().http.post('/api/contact').send({ ...valid, name: '  Ana Silva  ' }).expect(201);
    expect(res.body).toEqual({ message: THANK_YOU, _id: expect.stringMatching(/^\d+$/) });
    const page = await messages();
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(page.data).toEqual([{ _id: res.body._id, ...valid, createdAt: expect.any(String) }]);
    expect(Date.now() - Date.parse(page.data[0].createdAt)).toBeLessThan(60_000);
  });

  it("queues an e-mail to the shop's address with the message, who sent it and how to answer", async () => {
    const mails = await contactMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual(expect.objectContaining({ recipient: 'hello@shop.example', subject: 'Contact form: Wedding in June', orderId: null }));
    const opened = (await t().http.get(`/api/admin/outbox/${mails[0].id}`).set(t().auth('admin')).expect(200)).body;
    expect(opened.text).toContain('From: Ana Silva <ana@example.com>');
    expect(opened.text).toContain(valid.message);
    expect(opened.text).toContain('Answer by writing to ana@example.com');
    expect(opened.html).toContain('About 150 guests &#60;outdoors&#62;.');
    expect(opened.html).not.toContain('<outdoors>');
  });

  it('a blocked customer told to "contact support" can send a message', async () => {
    await t().http.post('/api/contact').set(t().auth('blocked')).send({ ...valid, subject: 'My account is blocked' }).expect(201);
    expect((await messages()).data[0].subject).toBe('My account is blocked');
  });

  it.each([
    [{ ...valid, name: '   ' }, 'name is required'],
    [{ ...valid, email: 'not-an-email' }, 'email must be an e-mail address'],
    [{ ...valid, subject: undefined }, 'subject is required'],
    [{ ...valid, message: '' }, 'message is required'],
    [{ ...valid, name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
    [{ ...valid, subject: 's'.repeat(201) }, 'subject must be at most 200 characters'],
    [{ ...valid, message: 'm'.repeat(5001) }, 'message must be at most 5000 characters'],
    [{ ...valid, message: 42 }, 'message is required'],
  ])('refuses %j with 400 and stores and sends nothing', async (body, error) => {
    const before = (await messages()).pagination.total;
    const mailsBefore = (await contactMails()).length;
    const res = await t().http.post('/api/contact').send(body).expect(400);
    expect(res.body.error).toBe(error);
    expect((await messages()).pagination.total).toBe(before);
    expect((await contactMails()).length).toBe(mailsBefore);
  });

  it('refuses a body over the public cap with 413, and unknown fields with 400', async () => {
    await t().http.post('/api/contact').send({ ...valid, message: 'm'.repeat(17 * 1024) }).expect(413);
    const res = await t().http.post('/api/contact').send({ ...valid, role: 'admin' }).expect(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('lists messages newest first, page by page, for admins and staff', async () => {
    for (let n = 1; n <= 3; n++) await t().http.post('/api/contact').send({ ...valid, subject: `Question ${n}` }).expect(201);
    const first = await messages('admin', '?page=1&limit=2');
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(first.data.map((m: { subject: string }) => m.subject)).toEqual(['Question 3', 'Question 2']);
    const last = await messages('staff', '?page=3&limit=2');
    expect(last.data.map((m: { subject: string }) => m.subject)).toEqual(['Wedding in June']);
    expect((await t().http.get('/api/admin/contact-messages?limit=101').set(t().auth('staff')).expect(400)).body.error).toBe('limit must be a whole number from 1 to 100');
  });

  it('refuses the list to customers (403) and visitors (401)', async () => {
    await t().http.get('/api/admin/contact-messages').set(t().auth('customer')).expect(403);
    await t().http.get('/api/admin/contact-messages').expect(401);
  });
});

describe('contact: messages are limited per client address', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '10', AUTH_RATE_WINDOW_SECONDS: '60' });

  it('responds 429 after AUTH_RATE_LIMIT messages in a window', async () => {
    for (let n = 0; n < 10; n++) await t().http.post('/api/contact').send({ ...valid, subject: `Spam ${n}` }).expect(201);
    const res = await t().http.post('/api/contact').send(valid).expect(429);
    expect(res.body.error).toBe('Too many messages from your address. Please wait a minute and try again.');
  });
});

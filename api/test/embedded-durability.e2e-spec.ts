import request from 'supertest';
import { spawnApi, startTestApp, stop, testDbType, waitUntilReady } from './support/test-app.js';

// The embedded database only: MySQL's durability is MySQL's.
const describeEmbedded = testDbType() === 'sqlite' ? describe : describe.skip;

describeEmbedded('the embedded database keeps every write whose response was sent', () => {
  it('a kill -9 in the middle of a burst of bookings loses none that got its response', async () => {
    const app = await startTestApp();
    let restarted: ReturnType<typeof spawnApi> | null = null;
    try {
      const admin = app.auth('admin');
      await app.http
        .post('/api/products')
        .set(admin)
        .send({ key: 'strobe', name: 'Strobe', price: 800, category: 'lights', dimensions: '30 x 20 x 20 cm', description: 'Durability test gear', stock: 9999, image: [] })
        .expect(201);
      const booked: string[] = [];
      const book = async (i: number) => {
        const day = String(1 + (i % 28)).padStart(2, '0');
        const res = await fetch(`${app.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...app.auth('customer') },
          body: JSON.stringify({ orderedItems: [{ key: 'strobe', qty: 1 }], days: 1, startingDate: `2031-05-${day}`, endingDate: `2031-06-${day}` }),
        }).catch(() => null);
        if (res?.status === 201) booked.push(((await res.json()) as { order: { orderId: string } }).order.orderId);
      };
      // Ten clients book one after another until the process dies under them.
      const clients = Array.from({ length: 10 }, async (_, c) => {
        for (let i = c; ; i += 10) {
          const before = booked.length;
          await book(i);
          if (booked.length === before) return;
        }
      });
      while (booked.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
      app.child.kill('SIGKILL');
      await Promise.all(clients);
      expect(booked.length).toBeGreaterThanOrEqual(60);
      console.log(`kill -9 after ${booked.length} bookings responded 201`);

      // A killed holder's lock goes stale after 10 s; then the next start takes the database over.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      restarted = spawnApi(app.env);
      await waitUntilReady(app.url, restarted.child, restarted.output);
      const orders = (await request(app.url).get('/api/orders').set(admin).expect(200)).body as { orderId: string }[];
      const stored = new Set(orders.map((order) => order.orderId));
      expect(booked.filter((orderId) => !stored.has(orderId))).toEqual([]);
    } finally {
      if (restarted) await stop(restarted.child);
      await app.close();
    }
  });
});

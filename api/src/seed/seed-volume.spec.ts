import { DataSource } from 'typeorm';
import { entities } from '../database/entities.js';
import { Order, OrderLine } from '../orders/order.entity.js';
import { Product } from '../products/product.entity.js';
import { User } from '../users/user.entity.js';
import { GENERATED_CUSTOMER_DOMAIN, seedVolume } from './seed-volume.js';
import { sqliteDriver } from '../database/data-source-options.js';

describe('seed:volume', () => {
  let dataSource: DataSource;
  const now = new Date('2026-11-23T12:00:00Z');
  beforeEach(async () => {
    dataSource = new DataSource({ type: 'better-sqlite3', driver: sqliteDriver(), database: ':memory:', entities, synchronize: true });
    await dataSource.initialize();
  });
  afterEach(() => dataSource.destroy());

  it('loads the volume asked for, and a second run replaces it instead of adding more; real data stays', async () => {
    const users = dataSource.getRepository(User);
    await users.save(users.create({ email: 'real@shop.test', firstName: 'Real', lastName: 'Customer', passwordHash: null }));
    await seedVolume(dataSource, { products: 40, customers: 30, orders: 300 }, now);
    await seedVolume(dataSource, { products: 40, customers: 30, orders: 300 }, now);
    expect(await dataSource.getRepository(Product).count()).toBe(40);
    expect(await users.count()).toBe(31);
    expect(await dataSource.getRepository(Order).count()).toBe(300);
    expect(await users.existsBy({ email: 'real@shop.test' })).toBe(true);
  });

  it('spreads orders over two years with statuses as a shop has them, each total the sum of its lines', async () => {
    await seedVolume(dataSource, { products: 40, customers: 30, orders: 1_000 }, now);
    const orders = await dataSource.getRepository(Order).find({ relations: { lines: true, user: true } });
    const times = orders.map((o) => o.orderDate.getTime());
    const twoYears = 730 * 86_400_000;
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now.getTime() - twoYears);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(twoYears * 0.99);
    const count = (status: string) => orders.filter((o) => o.status === status).length;
    expect(count('approved')).toBeGreaterThan(orders.length * 0.6);
    for (const status of ['Pending', 'Rejected', 'Cancelled']) expect(count(status)).toBeGreaterThan(0);
    // Only upcoming rentals still wait for a decision.
    expect(orders.filter((o) => o.status === 'Pending' && o.startingDate <= '2026-11-23')).toEqual([]);
    for (const order of orders) {
      expect(order.email.endsWith(`@${GENERATED_CUSTOMER_DOMAIN}`)).toBe(true);
      expect(order.user?.email).toBe(order.email);
      expect(order.lines.length).toBeGreaterThan(0);
      expect(order.totalCents).toBe(order.lines.reduce((sum, line: OrderLine) => sum + line.priceCents * line.quantity * order.days, 0));
    }
  });
});

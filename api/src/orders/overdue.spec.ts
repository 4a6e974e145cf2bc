import { DataSource } from 'typeorm';
import { entities } from '../database/entities.js';
import { Order } from './order.entity.js';
import type { OrderStatus } from './order-states.js';
import { daysOverdue, overdueWhere } from './overdue.js';
import { sqliteDriver } from '../database/data-source-options.js';

describe('the overdue rule', () => {
  it('finds in the database exactly the orders it counts as overdue one by one', async () => {
    const dataSource = new DataSource({ type: 'better-sqlite3', driver: sqliteDriver(), database: ':memory:', entities, synchronize: true });
    await dataSource.initialize();
    try {
      const now = new Date('2026-12-10T12:00:00Z');
      const orders = dataSource.getRepository(Order);
      const cases: [OrderStatus, string, Date | null][] = [
        ['approved', '2026-12-09', null],
        ['approved', '2026-12-10', null],
        ['approved', '2026-12-01', new Date('2026-12-02T00:00:00Z')],
        ['Pending', '2026-12-01', null],
        ['Rejected', '2026-11-01', null],
        ['approved', '2025-01-01', null],
      ];
      for (const [status, endingDate, returnedAt] of cases) {
        await orders.save(orders.create({ email: 'a@b.c', days: 1, startingDate: '2024-12-01', endingDate, totalCents: 1, status, returnedAt, lines: [] }));
      }
      const all = await orders.find();
      const found = await orders.findBy(overdueWhere(now));
      expect(found.map((o) => o.id).sort()).toEqual(all.filter((o) => daysOverdue(o, now) > 0).map((o) => o.id).sort());
      expect(found).toHaveLength(2);
    } finally {
      await dataSource.destroy();
    }
  });
});

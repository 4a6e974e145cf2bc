import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Product } from '../products/product.entity.js';
import { bookedPerDay, type DayRange, freePerDay, loadHoldings, type Shortage } from './inventory.js';
import { Order } from './order.entity.js';
import { ShortageError } from './order-errors.js';
import { overdueWhere } from './overdue.js';
import { PendingHolds } from './pending-holds.js';
import { calendarDayNumber, heldDays } from './rental-days.js';

type Stocked = Pick<Product, 'key' | 'stock'>;

/**
 * What is free when, and what is late: the availability route, quotes, bookings, approvals and
 * the dashboard all ask here. Approved orders, and Pending ones within PENDING_HOLD_HOURS, hold their units over their held days.
 * `manager` is the transaction to read in (a booking's, with its product rows locked).
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pendingHolds: PendingHolds,
  ) {}

  /** Free units of each product on each day of the range: `get(key)[i]` is day `range.first + i`. */
  async freeDays(products: Stocked[], range: DayRange, manager: EntityManager = this.dataSource.manager): Promise<Map<string, number[]>> {
    const holdings = await loadHoldings(
      manager,
      products.map((product) => product.key),
      range,
      this.pendingHolds.cutoff(),
    );
    const booked = bookedPerDay(holdings, range);
    return new Map(products.map((product) => [product.key, freePerDay(product.stock, booked.get(product.key), range)]));
  }

  /** The fewest free units of each product over the range: what can be booked for all of it. */
  async fewestFree(products: Stocked[], range: DayRange, manager?: EntityManager): Promise<Map<string, number>> {
    const free = await this.freeDays(products, range, manager);
    return new Map([...free].map(([key, days]) => [key, Math.min(...days)]));
  }

  /**
   * The fewest free units of each product over the days a rental from `startingDate` to
   * `endingDate` holds; a ShortageError naming every product, in the order given, that asks for more.
   */
  async requireFree(
    products: (Stocked & Pick<Product, 'name'>)[],
    quantities: Map<string, number>,
    startingDate: string,
    endingDate: string,
    manager?: EntityManager,
  ): Promise<Map<string, number>> {
    const free = await this.fewestFree(products, heldDays(calendarDayNumber(startingDate)!, calendarDayNumber(endingDate)!), manager);
    const shortages: Shortage[] = products
      .filter((product) => quantities.get(product.key)! > free.get(product.key)!)
      .map((product) => ({ key: product.key, name: product.name, requested: quantities.get(product.key)!, available: free.get(product.key)! }));
    if (shortages.length) throw new ShortageError(shortages, startingDate, endingDate);
    return free;
  }

  /** Overdue orders, the longest overdue first (at most `take`), and how many there are in all. */
  overdue(take: number, now: Date = new Date()): Promise<[Order[], number]> {
    return this.dataSource.getRepository(Order).findAndCount({ where: overdueWhere(now), relations: { lines: true }, order: { endingDate: 'ASC', id: 'ASC' }, take });
  }
}

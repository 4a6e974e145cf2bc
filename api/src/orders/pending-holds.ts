import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { Order, type OrderStatus } from './order.entity.js';

/** How often stale Pending bookings are marked 'Expired' (at most; sooner when the hold itself is shorter). */
const SWEEP_EVERY_MS = 60_000;

/**
 * A Pending booking holds its units only until staff have had PENDING_HOLD_HOURS to approve it;
 * after that it holds nothing (availability counts it out from that moment) and is marked
 * 'Expired' by a sweep, so one customer's unanswered request cannot keep stock from everyone.
 */
@Injectable()
export class PendingHolds implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PendingHolds');
  private readonly holdMs: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
  ) {
    this.holdMs = config.holding.pendingHoldHours * 3_600_000;
  }

  /** Pending bookings made before this moment no longer hold units. */
  cutoff(now: Date = new Date()): Date {
    return new Date(now.getTime() - this.holdMs);
  }

  /** Whether an order holds its units now: approved ones always, Pending ones within the hold time. */
  holdsUnits(order: { status: OrderStatus; orderDate: Date }, now: Date = new Date()): boolean {
    return order.status === 'approved' || (order.status === 'Pending' && order.orderDate >= this.cutoff(now));
  }

  /** Marks every Pending booking past its hold 'Expired'; writes (and empties the read cache) only when there is one. */
  async expireStale(now: Date = new Date()): Promise<void> {
    const stale = { status: 'Pending' as const, orderDate: LessThan(this.cutoff(now)) };
    if (!(await this.dataSource.getRepository(Order).exists({ where: stale }))) return;
    await this.writes.run(() => this.dataSource.getRepository(Order).update(stale, { status: 'Expired' }));
  }

  onApplicationBootstrap(): void {
    const sweep = () => this.expireStale().catch((error: Error) => this.logger.warn(`Could not mark expired bookings: ${error.message}`));
    this.timer = setInterval(sweep, Math.max(1000, Math.min(SWEEP_EVERY_MS, this.holdMs / 4)));
    this.timer.unref();
    void sweep();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, In, LessThan } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { formatOrderId, Order, type OrderStatus } from './order.entity.js';

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
    private readonly audit: AuditService,
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

  /** Marks every Pending booking past its hold 'Expired' (each with an audit entry by the shop); writes (and empties the read cache) only when there is one. */
  async expireStale(now: Date = new Date()): Promise<void> {
    const stale = { status: 'Pending' as const, orderDate: LessThan(this.cutoff(now)) };
    if (!(await this.dataSource.getRepository(Order).exists({ where: stale }))) return;
    await this.writes.transaction(async (manager) => {
      // Locked (MySQL), so a sweep of another instance at the same moment records none of them twice.
      const expiring = await this.writes.lockRows(manager.createQueryBuilder(Order, 'o').select('o.id').where(stale)).getMany();
      if (!expiring.length) return;
      await manager.update(Order, { id: In(expiring.map((order) => order.id)) }, { status: 'Expired' });
      for (const { id } of expiring) await this.audit.record(manager, null, 'order', formatOrderId(id), 'expired', { status: 'Pending' }, { status: 'Expired' });
    });
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

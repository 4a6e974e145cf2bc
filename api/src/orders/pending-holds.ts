import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, In, IsNull, LessThan, Not, type SelectQueryBuilder } from 'typeorm';
import { PAID_FOR, Payment } from '../payments/payment.entity.js';
import { AuditService } from '../audit/audit.service.js';
import { type OrdersConfig, ordersConfig } from './config/orders.config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { formatOrderId, Order } from './order.entity.js';
import { ORDER_STATUS, type OrderStatus } from './order-states.js';

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
    @Inject(ordersConfig.KEY) config: OrdersConfig,
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

  /** Whether an order holds its units now: approved ones always, Pending ones within the hold time or once paid (money taken keeps the booking). */
  holdsUnits(order: { status: OrderStatus; orderDate: Date; payments?: Pick<Payment, 'kind' | 'status'>[] }, now: Date = new Date()): boolean {
    return order.status === ORDER_STATUS.approved || (order.status === ORDER_STATUS.pending && (order.orderDate >= this.cutoff(now) || (order.payments ?? []).some((p) => p.kind !== 'refund' && p.status === 'paid')));
  }

  /**
   * Marks every unpaid Pending booking past its hold 'Expired' (each with an audit entry by the
   * shop); writes (and empties the read cache) only when there is one. A paid one is kept, since
   * money was taken for it, and its payment flagged for staff to approve or turn it down.
   */
  async expireStale(now: Date = new Date()): Promise<void> {
    const stale = (manager = this.dataSource.manager, paid: boolean) =>
      manager
        .createQueryBuilder(Order, 'o')
        .select('o.id')
        .where({ status: ORDER_STATUS.pending, orderDate: LessThan(this.cutoff(now)) })
        .andWhere(`${paid ? '' : 'NOT '}${PAID_FOR('o')}`);
    await this.flagPaidPastHold(stale(undefined, true));
    if (!(await stale(undefined, false).getExists())) return;
    await this.writes.transaction(async (manager) => {
      // Locked (MySQL), so a sweep of another instance at the same moment records none of them twice.
      const expiring = await this.writes.lockRows(stale(manager, false)).getMany();
      if (!expiring.length) return;
      await manager.update(Order, { id: In(expiring.map((order) => order.id)) }, { status: ORDER_STATUS.expired });
      for (const { id } of expiring) await this.audit.record(manager, null, 'order', formatOrderId(id), 'expired', { status: ORDER_STATUS.pending }, { status: ORDER_STATUS.expired });
    });
  }

  private async flagPaidPastHold(query: SelectQueryBuilder<Order>): Promise<void> {
    const waiting = await query.getMany();
    if (!waiting.length) return;
    const attention = `Paid, but still Pending after ${this.holdMs / 3_600_000} h: approve the booking or turn it down (which refunds it)`;
    const flag = { order: { id: In(waiting.map((order) => order.id)) }, kind: Not('refund' as const), status: 'paid' as const, attention: IsNull() };
    if (!(await this.dataSource.getRepository(Payment).exists({ where: flag }))) return;
    await this.writes.transaction(async (manager) => {
      await manager.update(Payment, flag, { attention });
      this.logger.warn(`${attention}: ${waiting.map((order) => formatOrderId(order.id)).join(', ')}`);
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

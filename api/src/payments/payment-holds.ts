import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { formatOrderId, Order } from '../orders/order.entity.js';
import { Payment } from './payment.entity.js';
import { PAYMENTS_CONFIG, REFUNDING_PROVIDERS } from './payments.tokens.js';
import { PaymentsService } from './payments.service.js';
import type { RefundingProvider } from './payment-provider.js';
import type { PaymentsConfig } from './payments.config.js';
import { ORDER_STATUS } from '../orders/order-states.js';

/** How often unpaid pay-now bookings are looked for (at most; sooner when the hold itself is shorter). */
const SWEEP_EVERY_MS = 60_000;

/** Pending orders whose pay-now hold has passed without a settled payment. */
const unpaidPastHold = (alias: string) =>
  `${alias}.status = '${ORDER_STATUS.pending}'` +
  ` AND EXISTS (SELECT 1 FROM payments h WHERE h.orderId = ${alias}.id AND h.holdUntil IS NOT NULL AND h.holdUntil < :now)` +
  ` AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.orderId = ${alias}.id AND p.status = 'paid')`;

/**
 * A booking paid online holds its units only while the customer pays (PAYMENT_HOLD_MINUTES from
 * the first attempt). Unpaid by then it is released as an expired Pending is ('Expired', audited
 * by the shop), so an abandoned payment page cannot keep stock from everyone. Money that still
 * arrives afterwards is recorded and flagged for staff (payments.service.ts).
 */
@Injectable()
export class PaymentHolds implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PaymentHolds');
  private timer: NodeJS.Timeout | undefined;
  private refundTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly mail: MailOutbox,
    private readonly payments: PaymentsService,
    @Inject(REFUNDING_PROVIDERS) private readonly refunders: Partial<Record<'payhere' | 'stripe', RefundingProvider>>,
  ) {}

  /**
   * Money kept for a booking that no longer takes it (released, rejected or cancelled after it was
   * paid, or expired before staff approved it) is flagged for staff to refund or book again.
   */
  async flagStrandedMoney(): Promise<void> {
    const stranded = () =>
      this.dataSource.manager
        .createQueryBuilder(Payment, 'p')
        .innerJoin('p.order', 'o')
        .select(['p.id', 'o.id', 'o.status'])
        .where("p.status = 'paid' AND p.kind <> 'refund' AND p.attention IS NULL AND o.status IN (:...closed)", { closed: [ORDER_STATUS.expired, ORDER_STATUS.rejected, ORDER_STATUS.cancelled] })
        // Money already on its way back (or a refund staff must retry) is not flagged twice.
        .andWhere('NOT EXISTS (SELECT 1 FROM payments r WHERE r.refundOfId = p.id)');
    if (!(await stranded().getExists())) return;
    await this.writes.transaction(async (manager) => {
      for (const payment of await stranded().getMany()) {
        const attention = `Paid, but ${formatOrderId(payment.order.id)} is ${payment.order.status}: refund it or approve the booking again`;
        await manager.update(Payment, { id: payment.id, attention: IsNull() }, { attention });
        this.logger.warn(attention);
      }
    });
  }

  async releaseUnpaid(now: Date = new Date()): Promise<void> {
    const find = (manager = this.dataSource.manager) => manager.createQueryBuilder(Order, 'o').select('o.id').where(unpaidPastHold('o'), { now });
    if (!(await find().getExists())) return;
    await this.writes.transaction(async (manager) => {
      const releasing = await this.writes.lockRows(find(manager)).getMany();
      if (!releasing.length) return;
      await manager.update(Order, { id: In(releasing.map((order) => order.id)) }, { status: ORDER_STATUS.expired });
      for (const { id } of releasing) {
        await this.audit.record(manager, null, 'order', formatOrderId(id), 'expired unpaid', { status: ORDER_STATUS.pending }, { status: ORDER_STATUS.expired });
        const order = await manager.findOne(Order, { where: { id }, relations: { lines: true, user: true, payments: true } });
        await this.mail.queue(manager, 'payment-failed', order!);
      }
    });
  }

  onApplicationBootstrap(): void {
    this.startRefundRecovery();
    if (!this.config.provider) return;
    const sweep = () =>
      this.releaseUnpaid()
        .then(() => this.flagStrandedMoney())
        .catch((error: Error) => this.logger.warn(`Could not release unpaid bookings: ${error.message}`));
    this.timer = setInterval(sweep, Math.max(1000, Math.min(SWEEP_EVERY_MS, this.config.holdMs / 4)));
    this.timer.unref();
    void sweep();
  }

  /**
   * Refunds cut off by a stopped process (recorded 'pending', no response ever came) are picked up at
   * start and then on a timer, once older than PAYMENT_REFUND_RESEND_SECONDS (a send still under
   * way in another instance is younger): payments.service.ts recoverRefunds.
   */
  private startRefundRecovery(): void {
    if (!Object.keys(this.refunders).length) return;
    let running = false;
    const sweep = () => {
      if (running) return;
      running = true;
      void this.payments
        .recoverRefunds(this.config.refundResendMs)
        .catch((error: Error) => this.logger.warn(`Could not pick up unanswered refunds: ${error.message}`))
        .finally(() => (running = false));
    };
    this.refundTimer = setInterval(sweep, Math.max(1000, Math.min(SWEEP_EVERY_MS, this.config.refundResendMs / 2)));
    this.refundTimer.unref();
    sweep();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    clearInterval(this.refundTimer);
  }
}

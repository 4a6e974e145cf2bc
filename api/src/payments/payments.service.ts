import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, LessThan, Not } from 'typeorm';
import { formatPaise } from '@rental/money-days/money';
import { AuditService } from '../audit/audit.service.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { fromCents } from '../common/money.js';
import { type ServerConfig, serverConfig } from '../config/server.config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { formatOrderId, Order, parseOrderId } from '../orders/order.entity.js';
import { OrderNotFoundError } from '../orders/order-errors.js';
import { isShopStaff, type User } from '../users/user.entity.js';
import type { OnlinePlan } from './dto/checkout.dto.js';
import type { CashKind } from './dto/cash-payment.dto.js';
import { amountDueCentsOf, paidCentsOf, Payment, type PaymentStatus } from './payment.entity.js';
import { type IncomingNotification, type PaymentProvider, RefundRefused, type VerifiedRefundNotice } from './payment-provider.js';
import { type CheckoutView, type OrderPaymentsView, type PaymentOptionsView, toPaymentView } from './payment-view.js';
import { PAYMENT_PROVIDER, PAYMENTS_CONFIG, REFUNDING_PROVIDERS } from './payments.tokens.js';
import type { PaymentsConfig } from './payments.config.js';
import { allows, requireAction } from '../orders/order-process.js';
import { ORDER_STATUS } from '../orders/order-states.js';

/** Our reference of one payment attempt, as the provider carries it: ORD0001-P7. */
const referenceOf = (payment: Pick<Payment, 'id'>, orderId: number) => `${formatOrderId(orderId)}-P${payment.id}`;
const parseReference = (reference: string) => {
  const match = /^(ORD\d{4,10})-P(\d{1,10})$/.exec(reference);
  return match ? { orderId: parseOrderId(match[1]), paymentId: Number(match[2]) } : null;
};

/** The statuses a notification may move a payment from, for each status it reports (older or repeated news changes nothing). */
const MOVES_FROM: Record<PaymentStatus, PaymentStatus[]> = {
  pending: [],
  paid: ['pending', 'failed', 'cancelled'],
  failed: ['pending'],
  cancelled: ['pending'],
  'charged-back': ['paid'],
};

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(REFUNDING_PROVIDERS) private readonly refunders: Partial<Record<'payhere' | 'stripe', PaymentProvider>>,
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly mail: MailOutbox,
  ) {}

  options(): PaymentOptionsView {
    return {
      online: this.provider !== null,
      provider: this.provider?.name ?? null,
      plans: this.config.plans,
      currency: this.config.currency,
      holdMinutes: this.config.holdMs / 60_000,
      checkoutUrl: this.provider?.name === 'payhere' ? this.config.payhere!.checkoutUrl : null,
    };
  }

  /**
   * Starts paying a booking online: records a pending payment of the server's amount and returns
   * the signed form the browser posts to the provider. The first attempt starts the hold (a
   * Pending booking unpaid by then is released); trying again never extends it.
   */
  async startCheckout(orderId: string, plan: OnlinePlan, user: User): Promise<CheckoutView> {
    const provider = this.provider;
    if (!provider) throw new ConflictError('This shop does not take payments online: pay at pickup');
    if (!this.config.plans.includes(plan)) throw new InvalidInputError(`This shop does not offer plan '${plan}'; it offers ${this.config.plans.join(', ')}`);
    const { order, payment } = await this.writes.transaction(async (manager) => {
      const order = await this.ownOrder(manager, orderId, user, { lock: true });
      requireAction(order, 'payOnline');
      const payments = order.payments ?? [];
      const paidCents = paidCentsOf(payments);
      const holds = payments.map((p) => p.holdUntil).filter((at): at is Date => at !== null);
      const holdUntil = holds.length ? new Date(Math.min(...holds.map((at) => at.getTime()))) : order.status === ORDER_STATUS.pending ? new Date(Date.now() + this.config.holdMs) : null;
      if (order.status === ORDER_STATUS.pending && holdUntil && holdUntil.getTime() <= Date.now() && paidCents === 0) {
        throw new ConflictError(`The time to pay for ${formatOrderId(order.id)} has passed: book again`);
      }
      const dueCents = order.totalCents + order.depositCents - paidCents;
      const amountCents = plan === 'deposit' ? Math.min(order.depositCents - paidCents, dueCents) : dueCents;
      if (plan === 'deposit' && order.depositCents === 0) throw new ConflictError(`${formatOrderId(order.id)} has no deposit: pay in full or at pickup`);
      if (amountCents <= 0) throw new ConflictError(plan === 'deposit' ? `The deposit of ${formatOrderId(order.id)} is already paid` : `${formatOrderId(order.id)} is already paid`);
      const payment = await manager.save(
        manager.create(Payment, { order: { id: order.id }, kind: plan === 'deposit' ? 'deposit' : 'rental', provider: provider.name, status: 'pending', amountCents, currency: this.config.currency, holdUntil, providerReference: null, attention: null }),
      );
      return { order, payment };
    });
    const label = formatOrderId(order.id);
    const back = `${this.server.publicSiteUrl}/booking/payment?order=${label}`;
    // Outside the transaction: a provider's call (Stripe's API) never holds the database.
    let form;
    try {
      form = await provider.checkout({
        reference: referenceOf(payment, order.id),
        amountCents: payment.amountCents,
        currency: this.config.currency,
        description: `${plan === 'deposit' ? 'Deposit for booking' : 'Booking'} ${label}`,
        customer: {
          firstName: order.user?.firstName || 'Customer',
          lastName: order.user?.lastName || '-',
          email: order.email,
          phone: order.user?.phone || '-',
          address: order.user?.address || 'Colombo',
        },
        returnUrl: back,
        cancelUrl: `${back}&cancelled=1`,
        notifyUrl: `${this.server.publicUrl}/api/payments/${provider.name}/notify`,
      });
    } catch (error) {
      await this.writes.transaction((manager) => manager.update(Payment, { id: payment.id, status: 'pending' }, { status: 'failed' }));
      throw error;
    }
    if (form.providerReference) {
      payment.providerReference = form.providerReference;
      await this.writes.transaction((manager) => manager.update(Payment, { id: payment.id, providerReference: IsNull() }, { providerReference: form.providerReference }));
    }
    const { providerReference: _sent, ...checkout } = form;
    return { provider: provider.name, ...checkout, amount: fromCents(payment.amountCents), currency: this.config.currency, payBy: payment.holdUntil?.toISOString() ?? null, payment: toPaymentView(payment) };
  }

  /**
   * Applies a provider's notification once: its signature is proven first (a forged one changes
   * nothing and gets a 400), then its amount and currency are checked against the payment we
   * asked for. A repeat, or news older than what we know, changes nothing. Money arriving for a
   * booking no longer open is kept and flagged for staff, never dropped.
   */
  async applyNotification(providerName: string, notification: IncomingNotification): Promise<{ received: true; status: PaymentStatus | null }> {
    const provider = this.provider;
    if (!provider || provider.name !== providerName) throw new InvalidInputError(`This shop does not take payments through ${providerName}`);
    let notice;
    try {
      notice = provider.verifyNotification(notification);
    } catch (error) {
      this.logger.warn(`Refused a ${providerName} notification: ${(error as Error).message}`);
      throw error;
    }
    // Proven, but about nothing we act on (another Stripe event): acknowledged so it is not sent again.
    if (!notice) return { received: true, status: null };
    if (notice.kind === 'refund') return this.applyRefundNotice(provider.name, notice);
    const ref = parseReference(notice.reference);
    if (!ref || ref.orderId === null) throw new InvalidInputError(`Unknown payment reference ${notice.reference}`);
    let refunds: number[] = [];
    const result = await this.writes.transaction(async (manager) => {
      if (this.writes.locksRows) await this.writes.lockRows(manager.createQueryBuilder(Order, 'o').where('o.id = :id', { id: ref.orderId })).getOne();
      const payment = await manager.findOne(Payment, { where: { id: ref.paymentId, order: { id: ref.orderId! } }, relations: { order: { payments: true } } });
      if (!payment) throw new InvalidInputError(`Unknown payment reference ${notice.reference}`);
      if (notice.amountCents !== payment.amountCents || notice.currency !== payment.currency) {
        this.logger.warn(`Refused a ${providerName} notification for ${notice.reference}: ${notice.currency} ${fromCents(notice.amountCents)} is not the ${payment.currency} ${fromCents(payment.amountCents)} asked for`);
        throw new InvalidInputError(`The amount or currency does not match payment ${notice.reference}`);
      }
      if (!MOVES_FROM[notice.status].includes(payment.status)) return { received: true as const, status: payment.status };
      const order = payment.order;
      const before = { amountPaid: fromCents(paidCentsOf(order.payments ?? [])) };
      const changes: Partial<Payment> = { status: notice.status, providerReference: notice.providerReference ?? payment.providerReference };
      const late = notice.status === 'paid' && !allows(order, 'takePayment');
      await manager.update(Payment, { id: payment.id }, changes);
      if (late) {
        // Money for a booking already released (or turned down): sent straight back through the provider.
        this.logger.warn(`Paid after ${formatOrderId(order.id)} was ${order.status}: refunding ${notice.reference}`);
        refunds = await this.planRefunds(manager, order.id, payment.amountCents, `Paid after booking ${formatOrderId(order.id)} was ${order.status}: refunded automatically`, payment.id);
      }
      const after = (order.payments ?? []).map((p) => (p.id === payment.id ? { ...p, ...changes } : p));
      if (notice.status === 'paid' && !late) {
        const paidOrder = await manager.findOne(Order, { where: { id: order.id }, relations: { lines: true, user: true, payments: true } });
        await this.mail.queue(manager, 'payment-received', paidOrder!);
      }
      if ((notice.status === 'failed' || notice.status === 'cancelled') && allows(order, 'takePayment')) {
        const unpaidOrder = await manager.findOne(Order, { where: { id: order.id }, relations: { lines: true, user: true, payments: true } });
        await this.mail.queue(manager, 'payment-failed', unpaidOrder!);
      }
      await this.audit.record(manager, null, 'order', formatOrderId(order.id), `payment ${notice.status}`, before, {
        amountPaid: fromCents(paidCentsOf(after)),
        payment: notice.reference,
        ...(late ? { refunded: 'automatically, paid after the booking was closed' } : {}),
      });
      return { received: true as const, status: notice.status };
    });
    await this.sendRefunds(refunds);
    return result;
  }

  /**
   * The provider's later word on a refund it accepted: one that failed after all (Stripe's
   * refund.updated with status failed or canceled) goes back to 'failed' with the provider's
   * reason, visible on the order and retryable with a new idempotency key (the old key's response was
   * the failed refund). Only a refund recorded as sent, with that very reference, moves: a repeat,
   * or news of an earlier attempt after a retry went through, changes nothing.
   */
  private async applyRefundNotice(providerName: 'payhere' | 'stripe', notice: VerifiedRefundNotice): Promise<{ received: true; status: PaymentStatus | null }> {
    return this.writes.transaction(async (manager) => {
      const refund = await manager.findOne(Payment, { where: { kind: 'refund', provider: providerName, providerReference: notice.providerReference }, relations: { order: true } });
      // A refund made in the provider's dashboard, not by us: nothing of ours to change.
      if (!refund) return { received: true as const, status: null };
      if (notice.status === 'paid' || refund.status !== 'paid') return { received: true as const, status: refund.status };
      const attention = `Refund failed at ${providerName === 'stripe' ? 'Stripe' : 'PayHere'}${notice.reason ? ` (${notice.reason})` : ''}: retry it or give the money back another way`.slice(0, 300);
      const moved = await manager.update(Payment, { id: refund.id, status: 'paid', providerReference: notice.providerReference }, { status: 'failed', attention, refusals: refund.refusals + 1 });
      if (!moved.affected) return { received: true as const, status: refund.status };
      const label = `${formatOrderId(refund.order.id)}-R${refund.id}`;
      this.logger.warn(`Refund ${label} (${notice.providerReference}) failed at ${providerName}: ${notice.reason ?? 'no reason given'}`);
      await this.audit.record(manager, null, 'order', formatOrderId(refund.order.id), 'refund failed', { refund: label, status: 'paid' }, { refund: label, status: 'failed', attention });
      return { received: true as const, status: 'failed' as const };
    });
  }

  /**
   * Refunds left 'pending' with no word (the process stopped between recording a refund and
   * hearing the provider's response), older than `olderThanMs`: with a provider that refunds a key
   * once (Stripe) each is sent again with the same idempotency key, so one already made is returned,
   * not made twice; with PayHere, which has no such key, it is flagged for staff to check in its
   * portal, never sent again. Returns how many were looked at.
   */
  async recoverRefunds(olderThanMs: number, now: Date = new Date()): Promise<number> {
    const withoutResponse = { kind: 'refund' as const, status: 'pending' as const, attention: IsNull(), updatedAt: LessThan(new Date(now.getTime() - olderThanMs)) };
    const stale = await this.dataSource.manager.find(Payment, {
      select: { id: true, provider: true },
      where: { ...withoutResponse, provider: Not('cash') },
      order: { id: 'ASC' },
      take: 50,
    });
    for (const refund of stale) {
      const provider = refund.provider === 'cash' ? undefined : this.refunders[refund.provider];
      if (provider?.refundsOnce) {
        // Claimed by touching it (its updatedAt moves on): another instance's sweep skips it meanwhile.
        const claimed = await this.writes.transaction((manager) => manager.update(Payment, { id: refund.id, ...withoutResponse }, { refusals: () => 'refusals' }));
        if (!claimed.affected) continue;
        this.logger.warn(`Refund R${refund.id} never got a response (the process stopped while sending it): sending it again with the same idempotency key`);
        await this.sendRefund(refund.id);
      } else {
        const attention = `No answer from ${refund.provider} (the server stopped while sending it): check its dashboard before refunding by hand`;
        await this.writes.transaction((manager) => manager.update(Payment, { id: refund.id, ...withoutResponse }, { attention }));
        this.logger.warn(`Refund R${refund.id}: ${attention}`);
      }
    }
    return stale.length;
  }

  /** Staff record money taken at the counter: settled at once, never more than is still due. */
  async recordCash(orderId: string, amountCents: number, kind: CashKind, actor: User): Promise<OrderPaymentsView> {
    await this.writes.transaction(async (manager) => {
      const order = await this.ownOrder(manager, orderId, actor, { lock: true });
      requireAction(order, 'takePayment');
      const paidCents = paidCentsOf(order.payments ?? []);
      const dueCents = amountDueCentsOf(order, order.payments ?? []);
      if (amountCents > dueCents) throw new InvalidInputError(`amount cannot be more than what is still due on ${formatOrderId(order.id)} (${formatPaise(Math.max(0, dueCents))})`);
      await manager.save(manager.create(Payment, { order: { id: order.id }, kind, provider: 'cash', status: 'paid', amountCents, currency: this.config.currency, holdUntil: null, providerReference: null, attention: null }));
      await this.audit.record(manager, actor, 'order', formatOrderId(order.id), 'cash received', { amountPaid: fromCents(paidCents) }, { amountPaid: fromCents(paidCents + amountCents), kind });
    });
    return this.orderPayments(orderId, actor);
  }

  async orderPayments(orderId: string, user: User): Promise<OrderPaymentsView> {
    const order = await this.ownOrder(this.dataSource.manager, orderId, user, { lock: false });
    const payments = [...(order.payments ?? [])].sort((a, b) => a.id - b.id);
    const paidCents = paidCentsOf(payments);
    const hold = payments.find((p) => p.holdUntil)?.holdUntil ?? null;
    return {
      orderId: formatOrderId(order.id),
      status: order.status,
      totalAmount: fromCents(order.totalCents),
      deposit: fromCents(order.depositCents),
      amountPaid: fromCents(paidCents),
      amountDue: fromCents(amountDueCentsOf(order, payments)),
      payBy: hold && paidCents === 0 && order.status === ORDER_STATUS.pending ? hold.toISOString() : null,
      payments: payments.map(toPaymentView),
    };
  }

  /**
   * In the caller's transaction: gives back up to `amountCents` of what the order received, each
   * part through the payment that took it (online payments first, newest first, then cash at the
   * counter). Cash refunds are settled at once; online ones are recorded 'pending' and their ids
   * returned, to be sent by sendRefunds once the transaction is committed (a provider's call never
   * holds the database). Refunds already asked for, failed ones included, are not given twice.
   */
  async planRefunds(manager: EntityManager, orderId: number, amountCents: number, reason: string, onlyPaymentId?: number): Promise<number[]> {
    if (amountCents <= 0) return [];
    const payments = await manager.find(Payment, { where: { order: { id: orderId } } });
    const given = new Map<number, number>();
    for (const p of payments) if (p.kind === 'refund' && p.refundOfId !== null) given.set(p.refundOfId, (given.get(p.refundOfId) ?? 0) + p.amountCents);
    const sources = payments
      .filter((p) => p.kind !== 'refund' && p.status === 'paid' && (onlyPaymentId === undefined || p.id === onlyPaymentId))
      .sort((a, b) => Number(a.provider === 'cash') - Number(b.provider === 'cash') || b.id - a.id);
    let left = amountCents;
    const online: number[] = [];
    for (const source of sources) {
      const part = Math.min(left, source.amountCents - (given.get(source.id) ?? 0));
      if (part <= 0) continue;
      const cash = source.provider === 'cash';
      const refund = await manager.save(
        manager.create(Payment, { order: { id: orderId }, kind: 'refund', provider: source.provider, status: cash ? 'paid' : 'pending', amountCents: part, currency: source.currency, holdUntil: null, providerReference: null, attention: null, refundOfId: source.id, refusals: 0, note: reason.slice(0, 300) }),
      );
      if (!cash) online.push(refund.id);
      left -= part;
      if (left === 0) break;
    }
    return online;
  }

  /** Sends refunds planned by planRefunds (after their transaction is committed); each ends 'paid' (sent), 'failed' (retryable) or flagged. */
  async sendRefunds(refundIds: number[]): Promise<void> {
    for (const id of refundIds) await this.sendRefund(id);
  }

  /**
   * Staff try a failed refund again (or one whose response never came, with a provider that refunds
   * a key once). The same idempotency key goes to the provider, so a refund is never made twice.
   */
  async retryRefund(orderId: string, refundId: string, actor: User): Promise<OrderPaymentsView> {
    const claimed = await this.writes.transaction(async (manager) => {
      const order = await this.ownOrder(manager, orderId, actor, { lock: true });
      const refund = (order.payments ?? []).find((p) => String(p.id) === refundId && p.kind === 'refund');
      if (!refund) throw new NotFoundError(`Refund ${refundId} not found on ${formatOrderId(order.id)}`);
      const withoutResponse = refund.status === 'pending' && refund.attention !== null && refund.provider !== 'cash' && this.refunders[refund.provider]?.refundsOnce === true;
      if (refund.status !== 'failed' && !withoutResponse) throw new ConflictError(`Refund ${refundId} is ${refund.status === 'paid' ? 'already sent' : refund.status}: only a failed refund can be tried again`);
      const moved = await manager.update(Payment, { id: refund.id, status: refund.status }, { status: 'pending', attention: null });
      if (!moved.affected) throw new ConflictError(`Refund ${refundId} is being sent already`);
      await this.audit.record(manager, actor, 'order', formatOrderId(order.id), 'refund retried', { refund: refund.id, status: refund.status }, { refund: refund.id, status: 'pending' });
      return refund.id;
    });
    await this.sendRefund(claimed);
    return this.orderPayments(orderId, actor);
  }

  private async sendRefund(refundId: number): Promise<void> {
    const refund = await this.dataSource.manager.findOne(Payment, { where: { id: refundId, kind: 'refund', status: 'pending' }, relations: { order: true } });
    if (!refund || refund.provider === 'cash') return;
    const source = refund.refundOfId === null ? null : await this.dataSource.manager.findOneBy(Payment, { id: refund.refundOfId });
    const provider = this.refunders[refund.provider];
    const label = `${formatOrderId(refund.order.id)}-R${refund.id}`;
    let outcome: Partial<Payment>;
    try {
      if (!provider) throw new RefundRefused(`${refund.provider} is not set up here: refund it in ${refund.provider}'s dashboard`);
      if (!source?.providerReference) throw new RefundRefused(`The payment has no ${refund.provider} reference: refund it in ${refund.provider}'s dashboard`);
      const sent = await provider.refund({ paymentReference: source.providerReference, amountCents: refund.amountCents, currency: refund.currency, reason: refund.note ?? `Refund ${label}`, idempotencyKey: `refund-${label}-${refund.refusals}` });
      outcome = { status: 'paid', providerReference: sent.providerReference, attention: null };
    } catch (error) {
      const message = (error as Error).message;
      this.logger.warn(`Refund ${label} through ${refund.provider} did not go through: ${message}`);
      // Refused: nothing moved, staff may retry. No response: retry only where the provider refunds a key once.
      outcome =
        error instanceof RefundRefused
          ? { status: 'failed', attention: `Refund not sent: ${message}`.slice(0, 300), refusals: refund.refusals + 1 }
          : provider?.refundsOnce
          ? { status: 'failed', attention: `Refund not sent (no answer, safe to retry): ${message}`.slice(0, 300) }
          : { status: 'pending', attention: `No answer from ${refund.provider} (${message}): check its dashboard before refunding by hand`.slice(0, 300) };
    }
    await this.writes.transaction(async (manager) => {
      const moved = await manager.update(Payment, { id: refund.id, status: 'pending' }, outcome);
      if (!moved.affected) return;
      await this.audit.record(manager, null, 'order', formatOrderId(refund.order.id), `refund ${outcome.status === 'paid' ? 'sent' : 'not sent'}`, { refund: label, status: 'pending' }, {
        refund: label,
        status: outcome.status,
        amount: fromCents(refund.amountCents),
        ...(outcome.attention ? { attention: outcome.attention } : {}),
      });
      if (outcome.status === 'paid') {
        const order = await manager.findOne(Order, { where: { id: refund.order.id }, relations: { lines: true, user: true, payments: true } });
        await this.mail.queue(manager, 'refund-sent', order!);
      }
    });
  }

  /** The customer's own order (someone else's is not found), or any for staff. */
  private async ownOrder(manager: EntityManager, orderId: string, user: User, { lock }: { lock: boolean }): Promise<Order> {
    const id = parseOrderId(orderId);
    if (id === null) throw new OrderNotFoundError(orderId);
    if (lock && this.writes.locksRows) await this.writes.lockRows(manager.createQueryBuilder(Order, 'o').where('o.id = :id', { id })).getOne();
    const order = await manager.findOne(Order, { where: { id }, relations: { user: true, payments: true } });
    if (!order || (!isShopStaff(user) && order.user?.id !== user.id)) throw new OrderNotFoundError(orderId);
    return order;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { ConflictError, InvalidInputError } from '../common/errors.js';
import { fromCents } from '../common/money.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { formatOrderId, Order, parseOrderId } from '../orders/order.entity.js';
import { OrderNotFoundError } from '../orders/order-errors.js';
import { isShopStaff, type User } from '../users/user.entity.js';
import type { OnlinePlan } from './dto/checkout.dto.js';
import type { CashKind } from './dto/cash-payment.dto.js';
import { paidCentsOf, Payment, type PaymentStatus } from './payment.entity.js';
import type { IncomingNotification, PaymentProvider } from './payment-provider.js';
import { type CheckoutView, type OrderPaymentsView, type PaymentOptionsView, toPaymentView } from './payment-view.js';
import { PAYMENT_PROVIDER, PAYMENTS_CONFIG } from './payments.tokens.js';
import type { PaymentsConfig } from './payments.config.js';

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

/** Orders that still take money: a booking that was released or turned down must not, silently. */
const TAKES_MONEY = ['Pending', 'approved'];

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
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
   * Starts paying a booking online: records a pending payment of the server's amount and answers
   * the signed form the browser posts to the provider. The first attempt starts the hold (a
   * Pending booking unpaid by then is released); trying again never extends it.
   */
  async startCheckout(orderId: string, plan: OnlinePlan, user: User): Promise<CheckoutView> {
    const provider = this.provider;
    if (!provider) throw new ConflictError('This shop does not take payments online: pay at pickup');
    if (!this.config.plans.includes(plan)) throw new InvalidInputError(`This shop does not offer plan '${plan}'; it offers ${this.config.plans.join(', ')}`);
    const { order, payment } = await this.writes.transaction(async (manager) => {
      const order = await this.ownOrder(manager, orderId, user, { lock: true });
      if (!TAKES_MONEY.includes(order.status) || order.pickedUpAt) throw new ConflictError(`${formatOrderId(order.id)} is ${order.status}: it cannot be paid online`);
      const payments = order.payments ?? [];
      const paidCents = paidCentsOf(payments);
      const holds = payments.map((p) => p.holdUntil).filter((at): at is Date => at !== null);
      const holdUntil = holds.length ? new Date(Math.min(...holds.map((at) => at.getTime()))) : order.status === 'Pending' ? new Date(Date.now() + this.config.holdMs) : null;
      if (order.status === 'Pending' && holdUntil && holdUntil.getTime() <= Date.now() && paidCents === 0) {
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
    const back = `${this.app.publicSiteUrl}/booking/payment?order=${label}`;
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
        notifyUrl: `${this.app.publicUrl}/api/payments/${provider.name}/notify`,
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
   * nothing and is answered 400), then its amount and currency are checked against the payment we
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
    const ref = parseReference(notice.reference);
    if (!ref || ref.orderId === null) throw new InvalidInputError(`Unknown payment reference ${notice.reference}`);
    return this.writes.transaction(async (manager) => {
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
      if (notice.status === 'paid' && !TAKES_MONEY.includes(order.status)) {
        changes.attention = `Paid after ${formatOrderId(order.id)} was ${order.status}: refund it or book the gear again`;
        this.logger.warn(changes.attention);
      }
      await manager.update(Payment, { id: payment.id }, changes);
      const after = (order.payments ?? []).map((p) => (p.id === payment.id ? { ...p, ...changes } : p));
      if (notice.status === 'paid' && !changes.attention) {
        const paidOrder = await manager.findOne(Order, { where: { id: order.id }, relations: { lines: true, user: true, payments: true } });
        await this.mail.queue(manager, 'payment-received', paidOrder!);
      }
      await this.audit.record(manager, null, 'order', formatOrderId(order.id), `payment ${notice.status}`, before, {
        amountPaid: fromCents(paidCentsOf(after)),
        payment: notice.reference,
        ...(changes.attention ? { attention: changes.attention } : {}),
      });
      return { received: true as const, status: notice.status };
    });
  }

  /** Staff record money taken at the counter: settled at once, never more than is still due. */
  async recordCash(orderId: string, amountCents: number, kind: CashKind, actor: User): Promise<OrderPaymentsView> {
    await this.writes.transaction(async (manager) => {
      const order = await this.ownOrder(manager, orderId, actor, { lock: true });
      if (!TAKES_MONEY.includes(order.status)) throw new ConflictError(`${formatOrderId(order.id)} is ${order.status}: it takes no payment`);
      const paidCents = paidCentsOf(order.payments ?? []);
      const dueCents = order.totalCents + order.depositCents - paidCents;
      if (amountCents > dueCents) throw new InvalidInputError(`amount cannot be more than what is still due on ${formatOrderId(order.id)} (Rs ${fromCents(Math.max(0, dueCents)).toFixed(2)})`);
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
      amountDue: fromCents(order.totalCents + order.depositCents - paidCents),
      payBy: hold && paidCents === 0 && order.status === 'Pending' ? hold.toISOString() : null,
      payments: payments.map(toPaymentView),
    };
  }

  /** The customer's own order (someone else's is answered as not found), or any for staff. */
  private async ownOrder(manager: EntityManager, orderId: string, user: User, { lock }: { lock: boolean }): Promise<Order> {
    const id = parseOrderId(orderId);
    if (id === null) throw new OrderNotFoundError(orderId);
    if (lock && this.writes.locksRows) await this.writes.lockRows(manager.createQueryBuilder(Order, 'o').where('o.id = :id', { id })).getOne();
    const order = await manager.findOne(Order, { where: { id }, relations: { user: true, payments: true } });
    if (!order || (!isShopStaff(user) && order.user?.id !== user.id)) throw new OrderNotFoundError(orderId);
    return order;
  }
}

import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../common/money.js';
import { Order } from '../orders/order.entity.js';

/** What a payment is for: 'rental' pays the whole booking (hire and deposit), 'balance' what is left at pick-up. */
export const PAYMENT_KINDS = ['rental', 'deposit', 'balance', 'late-fee', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_PROVIDERS = ['payhere', 'stripe', 'cash'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** 'pending' until the provider says otherwise; only 'paid' counts towards what the order has received. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'charged-back'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One movement of money for an order, as the provider reported it. Never card data: the provider
 * keeps that; we keep its reference (PayHere's payment_id) to find the payment there.
 */
@Entity('payments')
@Index('IDX_payments_order', ['order'])
@Index('IDX_payments_status_hold', ['status', 'holdUntil'])
// The staff's payments list filters by the day a payment was recorded.
@Index('IDX_payments_created_at', ['createdAt'])
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Order, (order) => order.payments, { onDelete: 'CASCADE', nullable: false })
  order: Relation<Order>;

  @Column({ type: 'varchar', length: 20 })
  kind: PaymentKind;

  @Column({ type: 'varchar', length: 20 })
  provider: PaymentProviderName;

  /** The provider's id of the transaction, once it has one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  providerReference: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: PaymentStatus;

  /** Integer minor units (paise); a refund is positive too, its kind says which way the money went. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** A pay-now booking holds its units until then; unpaid by then, it is released (payment-holds.ts). */
  @Column({ type: 'datetime', nullable: true })
  holdUntil: Date | null;

  /** Why staff must look at it (money arrived for a booking already released); null when all is well. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  attention: string | null;

  /** For a refund: the payment whose money it gives back (through that payment's provider). */
  @Column({ type: 'int', nullable: true })
  refundOfId: number | null;

  /** For a refund: how many times the provider refused it; each try after a refusal goes with a new idempotency key (nothing was refunded), a try whose response was lost with the same one. */
  @Column({ type: 'int', default: 0 })
  refusals: number;

  /** For a refund: why the money goes back (the deposit kept's reason, a cancelled booking). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  note: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

/**
 * What is still to pay, in paise: the total and the deposit, less the part of the deposit given
 * back at return, less what the order has received (settled refunds count against it).
 */
export function amountDueCentsOf(order: { totalCents: number; depositCents: number; depositRefundedCents: number | null }, payments: Pick<Payment, 'kind' | 'status' | 'amountCents'>[]): number {
  return order.totalCents + order.depositCents - (order.depositRefundedCents ?? 0) - paidCentsOf(payments);
}

/** What the order has received: settled payments less settled refunds, in paise. */
export function paidCentsOf(payments: Pick<Payment, 'kind' | 'status' | 'amountCents'>[]): number {
  return payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + (p.kind === 'refund' ? -p.amountCents : p.amountCents), 0);
}

/** SQL: the order (by its alias) has received a payment; money taken keeps a Pending booking past PENDING_HOLD_HOURS. */
export const PAID_FOR = (alias: string) => `EXISTS (SELECT 1 FROM payments pp WHERE pp.orderId = ${alias}.id AND pp.status = 'paid' AND pp.kind <> 'refund')`;

import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { bigintToNumber } from '../common/money.js';
import { Payment } from '../payments/payment.entity.js';
import { imageAddressColumn } from '../uploads/image-address.js';
import { User } from '../users/user.entity.js';
import { ORDER_STATUS, type OrderStatus } from './order-states.js';

export const FULFILMENTS = ['pickup', 'delivery'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** The public order number: 'ORD' + the row id, zero-padded to at least 4 digits (ORD0001). */
export const formatOrderId = (id: number): string => `ORD${String(id).padStart(4, '0')}`;
export const parseOrderId = (orderId: string): number | null => {
  const match = /^ORD(\d{4,10})$/.exec(orderId);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
};

@Entity('orders')
// The admin lists and the dashboard (admin/): a status page newest first, revenue summed from the
// index alone, and the overdue rule's three columns.
@Index('IDX_orders_status_order_date', ['status', 'orderDate'])
@Index('IDX_orders_status_total', ['status', 'totalCents'])
@Index('IDX_orders_overdue', ['status', 'returnedAt', 'endingDate'])
// The reports (reports/): approved orders by the day they start, their amounts read from the index alone.
@Index('IDX_orders_status_starting_date', ['status', 'startingDate', 'endingDate', 'totalCents', 'taxCents', 'lateFeeCents', 'depositCents'])
// The day's runs and a window's places (delivery/): deliveries by start date, collections by end date.
@Index('IDX_orders_delivery_start', ['fulfilment', 'startingDate'])
@Index('IDX_orders_delivery_end', ['fulfilment', 'endingDate'])
export class Order {
  /** Auto-increment ids are unique under any concurrency, so the order number derives from it. */
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_orders_email')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  user: Relation<User> | null;

  @Column({ type: 'int' })
  days: number;

  /** Calendar dates as 'YYYY-MM-DD': a rental day has no time zone. */
  @Column({ type: 'varchar', length: 10 })
  startingDate: string;

  @Column({ type: 'varchar', length: 10 })
  endingDate: string;

  /** Rental charges + late fees + tax: what the customer pays for the hire (deposits are apart). */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  totalCents: number;

  /** The tax rate when booked, in basis points (1800 = 18%), so a later change of rate never alters the order. */
  @Column({ type: 'int', default: 0 })
  taxBasisPoints: number;

  /** Tax on the rental charges and late fees. */
  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  taxCents: number;

  /** Refundable deposits of every line; not part of the total. */
  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  depositCents: number;

  /** Set when staff record the return: the days after the end date, and what they cost (before tax). */
  @Column({ type: 'int', default: 0 })
  lateDays: number;

  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  lateFeeCents: number;

  /** Why staff waived or changed the late fee after the return; null while it is as charged. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  lateFeeReason: string | null;

  /** The part of the deposit given back at return; null until then. */
  @Column({ type: 'bigint', nullable: true, transformer: bigintToNumber })
  depositRefundedCents: number | null;

  /** Why part of the deposit was kept (damage, missing parts). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  depositRefundReason: string | null;

  @Index('IDX_orders_status')
  @Column({ type: 'varchar', length: 20, default: ORDER_STATUS.pending })
  status: OrderStatus;

  @Index('IDX_orders_order_date')
  @CreateDateColumn()
  orderDate: Date;

  /** The staff lifecycle after approval: when the gear left the shop, and when it came back. */
  @Column({ type: 'datetime', nullable: true })
  pickedUpAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  returnedAt: Date | null;

  /**
   * The member of staff who handles the order's pick-up and return (or delivery and collection):
   * their calendar feed lists it. The name is kept as it was when they were chosen. Null: nobody
   * in particular (every staff member's feed shows it).
   */
  @Index('IDX_orders_handled_by')
  @Column({ type: 'int', nullable: true })
  handledById: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  handledByName: string | null;

  /** The coupon used at booking (upper-case code) and the discount it gave off the rental charges, before tax. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  couponCode: string | null;

  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  discountCents: number;

  /** The rental agreement: the terms version the customer accepted, the full name they typed, when and from which address. */
  @Column({ type: 'int', nullable: true })
  termsVersion: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  termsAcceptedName: string | null;

  @Column({ type: 'datetime', nullable: true })
  termsAcceptedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  termsAcceptedFrom: string | null;

  /**
   * Pickup at the shop, or delivery to an address on the start date and collection from it on the
   * end date, each in a time window (delivery/). The fee is taxed like the rental charges and is in the total.
   */
  @Column({ type: 'varchar', length: 10, default: 'pickup' })
  fulfilment: Fulfilment;

  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  deliveryFeeCents: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  deliveryStreet: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  deliveryCity: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  deliveryPhone: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  deliveryNotes: string | null;

  /** The window's id (its places are counted by it) and its times as booked, '09:00-12:00'. */
  @Column({ type: 'int', nullable: true })
  deliveryWindowId: number | null;

  @Column({ type: 'varchar', length: 11, nullable: true })
  deliveryWindow: string | null;

  @Column({ type: 'int', nullable: true })
  collectionWindowId: number | null;

  @Column({ type: 'varchar', length: 11, nullable: true })
  collectionWindow: string | null;

  /**
   * The renter's ID document (id-documents/): whether the shop asked for one when it was booked (by
   * order total or product category), and the one received, kept in private storage under
   * `idDocumentKey` until it is deleted some days after the return.
   */
  @Column({ type: 'boolean', default: false })
  idDocumentRequired: boolean;

  /** Indexed: the deletion sweep looks only at orders holding a document. */
  @Index('IDX_orders_id_document')
  @Column({ type: 'varchar', length: 120, nullable: true })
  idDocumentKey: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  idDocumentType: string | null;

  @Column({ type: 'int', nullable: true })
  idDocumentBytes: number | null;

  @Column({ type: 'datetime', nullable: true })
  idDocumentReceivedAt: Date | null;

  @OneToMany(() => OrderLine, (line) => line.order, { cascade: true })
  lines: Relation<OrderLine>[];

  /** Money taken or given back (payments/); loaded only where the order is shown. */
  @OneToMany(() => Payment, (payment) => payment.order)
  payments?: Relation<Payment>[];
}

/** A snapshot of a product as it was booked, so later price or name changes never alter an order. */
@Entity('order_lines')
@Index('IDX_order_lines_product_key', ['productKey'])
// An order's lines by its id: MySQL indexes a foreign key by itself, SQLite does not (admin lists and the overdue list join them).
@Index('IDX_order_lines_order', ['order'])
export class OrderLine {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Order, (order) => order.lines, { onDelete: 'CASCADE', nullable: false })
  order: Relation<Order>;

  @Column({ type: 'varchar', length: 64 })
  productKey: string;

  @Column({ type: 'varchar', length: 200 })
  productName: string;

  @Column({ type: 'varchar', length: 1000, nullable: true, transformer: imageAddressColumn })
  productImage: string | null;

  /** The day rate when booked. */
  @Column({ type: 'int' })
  priceCents: number;

  /** The duration rates and deposit per unit when booked; a line is always re-priced with these (orders/pricing.ts). */
  @Column({ type: 'int', nullable: true })
  weekendPriceCents: number | null;

  @Column({ type: 'int', nullable: true })
  weekPriceCents: number | null;

  @Column({ type: 'int', default: 0 })
  depositCents: number;

  @Column({ type: 'int' })
  quantity: number;
}

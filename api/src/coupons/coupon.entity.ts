import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { bigintToNumber } from '../common/money.js';
import { Order } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * A discount code. `usedCount` is raised by a conditional UPDATE at booking time, so a
 * code with one use left is used once however many bookings race for it (coupons.service.ts).
 */
@Entity('coupons')
export class Coupon {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored upper-case; customers may type it in any case. */
  @Index('UQ_coupons_code', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'varchar', length: 10 })
  kind: CouponKind;

  /** Basis points for 'percent' (1000 = 10%), paise for 'amount'. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  value: number;

  /** First and last calendar day it may be used on ('YYYY-MM-DD', UTC days); null is open-ended. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  validFrom: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  validUntil: string | null;

  /** Rental charges (before tax, without deposits) the cart must reach, in paise. */
  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  minOrderCents: number;

  @Column({ type: 'int', nullable: true })
  maxUses: number | null;

  @Column({ type: 'int', nullable: true })
  maxUsesPerCustomer: number | null;

  @Column({ type: 'int', default: 0 })
  usedCount: number;

  /** When not empty, only lines of these categories or product keys are discounted. */
  @Column({ type: 'simple-json' })
  categories: string[];

  @Column({ type: 'simple-json' })
  productKeys: string[];

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn()
  createdAt: Date;
}

/** One booking that used a coupon: who, which order, and the discount it gave. */
@Entity('coupon_uses')
@Index('IDX_coupon_uses_coupon_user', ['coupon', 'user'])
export class CouponUse {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Coupon, { onDelete: 'CASCADE', nullable: false })
  coupon: Relation<Coupon>;

  @ManyToOne(() => Order, { onDelete: 'CASCADE', nullable: false })
  order: Relation<Order>;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  user: Relation<User> | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  discountCents: number;

  @CreateDateColumn()
  createdAt: Date;
}

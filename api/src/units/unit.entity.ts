import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order, OrderLine } from '../orders/order.entity.js';
import { Product } from '../products/product.entity.js';

/** available: on the shelf; out: with a customer; repair: away until it is back; retired: no longer in service. */
export const UNIT_STATUSES = ['available', 'out', 'repair', 'retired'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
/** A product key (64) and '-' and a unit number, with room to spare. */
export const MAX_TAG_LENGTH = 80;

/**
 * One tracked unit of a product, with its own asset tag. The product's stock stays what the shop
 * owns: its units in service are part of it, and the rest is counted without tags until it has
 * units too (orders/inventory.ts, untrackedUnits).
 */
@Entity('units')
@Index('IDX_units_product_status', ['product', 'status'])
export class Unit {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  product: Relation<Product>;

  /** 'LGT-005-03': the product's key and the unit's number; printed on its label. (Older tags, 'AUD-001-03', were made from the category.) */
  @Index('UQ_units_tag', { unique: true })
  @Column({ type: 'varchar', length: MAX_TAG_LENGTH })
  tag: string;

  @Column({ type: 'varchar', length: 20, default: 'available' })
  status: UnitStatus;

  /** The order it is out with, while out. */
  @ManyToOne(() => Order, { onDelete: 'SET NULL', nullable: true })
  order: Relation<Order> | null;

  /** While in repair: why, and the day it is expected back ('YYYY-MM-DD'). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  repairReason: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  repairBackOn: string | null;

  /**
   * Days [blockedFrom, blockedUntil) it is out of availability beyond what its last order holds:
   * it came back late, and the product's turnaround counts from the day it came back.
   */
  @Column({ type: 'varchar', length: 10, nullable: true })
  blockedFrom: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  blockedUntil: string | null;

  @CreateDateColumn()
  createdAt: Date;
}

/** What happened to a unit, newest last: added, out, back, repair, repaired, retired, unassigned. */
@Entity('unit_events')
@Index('IDX_unit_events_unit', ['unit'])
export class UnitEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Unit, { onDelete: 'CASCADE', nullable: false })
  unit: Relation<Unit>;

  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  note: string;

  @Column({ type: 'int', nullable: true })
  orderId: number | null;

  @CreateDateColumn()
  at: Date;
}

/** A unit handed out with an order line at pick-up, and when it came back (per unit: returns may be partial). */
@Entity('order_units')
@Index('IDX_order_units_order', ['order'])
@Index('IDX_order_units_unit', ['unit'])
export class OrderUnit {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE', nullable: false })
  order: Relation<Order>;

  @ManyToOne(() => OrderLine, { onDelete: 'CASCADE', nullable: false })
  line: Relation<OrderLine>;

  @ManyToOne(() => Unit, { onDelete: 'CASCADE', nullable: false })
  unit: Relation<Unit>;

  @Column({ type: 'datetime', nullable: true })
  returnedAt: Date | null;

  /** Days after the order's end date it came back. */
  @Column({ type: 'int', default: 0 })
  lateDays: number;
}

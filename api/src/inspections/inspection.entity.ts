import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Product } from '../products/product.entity.js';
import { Unit } from '../units/unit.entity.js';

/**
 * A recurring check of every unit of a product ("Electrical safety test"): due every `everyDays`
 * days, or after `afterRentals` rentals, whichever comes first (at least one of them is set).
 * A unit not yet inspected under a check is due at once.
 */
@Entity('inspection_rules')
@Index('IDX_inspection_rules_product', ['product'])
export class InspectionRule {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  product: Relation<Product>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'int', nullable: true })
  everyDays: number | null;

  @Column({ type: 'int', nullable: true })
  afterRentals: number | null;

  @CreateDateColumn()
  createdAt: Date;
}

export const INSPECTION_RESULTS = ['passed', 'failed'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** One inspection of one unit under a check, newest last. The check's name is kept in case the check is removed. */
@Entity('unit_inspections')
@Index('IDX_unit_inspections_unit_rule', ['unit', 'ruleId'])
export class UnitInspection {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Unit, { onDelete: 'CASCADE', nullable: false })
  unit: Relation<Unit>;

  /** The check (no foreign key: the history outlives a removed check). */
  @Column({ type: 'int' })
  ruleId: number;

  @Column({ type: 'varchar', length: 100 })
  ruleName: string;

  @Column({ type: 'varchar', length: 10 })
  result: InspectionResult;

  @Column({ type: 'varchar', length: 500, default: '' })
  note: string;

  /** The unit's rentals (hand-outs) when it was inspected: "after N rentals" counts from here. */
  @Column({ type: 'int', default: 0 })
  rentalsAtCheck: number;

  @Column({ type: 'varchar', length: 254, nullable: true })
  byEmail: string | null;

  @CreateDateColumn()
  at: Date;
}

/** The shop's settings changed in the back office, one row each ('inspections.blockOverdue' = 'true'). */
@Entity('shop_settings')
export class ShopSetting {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 500 })
  value: string;
}

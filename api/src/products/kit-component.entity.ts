import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Product } from './product.entity.js';

/**
 * One part of a kit: a kit is a product whose units are other products' units ('PA for 100
 * guests' = 2 tops, 1 sub, …). Booking a kit holds its components; a kit has no units of its own.
 */
@Entity('kit_components')
@Index('UQ_kit_components_kit_component', ['kit', 'component'], { unique: true })
@Index('IDX_kit_components_component', ['component'])
export class KitComponent {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  kit: Relation<Product>;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  component: Relation<Product>;

  /** Units of the component in one kit. */
  @Column({ type: 'int' })
  quantity: number;
}

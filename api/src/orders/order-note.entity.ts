import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order } from './order.entity.js';

/** A note staff keep on an order (a call with the customer, a scratch on a speaker): never edited, never deleted with the author. */
@Entity('order_notes')
@Index('IDX_order_notes_order', ['order', 'id'])
export class OrderNote {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE', nullable: false })
  order: Relation<Order>;

  /** Kept as written at the time, so the note still names its author whatever happens to the account. */
  @Column({ type: 'varchar', length: 254 })
  authorEmail: string;

  @Column({ type: 'varchar', length: 200 })
  authorName: string;

  @Column({ type: 'varchar', length: 2000 })
  text: string;

  @CreateDateColumn()
  createdAt: Date;
}

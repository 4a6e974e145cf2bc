import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message a visitor sent from the Contact page; a copy is mailed to the shop's address (SHOP_EMAIL). */
@Entity('contact_messages')
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The sender's address, to answer them. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Index('IDX_contact_messages_created_at')
  @CreateDateColumn()
  createdAt: Date;
}

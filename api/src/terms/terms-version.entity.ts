import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One version of the shop's rental terms. A new text is a new row: older versions are
 * kept, so an order's acceptance always points at the exact text the customer read.
 */
@Entity('terms_versions')
export class TermsVersion {
  /** The version number, 1, 2, … */
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 254 })
  authorEmail: string;

  @CreateDateColumn()
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../user.entity.js';

/** What a link sent by e-mail does: choose a new password, confirm the address, or confirm a new address. */
export const ACCOUNT_TOKEN_PURPOSES = ['password-reset', 'verify-email', 'change-email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A single-use link's token. Only its SHA-256 is stored: whoever reads the database (or a backup)
 * cannot use a link. Used once (usedAt), and only until expiresAt.
 */
@Entity('account_tokens')
@Index('IDX_account_tokens_user', ['userId', 'purpose', 'createdAt'])
export class AccountToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  /** Hex SHA-256 of the token in the link. */
  @Index('UQ_account_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** The address the link was sent to: for 'change-email', the new address it confirms. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}

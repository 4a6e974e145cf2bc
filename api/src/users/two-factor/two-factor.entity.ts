import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../user.entity.js';

/**
 * An account's authenticator (TOTP) secret: written when set-up starts, in force once a code from
 * it was confirmed (`enabledAt`). One row per account; an admin's reset deletes it.
 */
@Entity('user_second_factors')
export class SecondFactor {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user: User;

  /** Encrypted with TWO_FACTOR_KEY (secret-box.ts); a plain Base32 one from before is encrypted at the next start. */
  @Column({ type: 'varchar', length: 200 })
  secret: string;

  /** Null while set-up waits for its first code: such a secret is never asked for at sign-in. */
  @Column({ type: 'datetime', nullable: true })
  enabledAt: Date | null;

  /** The TOTP time step of the last code accepted: a code is good once, never replayed. */
  @Column({ type: 'int', nullable: true })
  lastStep: number | null;

  @CreateDateColumn()
  createdAt: Date;
}

/** Ten single-use codes for a lost phone, kept only as SHA-256 hashes (each has 50 random bits). */
@Entity('user_recovery_codes')
@Index('IDX_user_recovery_codes_user', ['userId', 'codeHash'])
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;
}

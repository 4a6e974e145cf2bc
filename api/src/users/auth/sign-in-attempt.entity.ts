import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Failed sign-ins of one account, counted in the database when there is no Redis: every API
 * instance on the database counts the same failures. Rows whose window and refusal are both over
 * are removed now and then (sign-in-attempts.ts).
 */
@Entity('sign_in_attempts')
@Index('IDX_sign_in_attempts_window', ['windowEndsAt'])
export class SignInAttempt {
  /** A hash of the e-mail signed in with (sign-in-attempts.ts keyOf): no address is stored. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  accountKey: string;

  @Column({ type: 'int' })
  failures: number;

  /** Failures are counted until then; the next one after it starts a new count. */
  @Column({ type: 'datetime', precision: 3 })
  windowEndsAt: Date;

  /** Every sign-in of the account is refused until then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  lockedUntil: Date | null;
}

import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../user.entity.js';

/**
 * A signed-in device: every token names its session (`sid`), and a token is good only while its
 * session is open. Logout, "sign out of other devices", a block or a role change end sessions at
 * once, on every API instance (each authenticated request checks it: read from this table, or
 * remembered until a write could have changed it, read-cache/session-cache.ts).
 */
@Entity('sessions')
@Index('IDX_sessions_user', ['userId', 'endedAt'])
export class Session {
  /** Random, unguessable (UUID v4): the token's `sid`. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user: User;

  @CreateDateColumn()
  createdAt: Date;

  /** Updated at most every few minutes (SESSION_TOUCH_MS), not on every request. */
  @Column({ type: 'datetime' })
  lastSeenAt: Date;

  /** The token's own expiry: the session's absolute lifetime (JWT_EXPIRES_IN). */
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  endedAt: Date | null;

  /** The browser's User-Agent at sign-in (cut to 300 characters): shown as browser and device. */
  @Column({ type: 'varchar', length: 300, default: '' })
  userAgent: string;

  /** The client's address at sign-in (behind TRUST_PROXY, the visitor's). */
  @Column({ type: 'varchar', length: 64, default: '' })
  ipAddress: string;
}

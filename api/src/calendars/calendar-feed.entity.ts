import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/** own: the pick-ups and returns a member of staff handles; shop: every order's, with those awaiting approval (admins). */
export const CALENDAR_SCOPES = ['own', 'shop'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

/**
 * A secret calendar address (iCal feed) of one staff member or admin. Only the SHA-256 of the
 * secret is kept: the address is shown once, when made; a new one replaces it and the old responds 404.
 */
@Entity('calendar_feeds')
@Index('UQ_calendar_feeds_user_scope', ['user', 'scope'], { unique: true })
export class CalendarFeed {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 10 })
  scope: CalendarScope;

  @Index('UQ_calendar_feeds_secret_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  secretHash: string;

  @CreateDateColumn()
  createdAt: Date;
}

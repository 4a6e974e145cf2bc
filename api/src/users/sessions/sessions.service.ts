import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../common/errors.js';
import { type AuthConfig, authConfig } from '../config/auth.config.js';
import { DatabaseWrites } from '../../database/database-writes.js';
import { BLOCKED_MESSAGE } from '../auth/bearer-token.js';
import type { User } from '../user.entity.js';
import { Session } from './session.entity.js';

/** lastSeenAt is written at most this often per session: an authenticated read costs no write. */
export const SESSION_TOUCH_MS = 5 * 60_000;

export const NO_LONGER_VALID = 'Your session is no longer valid. Please log in again.';
const EXPIRED = 'Your session has expired. Please log in again.';

/** Where a sign-in came from. */
export interface SignInClient {
  userAgent?: string;
  ipAddress?: string;
}

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    private readonly writes: DatabaseWrites,
  ) {}

  /** Opens a session for `user` that ends at `expiresAt` (its token's expiry) at the latest. */
  async open(user: User, expiresAt: Date, client: SignInClient, id = randomUUID()): Promise<Session> {
    const now = new Date();
    const session = this.sessions.create({
      id,
      userId: user.id,
      lastSeenAt: now,
      expiresAt,
      endedAt: null,
      userAgent: (client.userAgent ?? '').slice(0, 300),
      ipAddress: (client.ipAddress ?? '').slice(0, 64),
    });
    // Sessions are no part of any cached public answer: the caches stay warm.
    await this.writes.runUncached(() => this.sessions.insert(session));
    return session;
  }

  /**
   * The user of an open session, with one read (the session and its user together). A blocked
   * user is told so (403), whatever the session; an ended, expired or idle session is a 401.
   */
  async userOf(sessionId: string, userId: number): Promise<{ user: User; session: Session }> {
    // One query: find/findOne with a relation and a limit would ask twice (ids first, then rows).
    const session = await this.sessions.createQueryBuilder('session').innerJoinAndSelect('session.user', 'user').where('session.id = :sessionId', { sessionId }).getOne();
    if (!session || session.userId !== userId || !session.user) throw new UnauthenticatedError(NO_LONGER_VALID);
    if (session.user.isBlocked) throw new ForbiddenError(BLOCKED_MESSAGE);
    if (session.endedAt) throw new UnauthenticatedError(NO_LONGER_VALID);
    const now = Date.now();
    if (session.expiresAt.getTime() <= now || now - session.lastSeenAt.getTime() > this.auth.sessionIdleHours * 3_600_000) {
      throw new UnauthenticatedError(EXPIRED);
    }
    if (now - session.lastSeenAt.getTime() > SESSION_TOUCH_MS) this.touch(session.id, new Date(now));
    return { user: session.user, session };
  }

  /** The user's open sessions, most recently used first. */
  listOpen(userId: number): Promise<Session[]> {
    return this.sessions.find({ where: { userId, endedAt: IsNull() }, order: { lastSeenAt: 'DESC', createdAt: 'DESC' } }).then((sessions) => {
      const now = Date.now();
      const idleMs = this.auth.sessionIdleHours * 3_600_000;
      return sessions.filter((s) => s.expiresAt.getTime() > now && now - s.lastSeenAt.getTime() <= idleMs);
    });
  }

  /** Ends one of the user's sessions; another user's, or one that does not exist, is a 404 (nothing said about others). */
  async endOne(userId: number, sessionId: string): Promise<void> {
    const result = await this.writes.runUncached(() => this.sessions.update({ id: sessionId, userId, endedAt: IsNull() }, { endedAt: new Date() }));
    if (!result.affected) throw new NotFoundError('No open session of yours has that id');
  }

  /** Ends every open session of the user but `keep`; answers how many ended. */
  async endOthers(userId: number, keep: string): Promise<number> {
    const result = await this.writes.runUncached(() => this.sessions.update({ userId, endedAt: IsNull(), id: Not(keep) }, { endedAt: new Date() }));
    return result.affected ?? 0;
  }

  /** Ends every open session of the user, inside the caller's transaction (a block, a role change). */
  async endAll(manager: EntityManager, userId: number): Promise<number> {
    const result = await manager.update(Session, { userId, endedAt: IsNull() }, { endedAt: new Date() });
    return result.affected ?? 0;
  }

  private touch(id: string, at: Date): void {
    // Not awaited: the request does not wait for the bookkeeping. A failed touch only costs precision.
    void this.writes.runUncached(() => this.sessions.update({ id }, { lastSeenAt: at })).catch(() => undefined);
  }
}

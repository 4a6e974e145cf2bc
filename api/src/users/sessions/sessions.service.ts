import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../common/errors.js';
import { type AuthConfig, authConfig } from '../config/auth.config.js';
import { DatabaseWrites } from '../../database/database-writes.js';
import { SessionCache } from '../../read-cache/session-cache.js';
import { BLOCKED_MESSAGE } from '../auth/bearer-token.js';
import { User } from '../user.entity.js';
import { Session } from './session.entity.js';

/** lastSeenAt is written at most this often per session: an authenticated read costs no write. */
export const SESSION_TOUCH_MS = 5 * 60_000;

/** What is remembered of an open session (read-cache/session-cache.ts): only ever one found open, of a user not blocked. */
export interface OpenSession {
  user: User;
  expiresAt: number;
  /** The last use as written to the database (at most SESSION_TOUCH_MS old while in use). */
  lastSeenAt: number;
}

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
    private readonly cache: SessionCache<OpenSession>,
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
    // Sessions are no part of any cached public response: the caches stay warm.
    await this.writes.runUncached(() => this.sessions.insert(session));
    return session;
  }

  /**
   * The user of an open session. A session found open is remembered (SessionCache) until a write
   * could have changed it, so most requests read nothing; otherwise one read (the session and its
   * user together). A blocked user is told so (403), whatever the session; an ended, expired or
   * idle session is a 401. Expiry and idleness are checked on every use, remembered or not.
   */
  async userOf(sessionId: string, userId: number): Promise<User> {
    const now = Date.now();
    const known = this.cache.get(sessionId, now);
    if (known && known.user.id === userId && this.isLive(known, now)) {
      this.cache.stats.hits++;
      if (now - known.lastSeenAt > SESSION_TOUCH_MS) {
        known.lastSeenAt = now;
        this.touch(sessionId, new Date(now));
      }
      // A copy: a handler changing its request's user changes nothing remembered.
      return Object.assign(new User(), known.user);
    }
    // Not remembered, or idle or expired by now: the database decides (and says which).
    if (known) this.cache.forget(sessionId);
    this.cache.stats.misses++;
    const stamp = this.cache.begin();
    // One query: find/findOne with a relation and a limit would ask twice (ids first, then rows).
    const session = await this.sessions.createQueryBuilder('session').innerJoinAndSelect('session.user', 'user').where('session.id = :sessionId', { sessionId }).getOne();
    if (!session || session.userId !== userId || !session.user) throw new UnauthenticatedError(NO_LONGER_VALID);
    if (session.user.isBlocked) throw new ForbiddenError(BLOCKED_MESSAGE);
    if (session.endedAt) throw new UnauthenticatedError(NO_LONGER_VALID);
    const open: OpenSession = { user: session.user, expiresAt: session.expiresAt.getTime(), lastSeenAt: session.lastSeenAt.getTime() };
    if (!this.isLive(open, now)) throw new UnauthenticatedError(EXPIRED);
    if (now - open.lastSeenAt > SESSION_TOUCH_MS) {
      open.lastSeenAt = now;
      this.touch(session.id, new Date(now));
    }
    this.cache.store(sessionId, stamp, open, now);
    return Object.assign(new User(), session.user);
  }

  /** Neither past its absolute lifetime (the token's expiry) nor unused past SESSION_IDLE_HOURS. */
  private isLive(session: OpenSession, now: number): boolean {
    return session.expiresAt > now && now - session.lastSeenAt <= this.auth.sessionIdleHours * 3_600_000;
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
    // Forgotten on every instance before the response: the ended session's next request is a 401 wherever it goes.
    const result = await this.writes.runForSessions(() => this.sessions.update({ id: sessionId, userId, endedAt: IsNull() }, { endedAt: new Date() }));
    if (!result.affected) throw new NotFoundError('No open session of yours has that id');
  }

  /** Ends every open session of the user but `keep`; returns how many ended. */
  async endOthers(userId: number, keep: string): Promise<number> {
    const result = await this.writes.runForSessions(() => this.sessions.update({ userId, endedAt: IsNull(), id: Not(keep) }, { endedAt: new Date() }));
    return result.affected ?? 0;
  }

  /**
   * Ends every open session of the user, inside the caller's transaction (a block, a role change, a
   * password reset): a transaction empties every cache, the session cache with it (CacheInvalidation).
   */
  async endAll(manager: EntityManager, userId: number): Promise<number> {
    const result = await manager.update(Session, { userId, endedAt: IsNull() }, { endedAt: new Date() });
    return result.affected ?? 0;
  }

  private touch(id: string, at: Date): void {
    // Not awaited: the request does not wait for the bookkeeping. A failed touch only costs precision.
    void this.writes.runUncached(() => this.sessions.update({ id }, { lastSeenAt: at })).catch(() => undefined);
  }
}

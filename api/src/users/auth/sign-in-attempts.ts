import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TooManyRequestsError } from '../../common/errors.js';
import { type AuthConfig, authConfig } from '../config/auth.config.js';
import { logSecurityEvent } from '../../logging/security-events.js';
import { MailOutbox } from '../../mail/mail-outbox.js';
import { DatabaseWrites } from '../../database/database-writes.js';
import { isDuplicateKey } from '../../database/errors.js';
import { RedisConnections } from '../../redis/redis-connections.js';
import { SignInAttempt } from './sign-in-attempt.entity.js';
import type { User } from '../user.entity.js';

/** Where failures are counted: Redis when REDIS_URL is set, else the database; either way every instance counts the same account. */
interface AttemptStore {
  /** Adds a failure; returns how many there are in the current window (which starts with the first). */
  addFailure(key: string, windowMs: number): Promise<number>;
  /** Refuses the key for `ms`; true when it was not refused already (so the owner is told once). */
  lock(key: string, ms: number): Promise<boolean>;
  /** Milliseconds the key is still refused, 0 when it is not. */
  lockedFor(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

/**
 * Without Redis: one row per account in sign_in_attempts, changed by single statements that are
 * atomic on both databases, so API instances sharing a MariaDB database count together (and the
 * embedded database's one instance keeps its counts across a restart).
 */
class DatabaseStore implements AttemptStore {
  /** Rows whose window and refusal are over are removed at most this often. */
  private static readonly PRUNE_MS = 60_000;
  private prunedAt = 0;

  constructor(
    private readonly rows: Repository<SignInAttempt>,
    private readonly writes: DatabaseWrites,
  ) {}

  async addFailure(key: string, windowMs: number): Promise<number> {
    const now = new Date();
    await this.prune(now);
    const windowEndsAt = new Date(now.getTime() + windowMs);
    for (let attempt = 0; attempt < 2; attempt++) {
      // failures is set first: its CASE reads the window before this statement moves it.
      const counted = await this.writes.runUncached(() =>
        this.rows
          .createQueryBuilder()
          .update(SignInAttempt)
          .set({
            failures: () => 'CASE WHEN windowEndsAt <= :now THEN 1 ELSE failures + 1 END',
            windowEndsAt: () => 'CASE WHEN windowEndsAt <= :now THEN :windowEndsAt ELSE windowEndsAt END',
          })
          .where('accountKey = :key')
          .setParameters({ key, now, windowEndsAt })
          .execute(),
      );
      if (counted.affected) return (await this.rows.findOneByOrFail({ accountKey: key })).failures;
      try {
        await this.writes.runUncached(() => this.rows.insert({ accountKey: key, failures: 1, windowEndsAt, lockedUntil: null }));
        return 1;
      } catch (error) {
        // Another instance counted this account's first failure at the same moment: count on its row.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return (await this.rows.findOneByOrFail({ accountKey: key })).failures;
  }

  async lock(key: string, ms: number): Promise<boolean> {
    const now = new Date();
    const lockedUntil = new Date(now.getTime() + ms);
    const started = await this.writes.runUncached(() =>
      this.rows
        .createQueryBuilder()
        .update(SignInAttempt)
        .set({ lockedUntil })
        .where('accountKey = :key AND (lockedUntil IS NULL OR lockedUntil <= :now)', { key, now })
        .execute(),
    );
    return Boolean(started.affected);
  }

  async lockedFor(key: string): Promise<number> {
    const row = await this.rows.findOne({ select: { accountKey: true, lockedUntil: true }, where: { accountKey: key } });
    return Math.max(0, (row?.lockedUntil?.getTime() ?? 0) - Date.now());
  }

  async clear(key: string): Promise<void> {
    await this.writes.runUncached(() => this.rows.update({ accountKey: key }, { failures: 0 }));
  }

  private async prune(now: Date): Promise<void> {
    if (now.getTime() - this.prunedAt < DatabaseStore.PRUNE_MS) return;
    this.prunedAt = now.getTime();
    await this.writes.runUncached(() =>
      this.rows
        .createQueryBuilder()
        .delete()
        .from(SignInAttempt)
        .where('windowEndsAt < :now AND (lockedUntil IS NULL OR lockedUntil < :now)', { now })
        .execute(),
    );
  }
}

class RedisStore implements AttemptStore {
  constructor(private readonly redis: NonNullable<RedisConnections['client']>) {}

  async addFailure(key: string, windowMs: number): Promise<number> {
    const name = `sign-in:failures:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(name).pttl(name).exec()) as [[unknown, number], [unknown, number]];
    // The window starts with the first failure (PEXPIRE NX needs Redis 7; this works on any).
    if (ttl < 0) await this.redis.pexpire(name, windowMs);
    return count;
  }

  async lock(key: string, ms: number): Promise<boolean> {
    return (await this.redis.set(`sign-in:locked:${key}`, '1', 'PX', ms, 'NX')) === 'OK';
  }

  async lockedFor(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(`sign-in:locked:${key}`));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`sign-in:failures:${key}`);
  }
}

/**
 * Redis while its connection is ready, the database while it is not (Redis stopped or
 * unreachable): failures stay counted across instances through the database, and no sign-in
 * waits for Redis to come back. Counts made in one store are not seen by the other, so a switch
 * starts the count of the accounts being guessed at again: at most twice the failures in a window.
 */
class FailoverStore implements AttemptStore {
  constructor(
    private readonly client: NonNullable<RedisConnections['client']>,
    private readonly redis: RedisStore,
    private readonly database: DatabaseStore,
  ) {}

  private get store(): AttemptStore {
    return this.client.status === 'ready' ? this.redis : this.database;
  }

  addFailure(key: string, windowMs: number): Promise<number> {
    return this.store.addFailure(key, windowMs);
  }

  lock(key: string, ms: number): Promise<boolean> {
    return this.store.lock(key, ms);
  }

  async lockedFor(key: string): Promise<number> {
    return this.store.lockedFor(key);
  }

  clear(key: string): Promise<void> {
    return this.store.clear(key);
  }
}

/** From half the allowed failures on, each further failed response waits this much longer (at most MAX_DELAY_MS). */
const DELAY_STEP_MS = 500;
const MAX_DELAY_MS = 3000;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Guessing one account's password from many addresses: failures are counted per account (by its
 * e-mail, whether or not an account has it, so the responses tell nobody which e-mails exist). From
 * half of SIGN_IN_MAX_FAILURES on, each failed response is slowed; at SIGN_IN_MAX_FAILURES every
 * sign-in of that account, the right password included, is refused for SIGN_IN_LOCK_SECONDS, and
 * then works again by itself: nobody can lock a customer out for good.
 */
@Injectable()
export class SignInAttempts {
  private readonly logger = new Logger('SignInAttempts');
  private readonly store: AttemptStore;

  constructor(
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    redis: RedisConnections,
    private readonly mail: MailOutbox,
    @InjectRepository(SignInAttempt) rows: Repository<SignInAttempt>,
    writes: DatabaseWrites,
  ) {
    const database = new DatabaseStore(rows, writes);
    const client = redis.client;
    this.store = client ? new FailoverStore(client, new RedisStore(client), database) : database;
  }

  /** Throws a 429 while the account's sign-in is refused. */
  async assertOpen(email: string, userId: number | null): Promise<void> {
    const remaining = await this.tolerant(() => this.store.lockedFor(keyOf(email)), 0);
    if (remaining <= 0) return;
    logSecurityEvent('sign-in-refused', { userId });
    const error = new TooManyRequestsError(`Too many failed sign-ins for this account. Please wait ${minutes(remaining) === 1 ? 'a minute' : `${minutes(remaining)} minutes`} and try again.`);
    error.details.retryAfter = Math.ceil(remaining / 1000);
    throw error;
  }

  /**
   * Counts a failure (a wrong password or second-factor code), slows the response once there were
   * many, and refuses the account when there are too many. When that refusal starts now, the
   * account's owner is told by e-mail (once per refusal).
   */
  async failed(email: string, user: Pick<User, 'id' | 'email' | 'firstName'> | null, event: 'sign-in-failed' | 'second-factor-failed' = 'sign-in-failed'): Promise<void> {
    const userId = user?.id ?? null;
    const { signInMaxFailures: max, signInLockSeconds } = this.auth;
    const failures = await this.tolerant(() => this.store.addFailure(keyOf(email), signInLockSeconds * 1000), 0);
    logSecurityEvent(event, { userId, failures });
    if (failures >= max) {
      const started = await this.tolerant(() => this.store.lock(keyOf(email), signInLockSeconds * 1000), false);
      await this.tolerant(() => this.store.clear(keyOf(email)), undefined);
      if (!started) return;
      logSecurityEvent('sign-in-locked', { userId, seconds: signInLockSeconds });
      if (user) await this.tolerant(() => this.mail.queueSignInLocked(user, minutes(signInLockSeconds * 1000)), undefined);
      return;
    }
    const half = Math.floor(max / 2);
    if (failures > half) await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_DELAY_MS, (failures - half) * DELAY_STEP_MS)));
  }

  /** A successful sign-in starts the count again. */
  async succeeded(email: string): Promise<void> {
    await this.tolerant(() => this.store.clear(keyOf(email)), undefined);
  }

  /** If Redis fails, sign-in goes on uncounted: the limit protects accounts, it must not stop the shop. */
  private async tolerant<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Counting sign-in failures (or telling the owner) failed, going on without: ${(error as Error).message}`);
      return fallback;
    }
  }
}

/** The account's key: a hash of its e-mail, so neither the database nor Redis keys hold addresses. */
const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { LocalThrottlerStorage } from './local-throttler-storage.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A count that Redis has not replied to within this long is counted here instead. */
const REDIS_REPLY_MS = 500;

/**
 * Rate limits shared through Redis while it replies, and counted by this instance alone while it
 * does not (each instance then allows the limit by itself: with n instances a client may get up
 * to n times the limit, for as long as Redis is away). A count never waits for Redis to come back:
 * while the connection is not ready this instance's memory counts at once. Both switches are
 * logged; counting goes back to Redis as soon as its connection is ready again.
 */
export class FailoverThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private readonly shared: RedisThrottlerStorage;
  private readonly local = new LocalThrottlerStorage();
  private countingLocally = false;
  /** Counts made here because Redis was away (GET /api/metrics). */
  localCounts = 0;

  constructor(private readonly redis: Redis) {
    this.shared = new RedisThrottlerStorage(redis);
  }

  get isShared(): boolean {
    return !this.countingLocally;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis.status === 'ready') {
      try {
        const record = await within(this.shared.increment(key, ttl, limit, blockDuration, throttlerName), REDIS_REPLY_MS);
        this.switchTo(false);
        return record;
      } catch (error) {
        this.switchTo(true, (error as Error).message);
      }
    } else {
      this.switchTo(true, `the connection is ${this.redis.status}`);
    }
    this.localCounts++;
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  private switchTo(local: boolean, reason?: string): void {
    if (local === this.countingLocally) return;
    this.countingLocally = local;
    if (local) this.logger.warn(`Redis is unreachable (${reason}): rate limits are counted by this instance alone until it returns`);
    else this.logger.log('Redis replies again: rate limits are shared by every instance again');
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }
}

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no reply within ${ms} ms`)), ms).unref())]);

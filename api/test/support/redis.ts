import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const redisTestUrl = () => process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis replies. Outside CI a missing Redis skips the tests that need it, with the reason
 * printed; in CI (CI=true) it is a failure, as for MySQL.
 */
export async function redisOrSkip(what: string): Promise<boolean> {
  const redis = new Redis(redisTestUrl(), { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch (error) {
    const reason = `Redis is not reachable at ${redisTestUrl()} (${(error as Error).message})`;
    if (process.env.CI) throw new Error(`${reason}: ${what} must run in CI.`);
    console.warn(`Skipping ${what}: ${reason}. Set REDIS_TEST_URL or start Redis.`);
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix of its own, so parallel test files never share counters or channels. */
export const redisTestPrefix = () => `rental-test-${process.pid}-${randomBytes(4).toString('hex')}:`;

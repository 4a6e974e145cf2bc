import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Counts hits in one Lua script, so every instance sees the same count and a block starts once:
 * INCR the window's counter (it expires with the window), and past the limit set a block key
 * that expires after the block. The same algorithm as @nest-lab/throttler-storage-redis (whose
 * peers stop at Nest 11), on the app's own connection (which carries REDIS_PREFIX).
 */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
local expiresIn = redis.call('PTTL', KEYS[1])
if expiresIn <= 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  expiresIn = tonumber(ARGV[1])
end
local blockedFor = redis.call('PTTL', KEYS[2])
if blockedFor <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], 1, 'PX', ARGV[3])
  blockedFor = tonumber(ARGV[3])
end
return { hits, expiresIn, blockedFor > 0 and 1 or 0, blockedFor > 0 and blockedFor or 0 }
`;

/** @nestjs/throttler's storage in Redis: limits counted across every API instance. */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    // One hash tag per key, so both keys live on one node of a Redis cluster.
    const base = `{throttle:${throttlerName}:${key}}`;
    const [totalHits, expiresInMs, blocked, blockedForMs] = (await this.redis.eval(INCREMENT, 2, `${base}:hits`, `${base}:blocked`, ttl, limit, blockDuration)) as number[];
    return {
      totalHits,
      timeToExpire: Math.ceil(expiresInMs / 1000),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.ceil(blockedForMs / 1000),
    };
  }
}

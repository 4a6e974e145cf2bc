import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** How often counts whose window and block are over are forgotten (the memory bound). */
const SWEEP_EVERY_MS = 60_000;

interface Count {
  hits: number;
  windowEndsAt: number;
  blockedUntil: number;
}

/**
 * Rate limits counted in this process, with the algorithm of RedisThrottlerStorage: a counter per
 * key and window (the first hit starts the window) and, past the limit, a block of its own length.
 * Constant time per request whatever the limit. @nestjs/throttler's own ThrottlerStorageService
 * keeps one timestamp per hit and filters them all on every request, which costs more the more a
 * limit allows: at a limit of 100,000 a minute from one address (a shop behind a proxy, or a
 * benchmark) each request walked every hit of the last minute.
 */
export class LocalThrottlerStorage implements ThrottlerStorage {
  private readonly counts = new Map<string, Count>();
  private sweeper: NodeJS.Timeout | undefined;

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string, now = Date.now()): Promise<ThrottlerStorageRecord> {
    this.sweepLater();
    const id = `${throttlerName}:${key}`;
    let count = this.counts.get(id);
    if (!count || count.windowEndsAt <= now) {
      count = { hits: 0, windowEndsAt: now + ttl, blockedUntil: count?.blockedUntil ?? 0 };
      this.counts.set(id, count);
    }
    count.hits++;
    if (count.blockedUntil <= now && count.hits > limit) count.blockedUntil = now + blockDuration;
    const blocked = count.blockedUntil > now;
    return {
      totalHits: count.hits,
      timeToExpire: Math.ceil((count.windowEndsAt - now) / 1000),
      isBlocked: blocked,
      timeToBlockExpire: blocked ? Math.ceil((count.blockedUntil - now) / 1000) : 0,
    };
  }

  /** Counts kept now (for tests). */
  get size(): number {
    return this.counts.size;
  }

  sweep(now = Date.now()): void {
    for (const [id, count] of this.counts) if (count.windowEndsAt <= now && count.blockedUntil <= now) this.counts.delete(id);
  }

  private sweepLater(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    this.counts.clear();
  }
}

import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DatabaseWrites } from '../database/database-writes.js';
import { RedisConnections } from '../redis/redis-connections.js';
import { ReadCache } from './read-cache.js';
import { SessionCache } from './session-cache.js';

/** How often the subscribed connection is checked, and how long its reply may take. */
export const HEARTBEAT_MS = 1000;
/**
 * The longest an instance keeps serving cached responses after Redis stops carrying invalidations
 * (Redis stopped, or the connection silently lost): a closed connection is noticed at once, a
 * silent one by the heartbeat within this long. README ("Several API instances") states it.
 */
export const STALE_BOUND_MS = 2 * HEARTBEAT_MS;
/** Said after an instance's id on the channel when only the remembered sessions are to be forgotten. */
const SESSIONS_ONLY = 'sessions';

/**
 * Empties the read cache (and with it the session cache) after every write, on this instance at
 * once and on every other instance through a Redis channel (when REDIS_URL is set), before the
 * write's own response is sent. While this instance is not subscribed (Redis away) it could miss
 * another's write, so its caches are bypassed until it is subscribed again, and then start empty.
 * A PING on the subscribed connection every second notices a connection that died without
 * closing. A write that touched only sessions or profiles empties the session cache alone, here
 * and everywhere (the message then reads "<instance id> sessions").
 */
@Injectable()
export class CacheInvalidation implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReadCache');
  private readonly instanceId = randomUUID();
  private readonly channel: string;
  private heartbeat: NodeJS.Timeout | undefined;
  private subscribed = false;

  constructor(
    private readonly cache: ReadCache,
    private readonly sessions: SessionCache,
    private readonly writes: DatabaseWrites,
    private readonly redis: RedisConnections,
  ) {
    this.channel = `${redis.prefix}read-cache:invalidate`;
  }

  onApplicationBootstrap(): void {
    this.writes.onWrite((scope) =>
      scope === 'sessions' ? this.invalidateEverywhere(this.sessions, `${this.instanceId} ${SESSIONS_ONLY}`) : this.invalidateEverywhere(this.cache, this.instanceId),
    );
    if (!this.redis.client) return;
    this.cache.setTrusted(false);
    const subscriber = this.redis.subscriber();
    subscriber.on('message', (_channel: string, message: string) => {
      const [from, scope] = message.split(' ');
      if (from === this.instanceId) return;
      // Anything but a sessions-only message empties everything (the session cache follows the read cache).
      if (scope === SESSIONS_ONLY) this.sessions.invalidate();
      else this.cache.invalidate();
    });
    subscriber.on('close', () => {
      this.subscribed = false;
      this.cache.setTrusted(false);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => {
          this.subscribed = true;
          this.cache.setTrusted(true);
        },
        (error: Error) => this.logger.warn(`Could not subscribe to cache invalidations: ${error.message}`),
      );
    });
    let beating = false;
    this.heartbeat = setInterval(() => {
      if (!this.subscribed || beating) return;
      beating = true;
      within(subscriber.ping(), HEARTBEAT_MS)
        // Trusted again only on a connection still subscribed (a silent loss of it may have missed
        // writes: setTrusted starts the cache empty).
        .then(() => this.subscribed && this.cache.setTrusted(true))
        .catch(() => this.cache.setTrusted(false))
        .finally(() => (beating = false));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.heartbeat);
  }

  private async invalidateEverywhere(cache: { invalidate(): void }, message: string): Promise<void> {
    cache.invalidate();
    if (!this.redis.client) return;
    // If Redis is away the others are not subscribed either, so they are not serving from their
    // caches; the write's response does not wait for Redis to come back.
    if (this.redis.client.status !== 'ready') return;
    await this.redis.client.publish(this.channel, message).catch((error: Error) => this.logger.warn(`Could not publish a cache invalidation: ${error.message}`));
  }
}

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DatabaseWrites } from '../database/database-writes.js';
import { RedisConnections } from '../redis/redis-connections.js';
import { ReadCache } from './read-cache.js';

/**
 * Empties the read cache after every write, on this instance at once and on every other instance
 * through a Redis channel (when REDIS_URL is set), before the write's own answer is sent. While
 * this instance is not subscribed (Redis away) it could miss another's write, so its cache is
 * bypassed until it is subscribed again, and then starts empty.
 */
@Injectable()
export class CacheInvalidation implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReadCache');
  private readonly instanceId = randomUUID();
  private readonly channel: string;

  constructor(
    private readonly cache: ReadCache,
    private readonly writes: DatabaseWrites,
    private readonly redis: RedisConnections,
  ) {
    this.channel = `${redis.prefix}read-cache:invalidate`;
  }

  onApplicationBootstrap(): void {
    this.writes.onWrite(() => this.invalidateEverywhere());
    if (!this.redis.client) return;
    this.cache.setTrusted(false);
    const subscriber = this.redis.subscriber();
    subscriber.on('message', (_channel: string, from: string) => {
      if (from !== this.instanceId) this.cache.invalidate();
    });
    subscriber.on('close', () => this.cache.setTrusted(false));
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => this.cache.setTrusted(true),
        (error: Error) => this.logger.warn(`Could not subscribe to cache invalidations: ${error.message}`),
      );
    });
  }

  private async invalidateEverywhere(): Promise<void> {
    this.cache.invalidate();
    if (!this.redis.client) return;
    // If Redis is away the others are not subscribed either, so they are not serving from their caches.
    await this.redis.client.publish(this.channel, this.instanceId).catch((error: Error) => this.logger.warn(`Could not publish a cache invalidation: ${error.message}`));
  }
}

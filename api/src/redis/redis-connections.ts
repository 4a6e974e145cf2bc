import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type RedisConfig, redisConfig } from './config/redis.config.js';

/**
 * The connections to Redis when REDIS_URL is set (several API instances share rate limits and
 * cache invalidation through it), or none: then the API runs as one instance and keeps both in
 * memory. Keys and channels carry REDIS_PREFIX, so shops (or tests) can share one server.
 */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  /** Commands (rate-limit counters, PUBLISH, PING); null without REDIS_URL. */
  readonly client: Redis | null;
  private readonly subscribers: Redis[] = [];

  constructor(@Inject(redisConfig.KEY) private readonly config: RedisConfig) {
    this.client = config.url ? this.connect('commands') : null;
  }

  get prefix(): string {
    return this.config.prefix;
  }

  /** A connection of its own for SUBSCRIBE (a subscribed connection can run nothing else). */
  subscriber(): Redis {
    const subscriber = this.connect('subscriber');
    this.subscribers.push(subscriber);
    return subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.client, ...this.subscribers].map((connection) => connection?.quit().catch(() => connection.disconnect())));
  }

  private connect(role: string): Redis {
    const connection = new Redis(this.config.url!, {
      keyPrefix: this.config.prefix,
      // While Redis is away a command waits for one reconnection, then fails (readiness says so meanwhile).
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      // A Redis that hangs without closing (frozen, a silent network loss) must not hold a request:
      // a command without a reply for a second fails (callers count locally or go on without it).
      commandTimeout: 1000,
    });
    let down = false;
    connection.on('error', (error: Error) => {
      if (!down) this.logger.warn(`Redis (${role}) is unreachable: ${error.message}`);
      down = true;
    });
    connection.on('ready', () => {
      if (down) this.logger.log(`Redis (${role}) is reachable again`);
      down = false;
    });
    return connection;
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RedisConnections } from '../redis/redis-connections.js';

export type CheckState = 'up' | 'down' | 'not configured';

export interface ReadinessReport {
  ready: boolean;
  reason: string | null;
  database: CheckState;
  redis: CheckState;
  /** Ready, but with less: what is missing while Redis is away; null when nothing is. */
  degraded: string | null;
}

/** Said by readiness while Redis is away (the instance stays ready: every instance would be out otherwise). */
export const REDIS_AWAY =
  'Redis is unreachable: rate limits are counted by each instance alone and the read cache is off until it returns';

const CHECK_TIMEOUT_MS = 2000;

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/**
 * Whether this instance can serve: its database responds and it is not stopping. Redis being away
 * makes it degraded, not unready: it serves on (limits per instance, no read cache) and says so.
 */
@Injectable()
export class Readiness {
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisConnections,
  ) {}

  get isStopping(): boolean {
    return this.stopping;
  }

  /** From now on readiness responds 503, so a load balancer stops sending new requests here. */
  markStopping(): void {
    this.stopping = true;
  }

  async check(): Promise<ReadinessReport> {
    const [database, redis] = await Promise.all([
      within(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      // A connection that is not ready is down now: the check does not wait for a reconnection.
      this.redis.client
        ? (this.redis.client.status === 'ready' ? within(this.redis.client.ping(), CHECK_TIMEOUT_MS) : Promise.reject(new Error('not connected'))).then(
            () => 'up' as const,
            () => 'down' as const,
          )
        : Promise.resolve('not configured' as const),
    ]);
    const reason = this.stopping
      ? 'Not ready: this instance is stopping'
      : database === 'down'
        ? 'Not ready: the database is unreachable'
        : null;
    return { ready: reason === null, reason, database, redis, degraded: redis === 'down' ? REDIS_AWAY : null };
  }
}

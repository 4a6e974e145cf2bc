import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RedisConnections } from '../redis/redis-connections.js';

export type CheckState = 'up' | 'down' | 'not configured';

export interface ReadinessReport {
  ready: boolean;
  reason: string | null;
  database: CheckState;
  redis: CheckState;
}

const CHECK_TIMEOUT_MS = 2000;

const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/** Whether this instance can serve: its database answers, Redis too when configured, and it is not stopping. */
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

  /** From now on readiness answers 503, so a load balancer stops sending new requests here. */
  markStopping(): void {
    this.stopping = true;
  }

  async check(): Promise<ReadinessReport> {
    const [database, redis] = await Promise.all([
      within(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      this.redis.client
        ? within(this.redis.client.ping(), CHECK_TIMEOUT_MS).then(
            () => 'up' as const,
            () => 'down' as const,
          )
        : Promise.resolve('not configured' as const),
    ]);
    const reason = this.stopping
      ? 'Not ready: this instance is stopping'
      : database === 'down'
        ? 'Not ready: the database is unreachable'
        : redis === 'down'
          ? 'Not ready: Redis is unreachable'
          : null;
    return { ready: reason === null, reason, database, redis };
  }
}

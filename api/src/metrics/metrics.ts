import { createHash, timingSafeEqual } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import type { MetricsConfig } from './config/metrics.config.js';
import { errorBody } from '../common/http-error.filter.js';
import { UnauthenticatedError } from '../common/errors.js';
import { ReadCache } from '../read-cache/read-cache.js';
import { SessionCache } from '../read-cache/session-cache.js';
import { FailoverThrottlerStorage } from '../redis/failover-throttler-storage.js';
import { RedisConnections } from '../redis/redis-connections.js';

export const METRICS_PATH = '/api/metrics';
/** A scrape never waits on a slow database for longer than this: the figure is left out instead. */
const QUERY_TIMEOUT_MS = 1000;

const digest = (text: string) => createHash('sha256').update(text).digest();
const within = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/** The route's pattern (/api/orders/:orderId), never the raw URL: one series per route, whatever clients send. */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

/** mysql2's pool, as TypeORM's MySQL driver holds it; null on SQLite (one connection, no pool). */
type Mysql2Pool = { _allConnections?: { length: number }; _freeConnections?: { length: number }; _connectionQueue?: { length: number }; config?: { connectionLimit?: number } };

/**
 * Prometheus metrics at GET /api/metrics, for the bearer of METRICS_TOKEN only; without the
 * setting the route does not exist. Requests by route, method and status with their latency,
 * limiter refusals (429s by route), the read and session caches' hits and misses, the database pool
 * (MySQL), the mail outbox's backlog, whether Redis responds, plus Node's own process metrics.
 * Figures that are not counted per request are read when Prometheus scrapes.
 */
export function exposeMetrics(app: NestFastifyApplication, config: MetricsConfig): Registry | null {
  if (!config.token) return null;
  const expected = digest(`Bearer ${config.token}`);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const dataSource = app.get(DataSource);
  const cache = app.get(ReadCache);
  const sessions = app.get(SessionCache);
  const redis = app.get(RedisConnections);

  const requests = new Counter({ name: 'http_requests_total', help: 'Requests responded to, by route pattern, method and status', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the response being sent, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused by a rate limit (429), by route pattern', labelNames: ['route'], registers: [registry] });
  new Counter({
    name: 'read_cache_requests_total',
    help: 'Public reads served from the read cache (hit) or computed (miss)',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, cache.stats.hits);
      this.inc({ result: 'miss' }, cache.stats.misses);
    },
  });
  new Gauge({
    name: 'read_cache_entries',
    help: 'Responses held in the read cache',
    registers: [registry],
    collect() {
      this.set(cache.size);
    },
  });
  new Counter({
    name: 'session_cache_requests_total',
    help: 'Authenticated requests whose session was remembered (hit) or read from the database (miss)',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, sessions.stats.hits);
      this.inc({ result: 'miss' }, sessions.stats.misses);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'MySQL connection pool: open connections, idle ones, requests waiting for one, and the limit',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = (dataSource.driver as { pool?: Mysql2Pool }).pool;
      if (!pool || dataSource.options.type === 'better-sqlite3') return;
      this.set({ state: 'open' }, pool._allConnections?.length ?? 0);
      this.set({ state: 'idle' }, pool._freeConnections?.length ?? 0);
      this.set({ state: 'waiting' }, pool._connectionQueue?.length ?? 0);
      if (pool.config?.connectionLimit) this.set({ state: 'limit' }, pool.config.connectionLimit);
    },
  });
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'Mails not sent: queued (waiting for their turn or a retry) and failed (gave up)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = (await within(dataSource.query(`SELECT status, COUNT(*) AS n FROM mail_outbox WHERE status <> 'sent' GROUP BY status`), QUERY_TIMEOUT_MS)) as { status: string; n: number | string }[];
        this.set({ status: 'queued' }, 0);
        this.set({ status: 'failed' }, 0);
        for (const row of rows) this.set({ status: row.status }, Number(row.n));
      } catch {
        // The database is slow or away: readiness says so; the backlog is left out of this scrape.
      }
    },
  });
  const client = redis.client;
  if (client) {
    new Gauge({
      name: 'redis_up',
      help: 'Whether the connection to Redis is ready (absent without REDIS_URL)',
      registers: [registry],
      collect() {
        this.set(client.status === 'ready' ? 1 : 0);
      },
    });
  }
  const limits = app.get<ThrottlerStorage>(ThrottlerStorage);
  if (limits instanceof FailoverThrottlerStorage) {
    new Gauge({
      name: 'rate_limit_shared',
      help: 'Whether rate limits are counted in Redis for every instance (1) or by this instance alone while Redis is away (0)',
      registers: [registry],
      collect() {
        this.set(limits.isShared ? 1 : 0);
      },
    });
    new Counter({
      name: 'rate_limit_local_counts_total',
      help: 'Rate-limit counts made by this instance alone because Redis was away',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(limits.localCounts);
      },
    });
  }

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
    done();
  });
  fastify.get(METRICS_PATH, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody(new UnauthenticatedError('GET /api/metrics needs the METRICS_TOKEN as a bearer token')));
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
  return registry;
}

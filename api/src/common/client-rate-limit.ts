import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/server.config.js';
import { errorBody } from './http-error.filter.js';
import { TooManyRequestsError } from './errors.js';
import { AddRouteConfig } from './route-config.js';

/**
 * The per-address limits of public routes, each counted apart:
 * - `public-read`: a public route that costs the database (quote, availability): each client
 *   address may call them PUBLIC_READ_RATE_LIMIT times per window, all such routes together.
 *   Generous for a person picking dates; a script that walks every product and date hits it
 *   within a minute.
 * - `client-report`: browsers' reports of errors and page views (release-health/), limited by
 *   CLIENT_REPORT_RATE_LIMIT so no one can flood the counts.
 */
export type ClientLimitName = 'public-read' | 'client-report';
export type ClientLimits = Record<ClientLimitName, ServerConfig['publicReadRateLimit']>;

export const ClientRateLimited = (name: ClientLimitName = 'public-read') => AddRouteConfig({ clientRateLimit: name });

const limitOf = (request: FastifyRequest) => (request.routeOptions.config as { clientRateLimit?: ClientLimitName } | undefined)?.clientRateLimit;

/**
 * Counted in Fastify's onRequest hook, before the read cache responds (a cached response is cheap
 * for us, but walking the catalogue should not be free) and before the body is read. Counts are
 * kept where the sign-in limits are (Redis when REDIS_URL is set, so every instance counts the
 * same client). If that store fails the request is let through: the limit protects the shop,
 * it must not take it down.
 */
export function limitClients(app: NestFastifyApplication, limits: ClientLimits): void {
  const storage = app.get<ThrottlerStorage>(ThrottlerStorage);
  const logger = new Logger('RateLimit');
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      const name = limitOf(request);
      if (!name) return;
      const { limit, windowSeconds } = limits[name];
      let record;
      try {
        record = await storage.increment(`${name}:${request.ip}`, windowSeconds * 1000, limit, windowSeconds * 1000, name);
      } catch (error) {
        logger.warn(`Counting ${name} requests failed, letting the request through: ${(error as Error).message}`);
        return;
      }
      if (!record.isBlocked) return;
      const retryAfter = Math.max(1, Math.ceil(record.timeToBlockExpire || record.timeToExpire));
      const failure = new TooManyRequestsError(`Too many requests from your address. Please wait ${retryAfter} s and try again.`);
      return reply.code(429).header('retry-after', String(retryAfter)).send(errorBody(failure));
    });
}

import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import fastifyCors from '@fastify/cors';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { HttpErrorFilter } from './common/http-error.filter.js';
import { limitClients } from './common/client-rate-limit.js';
import { InFlightInterceptor } from './common/in-flight.js';
import { sendSecurityHeaders } from './common/security-headers.js';
import { JSON_BODY_LIMIT, registerBodyParsers } from './common/request-body.js';
import { validationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';
import { corsOriginMatchers } from './config/server.config.js';
import { createLogger, PinoNestLogger } from './logging/logger.js';
import { createOpenApiDocument } from './openapi/openapi-document.js';
import { configureImageAddresses } from './uploads/image-address.js';
import { logEachRequest, requestId } from './logging/request-log.js';
import { cachedBodyReader, serveCachedReads } from './read-cache/read-cache.hooks.js';
import { refuseNewRequestsWhenStopping } from './health/stopping.hooks.js';
import { exposeMetrics } from './metrics/metrics.js';
import { addTracingHooks } from './tracing/traces-switch.js';

const trustNearestHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Every route under /api, except stored images; also applied when only the OpenAPI document is built. */
export function setRoutePrefix(app: INestApplication): void {
  // Stored images live at /uploads/<folder>/<name> (no /api): a wildcard here would also pull POST /api/uploads/presign out of the prefix.
  app.setGlobalPrefix('api', { exclude: ['uploads/:folder/:name'] });
}

/** Builds the configured application; server.ts listens on it, tests start it on an ephemeral port. */
export async function createApp(config: AppConfig, options: { logger?: Logger } = {}): Promise<NestFastifyApplication> {
  const { server } = config;
  configureImageAddresses(server);
  const logger = options.logger ?? createLogger(config.logging);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // Fastify's own two lines per request are off: logging/request-log.ts writes one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    bodyLimit: JSON_BODY_LIMIT,
    // A client that stops sending (a body left unfinished, thousands of times over) loses its
    // connection after a while instead of holding it for ever; a slow but steady upload is not idle.
    connectionTimeout: server.clientIdleTimeoutSeconds * 1000,
    // Fastify 5 ignores a plain hop count (it trusts no one then), so TRUST_PROXY=1 is given as the
    // function a hop count means: the nearest `n` addresses are proxies, the next one is the visitor.
    trustProxy: typeof server.trustProxy === 'number' ? trustNearestHops(server.trustProxy) : server.trustProxy,
    // The spec's clients call GET /api/users/ and POST /api/users/ with the slash.
    // Long route parameters get the response of any unknown value (404 for an order number), not 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // First, so every response carries them, those the hooks below send early too. Registered on
  // Fastify itself rather than through app.useSecurityHeaders() and app.enableCors(), whose hooks
  // run before Nest middleware (there is none here) at the cost of writing headers on the raw
  // response: see common/security-headers.ts. No upgrade-insecure-requests: the API is often
  // reached over plain http on a LAN or Docker host, where upgrading would break the OpenAPI
  // page's own scripts.
  sendSecurityHeaders(fastify, { crossOriginResourcePolicy: { policy: 'cross-origin' }, contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  await app.register(fastifyCors, { origin: corsOriginMatchers(server.corsOrigins), methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'], credentials: false, maxAge: 600 });
  registerBodyParsers(fastify, { answeredBeforeParsing: cachedBodyReader(app) });
  logEachRequest(fastify, config.logging);
  addTracingHooks(fastify);

  setRoutePrefix(app);
  app.useGlobalPipes(validationPipe);
  // Also registered here so errors raised before routing (body parsing, unknown routes) share the shape.
  app.useGlobalFilters(new HttpErrorFilter());
  // server.ts waits for these before closing the database on shutdown.
  app.useGlobalInterceptors(new InFlightInterceptor());
  // First, so its onResponse hook also times the responses the hooks below send early (429s, cached reads).
  exposeMetrics(app, config.metrics);
  refuseNewRequestsWhenStopping(app);
  limitClients(app, { 'public-read': server.publicReadRateLimit, 'client-report': config.releaseHealth.reportRateLimit });
  serveCachedReads(app);

  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app));

  await app.init();
  return app;
}

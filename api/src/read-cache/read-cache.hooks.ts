import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, claimedRole } from '../users/auth/bearer-token.js';
import { ReadCache } from './read-cache.js';

/** Browsers and proxies may keep a public response but must ask again (cheaply, with the ETag) before using it. */
const PUBLIC = 'public, no-cache';
/** An admin's view: never kept by a shared cache. */
const PRIVATE = 'private, no-cache';
/** Bodies of POST reads (the quote) longer than this are not cached: keys stay small. */
const MAX_KEY_BODY = 8 * 1024;

type Pending = { key: string | null; generation: number; audience: 'public' | 'admin' };
const pending = new WeakMap<FastifyRequest, Pending>();

const isPublicRead = (request: FastifyRequest) => (request.routeOptions.config as { publicRead?: boolean } | undefined)?.publicRead === true;

/** Only an admin sees more on a public route; any other caller (or a token that only claims to be an admin's and is not) gets the public response. */
function audienceOf(request: FastifyRequest): 'public' | 'admin' {
  const token = bearerToken(request.headers.authorization);
  return token && claimedRole(token) === 'admin' ? 'admin' : 'public';
}

function keyOf(request: FastifyRequest): string | null {
  if (request.method === 'GET') return `GET ${request.url}`;
  const body = JSON.stringify(request.body ?? null);
  return body.length <= MAX_KEY_BODY ? `${request.method} ${request.url} ${body}` : null;
}

const matches = (ifNoneMatch: string | undefined, etag: string) => !!ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === etag || tag === `W/${etag}` || tag === '*');

function respondFromCache(request: FastifyRequest, reply: FastifyReply, body: string, etag: string): void {
  reply.header('etag', etag).header('cache-control', PUBLIC);
  if (request.method === 'GET' && matches(request.headers['if-none-match'], etag)) {
    reply.code(304).send();
    return;
  }
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
}

/**
 * Public reads (routes marked @PublicRead) are served here, before Nest's routing, guards and
 * validation, when the same request was served since the last write; otherwise Nest responds and
 * the response is kept on its way out. GET responses carry an ETag (304 when the client has it) and
 * Cache-Control.
 */
export function serveCachedReads(app: NestFastifyApplication): void {
  const cache = app.get(ReadCache);
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('preHandler', (request, reply, done) => {
    if (!isPublicRead(request)) return done();
    const audience = audienceOf(request);
    const key = audience === 'public' ? keyOf(request) : null;
    const hit = key ? cache.get(key) : undefined;
    if (hit) {
      cache.stats.hits++;
      return respondFromCache(request, reply, hit.body, hit.etag);
    }
    if (key) cache.stats.misses++;
    pending.set(request, { key, generation: cache.begin(), audience });
    done();
  });

  fastify.addHook('onSend', (request, reply, payload, done) => {
    const read = pending.get(request);
    if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const response = read.key ? cache.store(read.key, read.generation, payload) : null;
    if (request.method !== 'GET') return done(null, payload);
    reply.header('cache-control', read.audience === 'public' ? PUBLIC : PRIVATE);
    const etag = response?.etag;
    if (!etag) return done(null, payload);
    reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}

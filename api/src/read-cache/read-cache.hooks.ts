import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, claimedRole } from '../users/auth/bearer-token.js';
import { type CachedResponse, ReadCache } from './read-cache.js';

/** Browsers and proxies may keep a public response but must ask again (cheaply, with the ETag) before using it. */
const PUBLIC = 'public, no-cache';
/** An admin's view: never kept by a shared cache. */
const PRIVATE = 'private, no-cache';
/** Bodies of POST reads (the quote) longer than this are not cached: keys stay small. */
const MAX_KEY_BODY = 8 * 1024;

type Pending = { key: string | null; generation: number; audience: 'public' | 'admin' };
const pending = new WeakMap<FastifyRequest, Pending>();
/** A public read's JSON body as sent (the key of a POST read), and the cached response found for it before parsing. */
const BODY_TEXT = Symbol('bodyText');
const CACHED = Symbol('cached');
type Marked = FastifyRequest & { [BODY_TEXT]?: string; [CACHED]?: CachedResponse };

const isPublicRead = (request: FastifyRequest) => (request.routeOptions.config as { publicRead?: boolean } | undefined)?.publicRead === true;

/** Only an admin sees more on a public route; any other caller (or a token that only claims to be an admin's and is not) gets the public response. */
function audienceOf(request: FastifyRequest): 'public' | 'admin' {
  const token = bearerToken(request.headers.authorization);
  return token && claimedRole(token) === 'admin' ? 'admin' : 'public';
}

/**
 * A GET's key is its URL; a POST read's is its URL and its JSON body as sent (the bytes, not the
 * parsed body written out again: a body spelled differently is another entry). A POST without a
 * JSON body, or with a long one, is not cached.
 */
function keyOf(request: FastifyRequest): string | null {
  if (request.method === 'GET') return `GET ${request.url}`;
  const text = (request as Marked)[BODY_TEXT];
  return text !== undefined && text.length <= MAX_KEY_BODY ? `${request.method} ${request.url} ${text}` : null;
}

/**
 * For the JSON body parser (common/request-body.ts), before it parses a body: on a public read
 * route, keeps the body's text (the cache key) and answers true when a visitor's response to that
 * very body is cached, so the body need not be parsed, checked nor validated; the preHandler below
 * then sends that response. Nothing is kept on other routes.
 */
export function cachedBodyReader(app: NestFastifyApplication): (request: FastifyRequest, text: string) => boolean {
  const cache = app.get(ReadCache);
  return (request, text) => {
    if (!isPublicRead(request)) return false;
    (request as Marked)[BODY_TEXT] = text;
    if (audienceOf(request) !== 'public') return false;
    const key = keyOf(request);
    const hit = key ? cache.get(key) : undefined;
    if (!hit) return false;
    (request as Marked)[CACHED] = hit;
    return true;
  };
}

const matches = (ifNoneMatch: string | undefined, etag: string) => !!ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === etag || tag === `W/${etag}` || tag === '*');

/** The headers and body the computed response had (a POST read's has no ETag nor Cache-Control, as below). */
function respondFromCache(request: FastifyRequest, reply: FastifyReply, body: string, etag: string): void {
  if (request.method === 'GET') {
    reply.header('etag', etag).header('cache-control', PUBLIC);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304).send();
      return;
    }
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
    // Found when the body was read: sent as found, even if a write came in between (the read and the write overlapped).
    const found = (request as Marked)[CACHED];
    if (found) {
      cache.stats.hits++;
      return respondFromCache(request, reply, found.body, found.etag);
    }
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

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** A caller's (or load balancer's) X-Request-Id when it is a plain token, else a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** A response this slow always has its line, whatever LOG_READ_SAMPLE says. */
export const SLOW_MS = 1000;

/** A request that changes nothing: GET, HEAD, OPTIONS, or a read sent as a POST (the quote, marked @PublicRead). */
const isRead = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || (request.routeOptions.config as { publicRead?: boolean } | undefined)?.publicRead === true;

/**
 * One line per request: id, method, route (the pattern, never the query string, which may carry
 * an upload signature), status and duration in ms. Headers and bodies are never logged, so no
 * token or password is either. With `readSample` N above 1, only one successful read in N has its
 * line (0: none); every write, every response of 400 and above and every response slower than SLOW_MS
 * keeps its line. GET /api/metrics counts every request either way.
 */
export function logEachRequest(fastify: FastifyInstance, options: { readSample: number } = { readSample: 1 }): void {
  let reads = 0;
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (options.readSample !== 1 && reply.statusCode < 400 && reply.elapsedTime < SLOW_MS && isRead(request)) {
      // Counted, not drawn at random: exactly one line in N, and no random numbers on the hot path.
      if (options.readSample === 0 || reads++ % options.readSample !== 0) return done();
    }
    const route = request.routeOptions.url ?? request.url.split('?')[0];
    request.log.info(
      { method: request.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });
}

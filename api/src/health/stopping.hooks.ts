import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { UnavailableError } from '../common/errors.js';
import { errorBody } from '../common/http-error.filter.js';
import { Readiness } from './readiness.js';

/**
 * Once the instance is stopping (SIGTERM), a request that arrives on a kept-alive connection is
 * not started: it gets a 503 with Retry-After (a load balancer or client sends it elsewhere or
 * again), and every response, including those of requests already running, says Connection: close,
 * so clients open their next connection to an instance that is staying.
 */
export function refuseNewRequestsWhenStopping(app: NestFastifyApplication): void {
  const readiness = app.get(Readiness);
  const fastify = app.getHttpAdapter().getInstance();
  const seen = (_request: unknown, _reply: unknown, done: () => void) => {
    if (readiness.isStopping) lastActivityAt = Date.now();
    done();
  };
  fastify.addHook('onRequest', seen);
  fastify.addHook('onResponse', seen);
  // preHandler, not onRequest: by then the request's body has been read. A connection closed with
  // unread bytes in it ends with a TCP reset, which the client may meet before reading the 503.
  fastify.addHook('preHandler', (_request, reply, done) => {
    if (!readiness.isStopping) return done();
    reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send(errorBody(new UnavailableError('This server is restarting. Please try again in a moment.')));
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.isStopping) reply.header('connection', 'close');
    done(null, payload);
  });
}

let lastActivityAt = Date.now();

/**
 * How long no request has arrived and no response has gone out since `since` (when the instance
 * began stopping): server.ts closes the silent connections after a quiet spell, once every response
 * has long left (closing a connection whose response is still being written would lose it).
 */
export const quietForMs = (since: number): number => Date.now() - Math.max(lastActivityAt, since);

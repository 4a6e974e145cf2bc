import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { UnavailableError } from '../common/errors.js';
import { errorBody } from '../common/http-error.filter.js';
import { Readiness } from './readiness.js';

/**
 * Once the instance is stopping (SIGTERM), a request that arrives on a kept-alive connection is
 * not started: it gets a 503 with Retry-After (a load balancer or client sends it elsewhere or
 * again), and every answer, including those of requests already running, says Connection: close,
 * so clients open their next connection to an instance that is staying.
 */
export function refuseNewRequestsWhenStopping(app: NestFastifyApplication): void {
  const readiness = app.get(Readiness);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (_request, reply, done) => {
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

import type { SecurityHeadersOptions } from '@nestjs/common';
import { resolveSecurityHeaders } from '@nestjs/core/security/security-headers.js';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers of `app.useSecurityHeaders(options)` (helmet 8's set, resolved and checked
 * by Nest once, at start), on every response, including those sent before routing (404, 413) or
 * by a hook (429, a cached read). Nest's own hook writes them on the raw response, one
 * `setHeader` each per request; a raw header then makes Node check every header of the response
 * once more when Fastify writes the head. Given to Fastify's reply as one object (and CORS
 * registered on Fastify too), a cached quote took 42 to 44 µs of CPU instead of 46 to 56
 * (docs/adr/0029-api-headers-and-read-log.md).
 */
export function sendSecurityHeaders(fastify: FastifyInstance, options: SecurityHeadersOptions): void {
  const { headers, removeHeaders } = resolveSecurityHeaders(options);
  // Fastify sets no X-Powered-By (the only header Nest removes): nothing to take out.
  if (removeHeaders.some((name) => name.toLowerCase() !== 'x-powered-by')) throw new Error(`Security headers to remove are not handled: ${removeHeaders.join(', ')}`);
  const fixed = Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(fixed);
    done();
  });
}

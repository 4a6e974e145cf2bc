import type { FastifyInstance } from 'fastify';
import { InvalidInputError, TooLargeError } from './errors.js';

/** JSON bodies: a modest cap. Uploads stream raw bytes to their own route and are capped there. */
export const JSON_BODY_LIMIT = 1024 * 1024;

const notJson = () => new InvalidInputError('The request body is not valid JSON');

/**
 * How request bodies are read. JSON as the API has always read it: an empty body is `{}`, and
 * only an object or a list is a body (a bare `null`, `42` or `"text"` is refused). Any other type
 * is left unread, so the upload route can stream the raw bytes to disk itself and every other
 * route sees no body (and refuses it through validation).
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser(['application/json']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, {});
    if (!/^[\s]*[{[]/.test(text)) return done(notJson(), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(notJson(), undefined);
    }
  });
  fastify.removeContentTypeParser(['text/plain']);
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/** Fastify's own body errors (over the limit, bad encoding) in the API's words. */
export function bodyErrorFor(code: string | undefined): Error | null {
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new TooLargeError('The request body is too large');
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return notJson();
  return null;
}

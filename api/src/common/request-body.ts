import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInputError, TooLargeError } from './errors.js';
import { AddRouteConfig } from './route-config.js';

/** JSON bodies: a modest cap (every form of the shop fits in a few KB). Uploads stream raw bytes to their own route and are capped there. */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * The shape any body of this API fits in with room to spare (a cart has at most 100 lines, a
 * product 20 images). Anything deeper or wider is refused before validation walks it: a body of
 * a few KB nested 1,500 levels deep would otherwise overflow the stack, and 80,000 unknown keys
 * would each be validated and listed.
 */
export const BODY_SHAPE_LIMITS = { depth: 10, keysPerObject: 100, itemsPerList: 1000, values: 5000 } as const;

/** The cap for routes anyone may call (sign-in, registration, quote): their bodies are a few fields. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/**
 * Lets a route read an HTML form body (application/x-www-form-urlencoded) as an object of strings:
 * only the routes a payment provider posts to. Every other route sees no body from a form, so no
 * page elsewhere can submit one of our forms cross-site.
 */
export const AcceptsFormBody = () => AddRouteConfig({ formBody: true });

/** Keeps a route's JSON body as sent, beside the parsed one: a webhook's signature covers the exact bytes (Stripe). */
export const KeepsRawBody = () => AddRouteConfig({ rawBody: true });

const RAW_BODY = Symbol('rawBody');
/** The body as sent, on routes marked @KeepsRawBody() (and form bodies); undefined elsewhere. */
export const rawBodyOf = (request: object): string | undefined => (request as { [RAW_BODY]?: string })[RAW_BODY];

/**
 * Lets a route read a text/plain body as JSON: what `navigator.sendBeacon(url, string)` sends. A
 * browser sends that type cross-origin without asking first (no CORS preflight), so a report
 * costs one request. Every other route sees no body from it.
 */
export const AcceptsBeaconBody = () => AddRouteConfig({ beaconBody: true });

/** A route's own cap on its JSON body, in bytes, instead of JSON_BODY_LIMIT. */
export const BodyLimit = (bytes: number) => AddRouteConfig({ bodyLimit: bytes });

const notJson = () => new InvalidInputError('The request body is not valid JSON');

/** Why `body` is outside BODY_SHAPE_LIMITS, or null. Iterative, so no depth can overflow the stack. */
export function bodyShapeProblem(body: unknown): string | null {
  const { depth: maxDepth, keysPerObject, itemsPerList, values: maxValues } = BODY_SHAPE_LIMITS;
  const stack: [unknown, number][] = [[body, 1]];
  let values = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (++values > maxValues) return `The request body has too many values (at most ${maxValues})`;
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) return `The request body is nested too deeply (at most ${maxDepth} levels)`;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value) && value.length > itemsPerList) return `A list in the request body has too many items (at most ${itemsPerList})`;
    if (!Array.isArray(value) && children.length > keysPerObject) return `An object in the request body has too many fields (at most ${keysPerObject})`;
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}

/**
 * How request bodies are read. JSON as the API has always read it: an empty body is `{}`, and
 * only an object or a list is a body (a bare `null`, `42` or `"text"` is refused); a body outside
 * BODY_SHAPE_LIMITS is refused with a 400 naming the limit. Any other type is left unread, so the
 * upload route can stream the raw bytes to disk itself and every other route sees no body (and
 * refuses it through validation). A route's `@BodyLimit` replaces the JSON size cap for it.
 * `answeredBeforeParsing` sees each JSON body's text first: when it answers true (the read cache
 * holds the response to that text) the body is not parsed and the route sees none.
 */
export function registerBodyParsers(fastify: FastifyInstance, options: { answeredBeforeParsing?: (request: FastifyRequest, text: string) => boolean } = {}): void {
  const answered = options.answeredBeforeParsing ?? (() => false);
  fastify.addHook('onRoute', (route) => {
    const bodyLimit = (route.config as { bodyLimit?: number } | undefined)?.bodyLimit;
    if (bodyLimit !== undefined) route.bodyLimit = bodyLimit;
  });
  fastify.removeContentTypeParser(['application/json']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if ((request.routeOptions.config as { rawBody?: boolean } | undefined)?.rawBody) (request as unknown as { [RAW_BODY]: string })[RAW_BODY] = text;
    // The read cache has the response to this very text (which parsed and passed validation when it was computed).
    if (answered(request, text)) return done(null, undefined);
    readJson(text, done);
  });
  fastify.removeContentTypeParser(['text/plain']);
  fastify.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    if (!(request.routeOptions.config as { beaconBody?: boolean } | undefined)?.beaconBody) return done(null, undefined);
    readJson(body as string, done);
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    if (!(request.routeOptions.config as { formBody?: boolean } | undefined)?.formBody) return done(null, undefined);
    (request as unknown as { [RAW_BODY]: string })[RAW_BODY] = body as string;
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body as string)) {
      if (Object.keys(fields).length >= BODY_SHAPE_LIMITS.keysPerObject) return done(new InvalidInputError(`The form has too many fields (at most ${BODY_SHAPE_LIMITS.keysPerObject})`), undefined);
      if (!(name in fields)) fields[name] = value;
    }
    done(null, fields);
  });
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/** A JSON body as the API reads it (see registerBodyParsers). */
function readJson(text: string, done: (error: Error | null, body?: unknown) => void): void {
  if (text.length === 0) return done(null, {});
  if (!/^[\s]*[{[]/.test(text)) return done(notJson(), undefined);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return done(notJson(), undefined);
  }
  const problem = bodyShapeProblem(parsed);
  if (problem) return done(new InvalidInputError(problem), undefined);
  done(null, parsed);
}

/** Fastify's own body errors (over the limit, bad encoding) in the API's words. */
export function bodyErrorFor(code: string | undefined): Error | null {
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new TooLargeError('The request body is too large');
  if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return notJson();
  return null;
}

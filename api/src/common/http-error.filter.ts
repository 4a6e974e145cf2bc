import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/errors.js';
import { BusinessError, type FailureKind, UnavailableError } from './errors.js';
import { bodyErrorFor } from './request-body.js';

export interface ErrorBody {
  error: string;
  statusCode: number;
  [detail: string]: unknown;
}

/** The one mapping from kinds of business failure to HTTP statuses. */
export const STATUS_OF: Record<FailureKind, number> = {
  'invalid-input': HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  'unsupported-media-type': HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  'too-many-requests': HttpStatus.TOO_MANY_REQUESTS,
  'upstream-failed': HttpStatus.BAD_GATEWAY,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

export function errorBody(error: BusinessError): ErrorBody {
  return { error: error.message, statusCode: STATUS_OF[error.kind], ...error.details };
}

/**
 * The one place that turns failures into the API's error shape `{ error, statusCode }`:
 * business errors by their kind, the framework's own HTTP exceptions (unknown routes, rate
 * limits, body parsing) by their status. Anything else is a bug on our side: it is logged with
 * its stack and the client only learns that something went wrong.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const body = errorBodyOf(exception, request);
    if (body.statusCode >= 500 && body.statusCode !== HttpStatus.SERVICE_UNAVAILABLE && body.statusCode !== HttpStatus.BAD_GATEWAY) {
      // The route's pattern, never the address itself: a query string may carry an upload signature.
      this.logger.error(`${request.method} ${request.routeOptions?.url ?? request.url.split('?')[0]}: ${describe(exception)}`);
    }
    if (reply.sent || reply.raw.headersSent) return;
    // A 503 passes: say when to try again (a booking is safe to repeat, it was rolled back).
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    reply.code(body.statusCode).send(body);
  }
}

/** The response a failure gets: what HttpErrorFilter sends, and what an idempotent route keeps for repeats. */
export function errorBodyOf(exception: unknown, request: Pick<FastifyRequest, 'method' | 'url'>): ErrorBody {
  if (isDatabaseUnavailable(exception)) return errorBody(new UnavailableError(DATABASE_AWAY));
  if (exception instanceof BusinessError) return errorBody(exception);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const translated = bodyErrorFor((exception.cause as { code?: string } | undefined)?.code);
    if (translated instanceof BusinessError) return errorBody(translated);
    if (statusCode === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(exception.message)) {
      return { error: `No such route: ${request.method} ${request.url.split('?')[0]}`, statusCode };
    }
    const payload = exception.getResponse();
    const message = typeof payload === 'string' ? payload : (payload as { message?: unknown }).message;
    return { error: Array.isArray(message) ? message.join('; ') : String(message ?? exception.message), statusCode };
  }
  return { error: 'Something went wrong on our side. Please try again later.', statusCode: 500 };
}

const DATABASE_AWAY = 'The shop cannot reach its database right now. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 5;

const describe = (exception: unknown) => (exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));

import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

export interface ErrorBody {
  error: string;
  statusCode: number;
  fields?: { field: string; messages: string[] }[];
  shortages?: { key: string; name: string; requested: number; available: number }[];
}

/**
 * The one place that turns failures into the API's error shape `{ error, statusCode }`.
 * Anything that is not an HttpException is a bug on our side: it is logged with its stack and the
 * client only learns that something went wrong.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const body = this.toBody(exception, request);
    if (body.statusCode >= 500) {
      this.logger.error(`${request.method} ${request.originalUrl}: ${describe(exception)}`);
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): ErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const payload = exception.getResponse();
      const cause = exception.cause as { type?: string } | undefined;
      if (cause?.type === 'entity.parse.failed') return { error: 'The request body is not valid JSON', statusCode };
      if (cause?.type === 'entity.too.large') return { error: 'The request body is too large', statusCode };
      if (statusCode === HttpStatus.NOT_FOUND && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(exception.message)) {
        return { error: `No such route: ${request.method} ${request.originalUrl.split("?")[0]}`, statusCode };
      }
      // Our own bodies with details (validation fields, booking shortages) pass through as they are;
      // Nest's own bodies also carry an `error` (the status name), so the details are what tell them apart.
      if (typeof payload === 'object' && payload !== null && 'error' in payload && typeof payload.error === 'string' && ('fields' in payload || 'shortages' in payload)) {
        return { ...(payload as ErrorBody), statusCode };
      }
      const message = typeof payload === 'string' ? payload : (payload as { message?: unknown }).message;
      return { error: Array.isArray(message) ? message.join('; ') : String(message ?? exception.message), statusCode };
    }
    // body-parser and raw-body errors (malformed JSON, too large, bad encoding) carry their own 4xx status.
    const status = (exception as { status?: unknown; statusCode?: unknown })?.status ?? (exception as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const type = (exception as { type?: string }).type;
      const error =
        type === 'entity.parse.failed'
          ? 'The request body is not valid JSON'
          : type === 'entity.too.large'
            ? 'The request body is too large'
            : (exception as Error).message || 'Bad request';
      return { error, statusCode: status };
    }
    return { error: 'Something went wrong on our side. Please try again later.', statusCode: 500 };
  }
}

const describe = (exception: unknown) => (exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));

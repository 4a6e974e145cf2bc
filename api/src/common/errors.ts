/**
 * Expected business failures. Services throw these with the text a person reads; what each kind
 * of failure means in HTTP is decided in one place (common/http-error.filter.ts), so no service
 * builds an HTTP exception.
 */
export type FailureKind =
  | 'invalid-input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unprocessable'
  | 'too-large'
  | 'unsupported-media-type'
  | 'too-many-requests'
  | 'upstream-failed'
  | 'unavailable';

export abstract class BusinessError extends Error {
  abstract readonly kind: FailureKind;
  /** Fields sent beside `error`, for clients that mark each problem (validation fields, short lines). */
  readonly details: Record<string, unknown> = {};
}

/** The request asks for something that can never work as sent (400). */
export class InvalidInputError extends BusinessError {
  readonly kind = 'invalid-input';
}

/** Body or query failed validation; `fields` names each field and its messages. */
export class ValidationFailedError extends InvalidInputError {
  constructor(message: string, fields: { field: string; messages: string[] }[]) {
    super(message);
    this.details.fields = fields;
  }
}

/** No valid session (401). */
export class UnauthenticatedError extends BusinessError {
  readonly kind = 'unauthenticated';
}

/** A session that may not do this (403). */
export class ForbiddenError extends BusinessError {
  readonly kind = 'forbidden';
}

export class NotFoundError extends BusinessError {
  readonly kind = 'not-found';
}

/** The request clashes with the current state: a taken key, an order in the wrong status, no free units (409). */
export class ConflictError extends BusinessError {
  readonly kind = 'conflict';
}

/** The request is well formed but cannot be taken as it is: an Idempotency-Key reused for a different request (422). */
export class UnprocessableError extends BusinessError {
  readonly kind = 'unprocessable';
}

export class TooLargeError extends BusinessError {
  readonly kind = 'too-large';
}

export class UnsupportedMediaTypeError extends BusinessError {
  readonly kind = 'unsupported-media-type';
}

export class TooManyRequestsError extends BusinessError {
  readonly kind = 'too-many-requests';
}

/** A service we depend on (Google) failed or could not be reached (502). */
export class UpstreamError extends BusinessError {
  readonly kind = 'upstream-failed';
}

/** This instance cannot serve right now (503): the database or Redis is unreachable, or it is stopping. */
export class UnavailableError extends BusinessError {
  readonly kind = 'unavailable';
}

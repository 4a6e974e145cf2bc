import { applyDecorators, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable, of } from 'rxjs';
import { ConflictError, InvalidInputError, UnprocessableError } from '../common/errors.js';
import { errorBodyOf } from '../common/http-error.filter.js';
import type { User } from '../users/user.entity.js';
import { type Claim, IdempotencyKeys, KeyClaimedMeanwhile, type KeyInFlight, sha256 } from './idempotency-keys.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const CLAIMED_IN_TRANSACTION = 'idempotency:claimed-in-transaction';
const KEY_RULE = /^[\x21-\x7e]{1,255}$/;

/** Object keys sorted at every level, so the same body sent with its fields in another order is the same request. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  ) ?? 'null';

const fingerprintOf = (request: FastifyRequest) => sha256(`${request.method} ${request.url}\n${canonical(request.body ?? null)}`);

function keyOf(request: FastifyRequest): string | null {
  const sent = request.headers[IDEMPOTENCY_HEADER];
  if (sent === undefined) return null;
  if (typeof sent !== 'string' || !KEY_RULE.test(sent)) {
    throw new InvalidInputError('Idempotency-Key must be one value of 1 to 255 visible ASCII characters (a random UUID per attempt is a good choice)');
  }
  return sent;
}

/**
 * Runs a create call once per `Idempotency-Key` (per signed-in user, for 24 hours): the first
 * request with a key runs and its response (status and body) is kept, success or refusal; a repeat
 * gets that response again, one sent while the first still runs waits for it. The same key with a
 * different request is refused (422). Failures on our side (5xx) are not kept: nothing was
 * created, so a repeat runs afresh. Without the header, or without a signed-in user, the route
 * runs as it always did.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly keys: IdempotencyKeys) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: User }>();
    const key = keyOf(request);
    if (key === null || !request.user) return next.handle();
    const statusCode = (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ?? (request.method === 'POST' ? 201 : 200);
    if (Reflect.getMetadata(CLAIMED_IN_TRANSACTION, context.getHandler())) {
      return from(this.inTransaction({ userId: request.user.id, keyHash: sha256(key), fingerprint: fingerprintOf(request), statusCode }, request, next));
    }
    const claim = await this.keys.claim(request.user.id, key, fingerprintOf(request));
    if (claim.kind !== 'first') return responseOf(claim);
    const id = claim.id;
    // Kept whether or not the client is still there to read it: a client that timed out retries with the same key.
    const handled = lastValueFrom(next.handle(), { defaultValue: undefined }).then(
      async (value) => {
        await this.keys.keep(id, statusCode, JSON.stringify(value ?? null));
        return value;
      },
      async (error: unknown) => {
        const body = errorBodyOf(error, request);
        await (body.statusCode >= 500 ? this.keys.release(id) : this.keys.keep(id, body.statusCode, JSON.stringify(body)));
        throw error;
      },
    );
    return from(handled);
  }

  /**
   * A route that records its key in its own transaction (claimIn, keepResponseIn): the key and what the
   * request created are committed together, so a crash between them can neither lose the key
   * (and let a retry create again) nor leave it waiting forever for a response.
   */
  private async inTransaction(key: KeyInFlight, request: FastifyRequest, next: CallHandler): Promise<unknown> {
    const before = await this.keys.look(key.userId, key.keyHash, key.fingerprint);
    if (before.kind !== 'first') return lastValueFrom(responseOf(before));
    try {
      const value = await this.keys.runWithKey(key, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
      // A route that responded without reaching its transaction created nothing: its response is kept like a refusal.
      if (key.rowId === undefined) await this.keys.keepRefusal(key, key.statusCode, JSON.stringify(value ?? null));
      return value;
    } catch (error) {
      if (error instanceof KeyClaimedMeanwhile) return lastValueFrom(responseOf(await this.keys.look(key.userId, key.keyHash, key.fingerprint)));
      const body = errorBodyOf(error, request);
      if (body.statusCode < 500) await this.keys.keepRefusal(key, body.statusCode, JSON.stringify(body));
      throw error;
    }
  }
}

/** The response to a request whose key was met before: the first response again, or why not. */
function responseOf(claim: Claim): Observable<unknown> {
  switch (claim.kind) {
    case 'repeat':
      // A web Response's status wins over the route's own (Nest sends it as it is).
      return of(new Response(claim.response, { status: claim.statusCode, headers: { 'content-type': 'application/json; charset=utf-8', 'idempotent-replayed': 'true' } }));
    case 'other-request':
      throw new UnprocessableError('This Idempotency-Key was already used for a different request. Send a new key with each new request.');
    case 'still-running':
    case 'first':
      throw new ConflictError('A request with this Idempotency-Key is still being answered. Try again in a moment.');
  }
}

/**
 * Marks a create call as idempotent with the `Idempotency-Key` header (see IdempotencyInterceptor).
 * `claimedInTransaction`: the route's service calls IdempotencyKeys.claimIn and keepResponseIn in the
 * transaction that creates, so the key and what it created are one commit.
 */
export const Idempotent = (options: { claimedInTransaction?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(CLAIMED_IN_TRANSACTION, options.claimedInTransaction === true),
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'One random value (a UUID) per attempt: repeats with the same key within 24 hours get the first response again and create nothing; the same key with a different request gets a 422.',
    }),
  );

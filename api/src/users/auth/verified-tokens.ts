import type { TokenPayload } from './bearer-token.js';

/** A bound on memory (about 3 MB of tokens): past it the oldest entries are dropped. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Tokens whose signature has been checked, with their claims, until they expire. A token's
 * signature and claims never change, so checking them again on its next request (jsonwebtoken
 * through passport: about a fifth of a signed-in read's CPU) proves nothing new; what can change,
 * its session and its user, is still checked on every request (SessionsService.userOf). Expiry is
 * judged as jsonwebtoken does (expired from the second `exp` names); a token with a "not before"
 * claim is not kept (this API issues none).
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Readonly<TokenPayload & { exp: number }>>();

  /** The claims of a token checked before and not expired by `nowMs`, else undefined. */
  get(token: string, nowMs = Date.now()): Readonly<TokenPayload> | undefined {
    const payload = this.entries.get(token);
    if (payload && Math.floor(nowMs / 1000) >= payload.exp) {
      this.entries.delete(token);
      return undefined;
    }
    return payload;
  }

  /** Keeps the claims of a token whose signature and expiry passport-jwt has just checked. */
  remember(token: string, payload: TokenPayload): void {
    const { exp, nbf } = payload as TokenPayload & { exp?: unknown; nbf?: unknown };
    if (typeof exp !== 'number' || nbf !== undefined || this.entries.has(token)) return;
    if (this.entries.size >= VERIFIED_TOKENS_MAX) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, Object.freeze({ ...payload, exp }));
  }

  get size(): number {
    return this.entries.size;
  }
}

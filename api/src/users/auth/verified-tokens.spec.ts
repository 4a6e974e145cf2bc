import type { TokenPayload } from './bearer-token.js';
import { VERIFIED_TOKENS_MAX, VerifiedTokens } from './verified-tokens.js';

const claims = (exp: number, extra: object = {}): TokenPayload => ({ sub: 7, email: 'cara@example.com', role: 'customer', sid: 'session-1', exp, ...extra }) as TokenPayload;

describe('VerifiedTokens (claims of tokens already checked, until they expire)', () => {
  const now = Date.UTC(2031, 0, 1, 12, 0, 0);
  const exp = now / 1000 + 60;

  it('gives back the claims of a checked token, and nothing for a token never checked', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('token-a', claims(exp));
    expect(tokens.get('token-a', now)).toEqual(claims(exp));
    expect(tokens.get('token-b', now)).toBeUndefined();
  });

  it('forgets a token from the second its exp names, as jsonwebtoken judges expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('token-a', claims(exp));
    expect(tokens.get('token-a', exp * 1000 - 1)).toBeDefined();
    expect(tokens.get('token-a', exp * 1000)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('keeps no token without an expiry or with a not-before claim', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('no-exp', { sub: 7, email: 'cara@example.com', role: 'customer', sid: 'session-1' });
    tokens.remember('nbf', claims(exp, { nbf: now / 1000 }));
    expect(tokens.size).toBe(0);
  });

  it('holds at most VERIFIED_TOKENS_MAX tokens, dropping the oldest', () => {
    const tokens = new VerifiedTokens();
    for (let i = 0; i <= VERIFIED_TOKENS_MAX; i++) tokens.remember(`token-${i}`, claims(exp));
    expect(tokens.size).toBe(VERIFIED_TOKENS_MAX);
    expect(tokens.get('token-0', now)).toBeUndefined();
    expect(tokens.get(`token-${VERIFIED_TOKENS_MAX}`, now)).toBeDefined();
  });

  it('hands out claims nobody can change', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('token-a', claims(exp));
    expect(Object.isFrozen(tokens.get('token-a', now))).toBe(true);
  });
});

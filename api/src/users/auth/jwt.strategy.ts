import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { UnauthenticatedError } from '../../common/errors.js';
import { type AuthConfig, authConfig } from '../config/auth.config.js';
import { NO_LONGER_VALID, SessionsService } from '../sessions/sessions.service.js';
import type { User } from '../user.entity.js';
import { bearerToken, type TokenPayload } from './bearer-token.js';
import { VerifiedTokens } from './verified-tokens.js';

/** What the strategy reads and sets on a request. */
export interface AuthenticatedRequest {
  headers: Record<string, string | string[] | undefined>;
  sessionId?: string;
  user?: unknown;
}

/**
 * Verifies the bearer token, then finds its session with its user (remembered until a write could
 * have changed it, else one query): an ended session (logout, another device signed out, a block or
 * role change) is refused at once, and a block or role change applies to old tokens at once.
 * A token verified once is not verified again until it expires (VerifiedTokens): JwtAuthGuard asks
 * `userOfVerified` first and goes through passport only for a token it has not seen.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(authConfig.KEY) auth: AuthConfig,
    private readonly sessions: SessionsService,
  ) {
    // A KeyObject made once: given a string, jsonwebtoken tries to parse it as a public key (and
    // throws) before making a secret key of it, on every request; that cost a signed-in read a
    // large share of its time. jsonwebtoken takes a KeyObject; passport-jwt's types predate it.
    const key = createSecretKey(Buffer.from(auth.jwtSecret)) as unknown as Buffer;
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: key, algorithms: ['HS256'], passReqToCallback: true });
  }

  /** Called by passport once the token's signature and expiry are checked. */
  async validate(request: AuthenticatedRequest, payload: TokenPayload): Promise<User> {
    const user = await this.userOf(request, payload);
    const token = bearerToken(request.headers.authorization);
    if (token) this.verified.remember(token, payload);
    return user;
  }

  /** The user of a token verified before and not expired, its session checked now; null for a token not verified yet. */
  userOfVerified(request: AuthenticatedRequest, token: string): Promise<User> | null {
    const payload = this.verified.get(token);
    return payload ? this.userOf(request, payload) : null;
  }

  private async userOf(request: AuthenticatedRequest, payload: TokenPayload): Promise<User> {
    // A token without an expiry would be valid for ever, however correctly signed: every token this API issues has one.
    if (typeof (payload as { exp?: unknown }).exp !== 'number') throw new UnauthenticatedError(NO_LONGER_VALID);
    if (typeof payload.sid !== 'string' || !Number.isInteger(payload.sub)) throw new UnauthenticatedError(NO_LONGER_VALID);
    const user = await this.sessions.userOf(payload.sid, payload.sub);
    request.sessionId = payload.sid;
    return user;
  }
}

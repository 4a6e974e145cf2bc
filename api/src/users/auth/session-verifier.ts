import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ForbiddenError, UnauthenticatedError } from '../../common/errors.js';
import { User } from '../user.entity.js';

export interface TokenPayload {
  sub: number;
  email: string;
  role: string;
}

export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * The role a token claims, read without checking its signature: only good for deciding whether a
 * request needs checking at all (a forged claim gains nothing, since a claimed admin is verified).
 */
export function claimedRole(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { role?: unknown };
    return typeof payload.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
}

/** Verifies a bearer token, then reloads its user, so a block or role change applies to old tokens at once. */
@Injectable()
export class SessionVerifier {
  constructor(
    private readonly jwt: JwtService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async userFor(token: string): Promise<User> {
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, { algorithms: ['HS256'] });
    } catch (error) {
      const reason = (error as Error).name;
      if (reason === 'TokenExpiredError') throw new UnauthenticatedError('Your session has expired. Please log in again.');
      throw new UnauthenticatedError('Your session token is invalid. Please log in again.');
    }
    const user = Number.isInteger(payload.sub) ? await this.users.findOneBy({ id: payload.sub }) : null;
    if (!user) throw new UnauthenticatedError('Your session is no longer valid. Please log in again.');
    if (user.isBlocked) throw new ForbiddenError(BLOCKED_MESSAGE);
    return user;
  }
}

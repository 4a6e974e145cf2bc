import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../../common/auth.decorators.js';
import { UnauthenticatedError } from '../../common/errors.js';
import { bearerToken, claimedRole, SessionVerifier } from './session-verifier.js';

/**
 * Global default-deny guard: every route needs a valid token unless marked @Public(). On public
 * routes only an admin sees more than anyone else, so the caller is checked (and looked up) only
 * when the token claims the admin role; any other token, or a bad one, reads as a visitor.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined>; user?: unknown }>();
    const token = bearerToken(request.headers.authorization);
    if (isPublic) {
      if (token && claimedRole(token) === 'admin') request.user = await this.sessions.userFor(token).catch(() => undefined);
      return true;
    }
    if (!token) throw new UnauthenticatedError('Please log in to continue.');
    request.user = await this.sessions.userFor(token);
    return true;
  }
}

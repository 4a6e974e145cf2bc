import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../../common/auth.decorators.js';
import { UnauthenticatedError } from '../../common/errors.js';
import { bearerToken, claimedRole } from './bearer-token.js';

/**
 * Global default-deny guard: every route needs a valid token unless marked @Public(). On public
 * routes only an admin sees more than anyone else, so passport checks (and looks up) the caller only
 * when the token claims the admin role; any other token, or a bad one, reads as a visitor.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined>; user?: unknown }>();
    const token = bearerToken(request.headers.authorization);
    if (!token || claimedRole(token) !== 'admin') return true;
    try {
      await super.canActivate(context);
    } catch {
      request.user = undefined;
    }
    return true;
  }

  handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    const reason = info instanceof Error ? info.name : '';
    if (reason === 'TokenExpiredError') throw new UnauthenticatedError('Your session has expired. Please log in again.');
    if (reason === 'JsonWebTokenError' || reason === 'NotBeforeError') throw new UnauthenticatedError('Your session token is invalid. Please log in again.');
    throw new UnauthenticatedError('Please log in to continue.');
  }
}

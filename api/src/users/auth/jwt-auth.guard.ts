import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../../common/auth.decorators.js';
import { UnauthenticatedError } from '../../common/errors.js';
import { bearerToken, claimedRole } from './bearer-token.js';
import { type AuthenticatedRequest, JwtStrategy } from './jwt.strategy.js';

/**
 * Global default-deny guard: every route needs a valid token unless marked @Public(). On public
 * routes only an admin sees more than anyone else, so the caller is checked (and looked up) only
 * when the token claims the admin role; any other token, or a bad one, reads as a visitor. A token
 * verified before goes straight to its session check (JwtStrategy.userOfVerified); passport
 * verifies the others.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (isPublic && (!token || claimedRole(token) !== 'admin')) return true;
    try {
      const known = token ? this.strategy.userOfVerified(request, token) : null;
      if (known) request.user = await known;
      else await super.canActivate(context);
    } catch (error) {
      if (!isPublic) throw error;
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

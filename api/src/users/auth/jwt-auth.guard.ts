import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../../common/auth.decorators.js';

/**
 * Global default-deny guard. Public routes still read a valid token when one is sent (admins see
 * unavailable products, for instance) but never fail because of a bad one.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    if (!context.switchToHttp().getRequest().headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      context.switchToHttp().getRequest().user = undefined;
    }
    return true;
  }

  handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    const reason = info instanceof Error ? info.name : '';
    if (reason === 'TokenExpiredError') throw new UnauthorizedException('Your session has expired. Please log in again.');
    if (reason === 'JsonWebTokenError' || reason === 'NotBeforeError') throw new UnauthorizedException('Your session token is invalid. Please log in again.');
    throw new UnauthorizedException('Please log in to continue.');
  }
}

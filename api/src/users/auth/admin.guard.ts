import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_ONLY } from '../../common/auth.decorators.js';
import { ForbiddenError } from '../../common/errors.js';
import type { User } from '../user.entity.js';

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]);
    if (!adminOnly) return true;
    const user: User | undefined = context.switchToHttp().getRequest().user;
    if (user?.role !== 'admin') throw new ForbiddenError('Only administrators can do this.');
    return true;
  }
}

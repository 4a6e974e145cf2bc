import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_ONLY, STAFF_ALLOWED } from '../../common/auth.decorators.js';
import { ForbiddenError } from '../../common/errors.js';
import { isShopStaff, type User } from '../user.entity.js';

/** Checks `@AdminOnly()` (admins) and `@StaffAllowed()` (admins and staff); a route's own decorator wins over its controller's. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const audience = this.audienceOf(context.getHandler()) ?? this.audienceOf(context.getClass());
    if (!audience) return true;
    const user: User | undefined = context.switchToHttp().getRequest().user;
    if (audience === 'staff') {
      if (!isShopStaff(user)) throw new ForbiddenError('Only shop staff can do this.');
      return true;
    }
    if (user?.role !== 'admin') throw new ForbiddenError('Only administrators can do this.');
    return true;
  }

  /** The route's own decorator decides; the controller's applies only when the route has none. */
  private audienceOf(target: object): 'staff' | 'admin' | undefined {
    if (this.reflector.get<boolean>(STAFF_ALLOWED, target as Function)) return 'staff';
    if (this.reflector.get<boolean>(ADMIN_ONLY, target as Function)) return 'admin';
    return undefined;
  }
}

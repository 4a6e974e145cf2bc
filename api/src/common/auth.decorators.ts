import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { User } from '../users/user.entity.js';

export const IS_PUBLIC = 'isPublic';
export const ADMIN_ONLY = 'adminOnly';
export const STAFF_ALLOWED = 'staffAllowed';

/** Opts a route out of the global default-deny guard. A valid token still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route (or a whole controller) to users whose role is admin. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/**
 * Opens a route (or a whole controller) to admins AND staff: the order work (orders, pick-ups,
 * returns, units, repairs). Customers are refused. On a route it overrides an `@AdminOnly()` of its
 * controller, so an admin-only controller can open single routes to staff:
 *
 *   @AdminOnly() @Controller('admin') class X { @StaffAllowed() @Get('orders') orders() {} }
 */
export const StaffAllowed = () => SetMetadata(STAFF_ALLOWED, true);

/** The signed-in user, loaded fresh from the database by the auth guard (undefined on public routes without a token). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User | undefined => {
  return context.switchToHttp().getRequest().user;
});

/** The id of the session the request's token belongs to (undefined on public routes without a token). */
export const CurrentSessionId = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  return context.switchToHttp().getRequest().sessionId;
});

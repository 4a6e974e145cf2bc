import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { User } from '../users/user.entity.js';

export const IS_PUBLIC = 'isPublic';
export const ADMIN_ONLY = 'adminOnly';

/** Opts a route out of the global default-deny guard. A valid token still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route (or a whole controller) to users whose role is admin. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/** The signed-in user, loaded fresh from the database by the auth guard (undefined on public routes without a token). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User | undefined => {
  return context.switchToHttp().getRequest().user;
});

import type { Location } from 'react-router-dom';
import type { User } from '@rental/platform/types';
import { isBackOfficeUser } from '../../admin/backOffice';

/** Where a page sent the visitor from (e.g. booking → login), as `state.from`. */
export type FromState = { from?: string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>> } | null | undefined;

export function fromPath(state: unknown): string | undefined {
  const from = (state as FromState)?.from;
  const path = typeof from === 'string' ? from : from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : undefined;
  // Only paths inside this site, and never back to the sign-in pages themselves.
  if (!path || !path.startsWith('/') || path.startsWith('//') || /^\/(login|register)\b/.test(path)) return undefined;
  return path;
}

/** Spec §4: admins (and staff) go to /admin/, others to / — unless a page asked to get its visitor back. */
export function destinationAfterSignIn(user: Pick<User, 'role'> | undefined, state: unknown): string {
  return fromPath(state) ?? (isBackOfficeUser(user) ? '/admin/' : '/');
}

import type { User, UserRole } from '../src/types/api';

/** A user as GET /api/users/ answers it, for tests of every frontend. */
export const userWithRole = (role: UserRole): User => ({
  _id: `u-${role}`,
  email: `${role}@example.com`,
  firstName: 'Sam',
  lastName: 'Reyes',
  name: 'Sam Reyes',
  role,
  isBlocked: false,
});

import type { User, UserRole } from '../src/types/api';

/** A user as GET /api/users/ answers it, for tests of every frontend. */
export const userWithRole = (role: UserRole): User => ({
  _id: `u-${role}`,
  email: `${role}@example.com`,
  firstName: 'Sam',
  lastName: 'Reyes',
  name: 'Sam Reyes',
  role,
  phone: '0771234567',
  address: '12 Galle Road, Colombo',
  profilePicture: null,
  isBlocked: false,
  hasPassword: true,
  emailVerified: true,
  createdAt: '2026-11-01T09:00:00.000Z',
});

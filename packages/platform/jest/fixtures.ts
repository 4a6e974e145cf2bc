import type { Order, User, UserRole } from '../src/types/api';

/** A user as GET /api/users/ returns it, for tests of every frontend. */
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

/** A customer's Pending order as the API shows it (Rs 1,800 rental + Rs 4,000 deposit due at pick-up), `fields` over it. */
export const pendingOrder = (fields: Partial<Order> = {}): Order => ({
  _id: '7',
  orderId: 'ORD0007',
  email: 'customer@example.com',
  days: 3,
  startingDate: '2026-12-14',
  endingDate: '2026-12-17',
  totalAmount: 1800,
  subtotal: 1800,
  taxRate: 0,
  tax: 0,
  deposit: 4000,
  amountDue: 5800,
  lateDays: 0,
  lateFee: 0,
  depositRefunded: null,
  depositRefundReason: null,
  status: 'Pending',
  orderDate: '2026-12-01T10:00:00.000Z',
  orderedItems: [],
  pickedUpAt: null,
  returnedAt: null,
  overdue: false,
  daysOverdue: 0,
  ...fields,
});

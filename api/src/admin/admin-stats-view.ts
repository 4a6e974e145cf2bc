import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES } from '../users/user.entity.js';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-states.js';
import { OrderView } from '../orders/order-view.js';

/** An order as the dashboard's recent activity lists it. */
export class RecentOrderView {
  @ApiProperty({ example: 'ORD0042' }) orderId: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Rupees' }) totalAmount: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty() orderDate: string;
}

/** A new account as the dashboard's recent activity lists it. */
export class RecentSignupView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: USER_ROLES }) role: string;
  @ApiProperty() createdAt: string;
}

/** The admin dashboard's figures, computed from the database at the time of the call. */
export class AdminStatsView {
  @ApiProperty({ description: 'Every account, admins and blocked users included' }) totalUsers: number;
  @ApiProperty({ description: 'Every order, whatever its status' }) totalOrders: number;
  @ApiProperty({ description: 'Every product, available or not' }) totalItems: number;
  @ApiProperty({ description: 'Rupees: the sum of the totals of approved orders, exact to the paisa' }) totalRevenue: number;
  @ApiProperty({ description: "Orders still 'Pending', waiting for an admin's decision" }) pendingOrders: number;
  @ApiProperty({ description: 'Approved orders past their end date and not returned' }) overdueOrders: number;
  @ApiProperty({ type: [OrderView], description: 'The overdue orders, the longest overdue first (at most 10)' }) overdue: OrderView[];
  @ApiProperty({ type: [RecentOrderView], description: 'The latest orders, newest first (at most 5)' }) recentOrders: RecentOrderView[];
  @ApiProperty({ type: [RecentSignupView], description: 'The latest accounts, newest first (at most 5)' }) recentSignups: RecentSignupView[];
}

import { Injectable } from '@nestjs/common';
import { fromCents } from '../common/money.js';
import { formatOrderId } from '../orders/order.entity.js';
import { AvailabilityService } from '../orders/availability.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { toOrderView } from '../orders/order-view.js';
import { ORDER_STATUS } from '../orders/order-states.js';
import { ProductsService } from '../products/products.service.js';
import { UsersService } from '../users/users.service.js';
import type { AdminStatsView } from './admin-stats-view.js';

/** How many of the latest orders and of the latest sign-ups the dashboard lists. */
export const RECENT_ACTIVITY_SIZE = 5;
/** How many overdue orders the dashboard lists (the count covers all of them). */
export const OVERDUE_LIST_SIZE = 10;

/** The dashboard: each feature's service counts its own records; this only puts their figures together. */
@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersService,
    private readonly orders: OrdersService,
    private readonly products: ProductsService,
    private readonly availability: AvailabilityService,
  ) {}

  async stats(): Promise<AdminStatsView> {
    const [totalUsers, totalOrders, totalItems, pendingOrders, revenueCents, recentOrders, recentSignups, [overdue, overdueOrders]] = await Promise.all([
      this.users.count(),
      this.orders.count(),
      this.products.count(),
      this.orders.count(ORDER_STATUS.pending),
      this.orders.approvedRevenueCents(),
      this.orders.newest(RECENT_ACTIVITY_SIZE),
      this.users.newest(RECENT_ACTIVITY_SIZE),
      this.availability.overdue(OVERDUE_LIST_SIZE),
    ]);
    return {
      totalUsers,
      totalOrders,
      totalItems,
      totalRevenue: fromCents(revenueCents),
      pendingOrders,
      overdueOrders,
      overdue: overdue.map(toOrderView),
      recentOrders: recentOrders.map((order) => ({
        orderId: formatOrderId(order.id),
        email: order.email,
        totalAmount: fromCents(order.totalCents),
        status: order.status,
        orderDate: order.orderDate.toISOString(),
      })),
      recentSignups: recentSignups.map((user) => ({
        _id: String(user.id),
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
      })),
    };
  }
}

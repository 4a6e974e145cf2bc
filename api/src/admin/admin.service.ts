import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { fromCents } from '../common/money.js';
import { formatOrderId, Order } from '../orders/order.entity.js';
import { AvailabilityService } from '../orders/availability.service.js';
import { toOrderView } from '../orders/order-view.js';
import { Product } from '../products/product.entity.js';
import { User } from '../users/user.entity.js';
import type { AdminStatsView } from './admin-stats-view.js';
import { ORDER_STATUS } from '../orders/order-states.js';

/** How many of the latest orders and of the latest sign-ups the dashboard lists. */
export const RECENT_ACTIVITY_SIZE = 5;
/** How many overdue orders the dashboard lists (the count covers all of them). */
export const OVERDUE_LIST_SIZE = 10;

@Injectable()
export class AdminService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly availability: AvailabilityService,
  ) {}

  async stats(): Promise<AdminStatsView> {
    const [totalUsers, totalOrders, totalItems, pendingOrders, revenueCents, recentOrders, recentSignups, [overdue, overdueOrders]] = await Promise.all([
      this.users.count(),
      this.orders.count(),
      this.products.count(),
      this.orders.countBy({ status: ORDER_STATUS.pending }),
      this.approvedRevenueCents(),
      this.orders.find({ order: { orderDate: 'DESC', id: 'DESC' }, take: RECENT_ACTIVITY_SIZE }),
      this.users.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: RECENT_ACTIVITY_SIZE }),
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

  /** Summed in paise by the database; MySQL answers SUM as a decimal string, SQLite as a number. */
  private async approvedRevenueCents(): Promise<number> {
    const row = await this.orders
      .createQueryBuilder('o')
      .select('COALESCE(SUM(o.totalCents), 0)', 'cents')
      .where('o.status = :status', { status: ORDER_STATUS.approved })
      .getRawOne<{ cents: string | number | null }>();
    return Number(row?.cents ?? 0);
  }
}

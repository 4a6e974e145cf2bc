import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { InvalidInputError } from '../common/errors.js';
import { type Page, pageRange, toPage } from '../common/pagination.js';
import { Order, parseOrderId } from '../orders/order.entity.js';
import { toOrderView } from '../orders/order-view.js';
import type { OrderStage } from '../orders/order-process.js';
import { calendarDate, calendarDayNumber, today } from '../orders/rental-days.js';
import { Product } from '../products/product.entity.js';
import { type ProductView, toProductView } from '../products/product-view.js';
import { SecondFactor } from '../users/two-factor/two-factor.entity.js';
import { User } from '../users/user.entity.js';
import { toUserView } from '../users/user-view.js';
import type { AdminOrderQuery, AdminOrderSort, AdminProductQuery, AdminProductSort, AdminUserQuery, AdminUserSort, SortDirection } from './dto/admin-list-queries.js';
import type { AdminOrderView, AdminUserView } from './admin-list-views.js';

/** '!' works as a LIKE escape on both MySQL and SQLite (as in products/product-search.ts). */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);
const containing = (text: string) => `%${escapeLike(text)}%`;
const direction = (order: SortDirection) => (order === 'asc' ? 'ASC' : 'DESC');
const DAY_MS = 86_400_000;

const ORDER_SORT: Record<AdminOrderSort, string> = { orderDate: 'o.orderDate', totalAmount: 'o.totalCents', startingDate: 'o.startingDate', orderId: 'o.id' };
const USER_SORT: Record<AdminUserSort, string[]> = { createdAt: ['u.createdAt'], name: ['u.firstName', 'u.lastName'], email: ['u.email'] };
const PRODUCT_SORT: Record<AdminProductSort, string> = { key: 'p.key', name: 'p.name', price: 'p.priceCents', category: 'p.category', stock: 'p.stock' };

/** The order process's stages (orders/order-process.ts, stageOf) as conditions the database answers. */
function whereStage(qb: SelectQueryBuilder<Order>, stage: OrderStage): void {
  if (stage !== 'approved' && stage !== 'Out' && stage !== 'Late' && stage !== 'Returned') {
    qb.andWhere('o.status = :stage', { stage });
    return;
  }
  qb.andWhere("o.status = 'approved'");
  if (stage === 'approved') qb.andWhere('o.pickedUpAt IS NULL');
  else if (stage === 'Returned') qb.andWhere('o.returnedAt IS NOT NULL');
  else {
    qb.andWhere('o.pickedUpAt IS NOT NULL').andWhere('o.returnedAt IS NULL');
    // Late: the end date (the return day) is over, as in stageOf and the overdue rule.
    qb.andWhere(stage === 'Late' ? 'o.endingDate < :today' : 'o.endingDate >= :today', { today: calendarDate(today()) });
  }
}

/** An order with its customer's name and phone (null when the account is gone). */
const toAdminOrderView = (order: Order): AdminOrderView => ({
  ...toOrderView(order),
  customerName: order.user ? `${order.user.firstName} ${order.user.lastName}`.trim() || null : null,
  customerPhone: order.user?.phone || null,
});

/**
 * The admin area's lists, one page at a time, filtered and sorted by the database. Every sort ends
 * on the id, so pages never overlap or skip a row. Never cached: admins see every write at once.
 */
@Injectable()
export class AdminListsService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(SecondFactor) private readonly secondFactors: Repository<SecondFactor>,
  ) {}

  async orderPage(query: AdminOrderQuery): Promise<Page<AdminOrderView>> {
    if (query.from && query.to && query.from > query.to) throw new InvalidInputError('from must be on or before to');
    const range = pageRange(query);
    const qb = this.orders.createQueryBuilder('o');
    if (query.status) qb.andWhere('o.status = :status', { status: query.status });
    if (query.stage) whereStage(qb, query.stage);
    if (query.from) qb.andWhere('o.orderDate >= :from', { from: new Date(calendarDayNumber(query.from)! * DAY_MS) });
    if (query.startsOn) qb.andWhere('o.startingDate = :startsOn', { startsOn: query.startsOn });
    if (query.endsOn) qb.andWhere('o.endingDate = :endsOn', { endsOn: query.endsOn });
    if (query.to) qb.andWhere('o.orderDate < :until', { until: new Date((calendarDayNumber(query.to)! + 1) * DAY_MS) });
    const words = query.q?.trim();
    if (words) {
      const id = parseOrderId(words.toUpperCase());
      if (id !== null) qb.andWhere('o.id = :id', { id });
      // A prefix, so the e-mail index answers it: 'customer004' finds customer00412@….
      else qb.andWhere("o.email LIKE :email ESCAPE '!'", { email: `${escapeLike(words.toLowerCase())}%` });
    }
    const order = direction(query.order ?? 'desc');
    qb.orderBy(ORDER_SORT[query.sort ?? 'orderDate'], order).addOrderBy('o.id', order);
    const [rows, total] = await qb.select('o.id').skip(range.skip).take(range.limit).getManyAndCount();
    const ids = rows.map((row) => row.id);
    // The lines of this page only, in a second query: paging a join would page the lines.
    // With the account that booked it, for the customer's name and phone.
    const withLines = ids.length ? await this.orders.find({ where: { id: In(ids) }, relations: { lines: true, user: true, payments: true } }) : [];
    const byId = new Map(withLines.map((o) => [o.id, o]));
    return toPage(ids.map((id) => toAdminOrderView(byId.get(id)!)), total, range);
  }

  async userPage(query: AdminUserQuery): Promise<Page<AdminUserView>> {
    const range = pageRange(query);
    const qb = this.users.createQueryBuilder('u');
    if (query.blocked !== undefined) qb.andWhere('u.isBlocked = :blocked', { blocked: query.blocked });
    // Each word must match the first name, the last name or the e-mail: 'cara tester' finds Cara Tester.
    (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5).forEach((word, i) => {
      qb.andWhere(`(u.email LIKE :w${i} ESCAPE '!' OR u.firstName LIKE :w${i} ESCAPE '!' OR u.lastName LIKE :w${i} ESCAPE '!')`, { [`w${i}`]: containing(word) });
    });
    const sort = query.sort ?? 'createdAt';
    const order = direction(query.order ?? (sort === 'createdAt' ? 'desc' : 'asc'));
    USER_SORT[sort].forEach((column, i) => (i === 0 ? qb.orderBy(column, order) : qb.addOrderBy(column, order)));
    const [users, total] = await qb.addOrderBy('u.id', order).skip(range.skip).take(range.limit).getManyAndCount();
    // The page's second factors in one more query (no join: most accounts have none).
    const ids = users.map((user) => user.id);
    const enabled = ids.length
      ? new Set(
          (await this.secondFactors.createQueryBuilder('f').select('f.userId', 'userId').where('f.userId IN (:...ids)', { ids }).andWhere('f.enabledAt IS NOT NULL').getRawMany<{ userId: number }>()).map((row) =>
            Number(row.userId),
          ),
        )
      : new Set<number>();
    return toPage(users.map((user) => ({ ...toUserView(user), twoFactor: enabled.has(user.id) })), total, range);
  }

  async productPage(query: AdminProductQuery): Promise<Page<ProductView>> {
    const range = pageRange(query);
    const qb: SelectQueryBuilder<Product> = this.products.createQueryBuilder('p');
    if (query.category) qb.andWhere('p.category = :category', { category: query.category });
    if (query.availability !== undefined) qb.andWhere('p.availability = :availability', { availability: query.availability });
    const words = query.q?.trim();
    if (words) qb.andWhere("(p.key LIKE :pattern ESCAPE '!' OR p.name LIKE :pattern ESCAPE '!')", { pattern: containing(words) });
    const order = direction(query.order ?? 'asc');
    const [products, total] = await qb
      .orderBy(PRODUCT_SORT[query.sort ?? 'key'], order)
      .addOrderBy('p.id', order)
      .skip(range.skip)
      .take(range.limit)
      .getManyAndCount();
    return toPage(products.map(toProductView), total, range);
  }
}

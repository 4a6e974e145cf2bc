import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type FindOptionsWhere, In, type Repository } from 'typeorm';
import { ConflictError, InvalidInputError } from '../common/errors.js';
import { fromCents } from '../common/money.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { Product } from '../products/product.entity.js';
import { User } from '../users/user.entity.js';
import { type CartDto, MAX_QTY } from './dto/cart.dto.js';
import type { AdminOrderStatus } from './dto/order-status.dto.js';
import { AvailabilityService } from './availability.service.js';
import { formatOrderId, Order, OrderLine, parseOrderId } from './order.entity.js';
import { OrderNotFoundError } from './order-errors.js';
import { type OrderView, type QuoteView, toOrderView } from './order-view.js';
import { PendingHolds } from './pending-holds.js';
import { type QuotedLine, quoteLines } from './quote.js';
import { calendarDayNumber, MAX_RENTAL_DAYS, rentalDays, today } from './rental-days.js';

interface PricedCart {
  days: number;
  lines: (QuotedLine & { image: string | null; available: number })[];
  totalCents: number;
}

/** Only a client in a time zone ahead of UTC may still be on the previous UTC day. */
const PAST_START_GRACE_DAYS = 1;

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly availability: AvailabilityService,
    private readonly pendingHolds: PendingHolds,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async quote(cart: CartDto): Promise<QuoteView> {
    // The quote is what a customer could book: a rental longer than they may book is refused here already.
    this.checkRentalLength(cart);
    const priced = await this.price(cart, this.dataSource.manager);
    return {
      total: fromCents(priced.totalCents),
      days: priced.days,
      lines: priced.lines.map((line) => ({
        key: line.key,
        name: line.name,
        price: fromCents(line.priceCents),
        qty: line.qty,
        lineTotal: fromCents(line.lineTotalCents),
        available: line.available,
      })),
    };
  }

  /**
   * Prices the cart, checks every line's units are free on every held day and writes the order,
   * all in one transaction. Two bookings of the same product never check at the same time: on
   * MySQL the product rows are locked (FOR UPDATE, in id order so bookings never deadlock) until
   * the order is written; on the embedded database every write runs alone (see database/database-writes.ts).
   */
  async create(cart: CartDto, customer: User): Promise<OrderView> {
    if (calendarDayNumber(cart.startingDate)! < today() - PAST_START_GRACE_DAYS) throw new InvalidInputError('The rental cannot start in the past');
    const order = await this.writes.transaction(async (manager) => {
      if (customer.role !== 'admin') await this.checkCustomerLimits(cart, customer, manager);
      const priced = await this.price(cart, manager, { lock: true });
      const lines = priced.lines.map((line) =>
        manager.create(OrderLine, { productKey: line.key, productName: line.name, productImage: line.image, priceCents: line.priceCents, quantity: line.qty }),
      );
      return manager.save(
        manager.create(Order, {
          email: customer.email,
          user: { id: customer.id },
          days: priced.days,
          startingDate: cart.startingDate,
          endingDate: cart.endingDate,
          totalCents: priced.totalCents,
          status: 'Pending',
          lines,
        }),
      );
    });
    return toOrderView(order);
  }

  /**
   * How much stock a customer may hold (staff book without these limits): a rental of at most
   * MAX_RENTAL_DAYS, and at most MAX_OPEN_BOOKINGS bookings that hold units at once. The
   * customer's row is locked first (MySQL), so two bookings of one customer count in turn.
   */
  private async checkCustomerLimits(cart: CartDto, customer: User, manager: EntityManager): Promise<void> {
    const { maxOpenBookings } = this.config.holding;
    this.checkRentalLength(cart);
    if (this.writes.locksRows) await this.writes.lockRows(manager.createQueryBuilder(User, 'u').where('u.id = :id', { id: customer.id })).getOne();
    const open = await manager
      .createQueryBuilder(Order, 'o')
      .where('o.userId = :id', { id: customer.id })
      .andWhere("((o.status = 'approved' AND o.returnedAt IS NULL) OR (o.status = 'Pending' AND o.orderDate >= :pendingSince))", { pendingSince: this.pendingHolds.cutoff() })
      .getCount();
    if (open >= maxOpenBookings) {
      throw new ConflictError(`You have ${open} open bookings, the most one customer can have at once. Please wait for the shop's answer, or cancel a Pending one.`);
    }
  }

  private checkRentalLength(cart: CartDto): void {
    const { maxRentalDays } = this.config.holding;
    const days = rentalDays(calendarDayNumber(cart.startingDate)!, calendarDayNumber(cart.endingDate)!);
    if (days > maxRentalDays) throw new InvalidInputError(`A rental can last at most ${maxRentalDays} days online; please contact the shop for longer hires`);
  }

  /** Newest first: an admin sees every order, a customer only their own. Stale Pending bookings are shown as 'Expired'. */
  async list(user: User): Promise<OrderView[]> {
    await this.pendingHolds.expireStale();
    const orders = await this.orders.find({
      where: user.role === 'admin' ? {} : { user: { id: user.id } },
      relations: { lines: true },
      order: { orderDate: 'DESC', id: 'DESC' },
    });
    return orders.map(toOrderView);
  }

  /**
   * The admin's decision (spec: either value on any order). Approving an order that holds nothing
   * (Rejected, Cancelled, Expired, or Pending past its hold) takes its units again, so it is checked like a new booking.
   */
  async setStatus(orderId: string, status: AdminOrderStatus): Promise<OrderView> {
    return this.transition(orderId, async (order, manager) => {
      if (status === 'approved' && !this.pendingHolds.holdsUnits(order)) await this.checkStock(order, manager);
      order.status = status;
    });
  }

  /** A customer withdraws their own booking while it is still Pending; its units are free at once. */
  async cancel(orderId: string, user: User): Promise<OrderView> {
    return this.transition(orderId, async (order) => {
      // Someone else's order is answered as if it did not exist.
      if (user.role !== 'admin' && order.user?.id !== user.id) throw noSuchOrder(orderId);
      if (order.status !== 'Pending') throw new ConflictError(`Only a Pending booking can be cancelled; ${orderLabel(order)} is ${order.status}`);
      order.status = 'Cancelled';
    });
  }

  async markPickedUp(orderId: string): Promise<OrderView> {
    return this.transition(orderId, async (order) => {
      if (order.status !== 'approved') throw new ConflictError(`Only an approved order can be picked up; ${orderLabel(order)} is ${order.status}`);
      if (order.pickedUpAt) throw new ConflictError(`${orderLabel(order)} was already picked up`);
      order.pickedUpAt = wholeSecondNow();
    });
  }

  async markReturned(orderId: string): Promise<OrderView> {
    return this.transition(orderId, async (order) => {
      if (!order.pickedUpAt) throw new ConflictError(`${orderLabel(order)} has not been picked up yet`);
      if (order.returnedAt) throw new ConflictError(`${orderLabel(order)} was already returned`);
      order.returnedAt = wholeSecondNow();
    });
  }

  /** Reads the order (locked on MySQL), lets `change` check and edit it, and saves it in one transaction. */
  private async transition(orderId: string, change: (order: Order, manager: EntityManager) => Promise<void>): Promise<OrderView> {
    const id = parseOrderId(orderId);
    if (id === null) throw noSuchOrder(orderId);
    const order = await this.writes.transaction(async (manager) => {
      // The order's row is locked first (MySQL), so two changes to one order take turns.
      if (this.writes.locksRows) await this.writes.lockRows(manager.createQueryBuilder(Order, 'o').where('o.id = :id', { id })).getOne();
      const found = await manager.findOne(Order, { where: { id }, relations: { lines: true, user: true } });
      if (!found) throw noSuchOrder(orderId);
      await change(found, manager);
      const { status, pickedUpAt, returnedAt } = found;
      await manager.update(Order, { id }, { status, pickedUpAt, returnedAt });
      return found;
    });
    return toOrderView(order);
  }

  /** Re-checks a stored order's lines against what is free now (locking its products on MySQL). */
  private async checkStock(order: Order, manager: EntityManager): Promise<void> {
    const quantities = sumByKey(order.lines.map((line) => ({ key: line.productKey, qty: line.quantity })));
    const products = await this.findProducts(manager, [...quantities.keys()], true);
    await this.availability.requireFree(products, quantities, order.startingDate, order.endingDate, manager);
  }

  /**
   * The products with exactly these keys, in id order. With `lock`, their rows are then locked by
   * id: a locking read takes its locks in the order the chosen index is scanned, and MySQL scans
   * `key IN (…)` by the key index for a few keys but the whole table by id for many, so two carts
   * (say two lines and sixty) would lock the same rows in opposite orders and deadlock. By id,
   * every booking and approval locks in ascending id order and simply waits its turn.
   */
  private async findProducts(manager: EntityManager, keys: string[], lock: boolean): Promise<Product[]> {
    const inIdOrder = (where: FindOptionsWhere<Product>) => manager.createQueryBuilder(Product, 'product').where(where).orderBy('product.id');
    let found = await inIdOrder({ key: In(keys) }).getMany();
    // Read again under the lock: the row may have changed (or gone) since the plain read.
    if (lock && this.writes.locksRows && found.length) found = await this.writes.lockRows(inIdOrder({ id: In(found.map((product) => product.id)) })).getMany();
    // Exact match: MySQL's case-insensitive collation would also return other letter cases.
    return found.filter((product) => keys.includes(product.key));
  }

  /** The server is the only source of days, prices and totals; nothing priced by the client is trusted. */
  private async price(cart: CartDto, manager: EntityManager, { lock }: { lock: boolean } = { lock: false }): Promise<PricedCart> {
    const start = calendarDayNumber(cart.startingDate)!;
    const end = calendarDayNumber(cart.endingDate)!;
    if (end < start) throw new InvalidInputError('The end date cannot be before the start date');
    const days = rentalDays(start, end);
    if (days > MAX_RENTAL_DAYS) throw new InvalidInputError(`A rental can last at most ${MAX_RENTAL_DAYS} days; please contact the shop for longer hires`);

    const quantities = sumByKey(cart.orderedItems);
    const tooMany = [...quantities].filter(([, qty]) => qty > MAX_QTY).map(([key]) => key);
    if (tooMany.length) throw new InvalidInputError(`At most ${MAX_QTY} of one product can be booked: ${tooMany.join(', ')}`);

    const keys = [...quantities.keys()];
    const byKey = new Map((await this.findProducts(manager, keys, lock)).map((product) => [product.key, product]));
    const unknown = keys.filter((key) => !byKey.has(key));
    if (unknown.length) throw new InvalidInputError(`These products do not exist: ${unknown.join(', ')}`);
    const unavailable = keys.map((key) => byKey.get(key)!).filter((product) => !product.availability);
    if (unavailable.length) {
      // Named by the keys the client sent: a hidden product's name is not for customers to learn.
      throw new InvalidInputError(`These products are not available for rent right now: ${unavailable.map((p) => p.key).join(', ')}`);
    }

    const { lines, totalCents } = quoteLines(
      keys.map((key) => ({ key, name: byKey.get(key)!.name, priceCents: byKey.get(key)!.priceCents, qty: quantities.get(key)! })),
      days,
    );

    // Every line's units must be free on every held day; short lines are named in the cart's order.
    const free = await this.availability.requireFree(keys.map((key) => byKey.get(key)!), quantities, cart.startingDate, cart.endingDate, manager);

    return {
      days,
      totalCents,
      lines: lines.map((line) => ({ ...line, image: byKey.get(line.key)!.images[0] ?? null, available: free.get(line.key)! })),
    };
  }
}

/** The same product listed twice is one line with the quantities added up, in the order first seen. */
function sumByKey(lines: { key: string; qty: number }[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.key, (quantities.get(line.key) ?? 0) + line.qty);
  return quantities;
}

const noSuchOrder = (orderId: string) => new OrderNotFoundError(orderId);
const orderLabel = (order: Order) => formatOrderId(order.id);
/** MySQL's DATETIME keeps whole seconds, so the answer is rounded the same way as what is stored. */
const wholeSecondNow = () => new Date(Math.floor(Date.now() / 1000) * 1000);

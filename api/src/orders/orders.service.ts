import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, type Repository } from 'typeorm';
import { fromCents } from '../common/money.js';
import { serialWrite } from '../database/serial-writes.js';
import { Product } from '../products/product.entity.js';
import type { User } from '../users/user.entity.js';
import { type CartDto, MAX_QTY } from './dto/cart.dto.js';
import type { AdminOrderStatus } from './dto/order-status.dto.js';
import { Order, OrderLine, parseOrderId } from './order.entity.js';
import { type OrderView, type QuoteView, toOrderView } from './order-view.js';
import { type QuotedLine, quoteLines } from './quote.js';
import { calendarDayNumber, MAX_RENTAL_DAYS, rentalDays } from './rental-days.js';

interface PricedCart {
  days: number;
  lines: (QuotedLine & { image: string | null })[];
  totalCents: number;
}

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly dataSource: DataSource,
  ) {}

  async quote(cart: CartDto): Promise<QuoteView> {
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
      })),
    };
  }

  /** Prices the cart and writes the order with its product snapshots in one transaction. */
  async create(cart: CartDto, customer: User): Promise<OrderView> {
    const order = await serialWrite(this.dataSource, () =>
      this.dataSource.transaction(async (manager) => {
        const priced = await this.price(cart, manager);
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
      }),
    );
    return toOrderView(order);
  }

  /** Newest first: an admin sees every order, a customer only their own. */
  async list(user: User): Promise<OrderView[]> {
    const orders = await this.orders.find({
      where: user.role === 'admin' ? {} : { user: { id: user.id } },
      relations: { lines: true },
      order: { orderDate: 'DESC', id: 'DESC' },
    });
    return orders.map(toOrderView);
  }

  async setStatus(orderId: string, status: AdminOrderStatus): Promise<OrderView> {
    const id = parseOrderId(orderId);
    const order = id === null ? null : await this.orders.findOne({ where: { id }, relations: { lines: true } });
    if (!order) throw new NotFoundException(`No order has the id ${orderId}`);
    await serialWrite(this.dataSource, () => this.orders.update({ id: order.id }, { status }));
    order.status = status;
    return toOrderView(order);
  }

  /** The server is the only source of days, prices and totals; nothing priced by the client is trusted. */
  private async price(cart: CartDto, manager: EntityManager): Promise<PricedCart> {
    const start = calendarDayNumber(cart.startingDate)!;
    const end = calendarDayNumber(cart.endingDate)!;
    if (end < start) throw new BadRequestException('The end date cannot be before the start date');
    const days = rentalDays(start, end);
    if (days > MAX_RENTAL_DAYS) throw new BadRequestException(`A rental can last at most ${MAX_RENTAL_DAYS} days; please contact the shop for longer hires`);

    // The same product added twice is one line with the quantities added up, in the order first seen.
    const quantities = new Map<string, number>();
    for (const item of cart.orderedItems) quantities.set(item.key, (quantities.get(item.key) ?? 0) + item.qty);
    const tooMany = [...quantities].filter(([, qty]) => qty > MAX_QTY).map(([key]) => key);
    if (tooMany.length) throw new BadRequestException(`At most ${MAX_QTY} of one product can be booked: ${tooMany.join(', ')}`);

    const keys = [...quantities.keys()];
    const found = await manager.findBy(Product, { key: In(keys) });
    // Exact match: MySQL's case-insensitive collation would also return other letter cases.
    const byKey = new Map(found.filter((product) => quantities.has(product.key)).map((product) => [product.key, product]));
    const unknown = keys.filter((key) => !byKey.has(key));
    if (unknown.length) throw new BadRequestException(`These products do not exist: ${unknown.join(', ')}`);
    const unavailable = keys.map((key) => byKey.get(key)!).filter((product) => !product.availability);
    if (unavailable.length) {
      throw new BadRequestException(`These products are not available for rent right now: ${unavailable.map((p) => `${p.name} (${p.key})`).join(', ')}`);
    }

    const { lines, totalCents } = quoteLines(
      keys.map((key) => ({ key, name: byKey.get(key)!.name, priceCents: byKey.get(key)!.priceCents, qty: quantities.get(key)! })),
      days,
    );
    return { days, totalCents, lines: lines.map((line) => ({ ...line, image: byKey.get(line.key)!.images[0] ?? null })) };
  }
}

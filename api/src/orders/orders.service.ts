import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type FindOptionsWhere, In, IsNull, type Repository } from 'typeorm';
import { formatDay, rentalDays } from '@rental/money-days/days';
import { formatPaise } from '@rental/money-days/money';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { fromCents, toCents } from '../common/money.js';
import { sortedPage, startingWith } from '../common/list-query.js';
import type { Page } from '../common/pagination.js';
import { AuditService } from '../audit/audit.service.js';
import { type ServerConfig, serverConfig } from '../config/server.config.js';
import { type ShopConfig, shopConfig } from '../config/shop.config.js';
import { type OrdersConfig, ordersConfig } from './config/orders.config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { OutboxMail } from '../mail/outbox-mail.entity.js';
import { paymentLines } from '../mail/mail-content.js';
import { amountDueCentsOf, PAID_FOR, paidCentsOf } from '../payments/payment.entity.js';
import { PaymentsService } from '../payments/payments.service.js';
import { Payment } from '../payments/payment.entity.js';
import { Product } from '../products/product.entity.js';
import { isShopStaff, User } from '../users/user.entity.js';
import { type CartDto, MAX_QTY } from './dto/cart.dto.js';
import type { AdminOrderStatus } from './dto/order-status.dto.js';
import { AvailabilityService } from './availability.service.js';
import { formatOrderId, Order, OrderLine, parseOrderId } from './order.entity.js';
import { ORDER_STAGE, ORDER_STATUS, type OrderStatus } from './order-states.js';
import { OrderNotFoundError } from './order-errors.js';
import { idDocumentRequired, readIdDocumentSettings } from '../id-documents/id-document-rules.js';
import { requireAction, stageOf, whereStage } from './order-process.js';
import { OrderUnits, type OrderUnitsView } from './order-units.js';
import type { ExtendOrderDto, PickupOrderDto, ReturnOrderDto } from './dto/order-paperwork.dto.js';
import type { LateFeeDto, OrderHandlerDto, OrderNoteDto } from './dto/order-staff.dto.js';
import { OrderNote } from './order-note.entity.js';
import { type OrderNoteView, toOrderNoteView } from './order-note-view.js';
import { ShortageError } from './order-errors.js';
import { type Paperwork, renderPaperwork } from './paperwork.js';
import { PendingHolds } from './pending-holds.js';
import { IdempotencyKeys } from '../idempotency/idempotency-keys.js';
import { type AdminOrderView, type ExtensionQuoteView, type OrderHandlerView, type OrderSaved, type OrderView, priceOrderLines, type QuoteView, subtotalCentsOf, toAdminOrderView, toOrderView } from './order-view.js';
import type { AdminOrderQuery, AdminOrderSort } from './dto/admin-order-query.js';
import { percentOf, type PricedRateLine, type PricedRental, priceRental, withDeliveryFee, withDiscount } from './pricing.js';
import { type DeliveryPlan, DeliveryService } from '../delivery/delivery.service.js';
import { CouponsService } from '../coupons/coupons.service.js';
import type { Coupon } from '../coupons/coupon.entity.js';
import { TermsService } from '../terms/terms.service.js';
import { renderAgreement } from './agreement.js';
import { rentalCalendar } from './rental-calendar.js';
import type { MailFile } from '../mail/mail-attachment.entity.js';
import { TermsVersion } from '../terms/terms-version.entity.js';
import { calendarDayNumber, checkLongestRental, heldDays, today } from './rental-days.js';

interface PricedCart extends Omit<PricedRental, 'lines'> {
  days: number;
  lines: (PricedRateLine & { name: string; category: string; image: string | null; available: number })[];
}

/** Where the customer accepted the terms from: the client address the request came from. */
export interface BookingClient {
  ipAddress: string;
}

/** Only a client in a time zone ahead of UTC may still be on the previous UTC day. */
const PAST_START_GRACE_DAYS = 1;
const DAY_MS = 86_400_000;
const ADMIN_ORDER_SORT: Record<AdminOrderSort, string> = { orderDate: 'o.orderDate', totalAmount: 'o.totalCents', startingDate: 'o.startingDate', orderId: 'o.id' };

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly availability: AvailabilityService,
    private readonly pendingHolds: PendingHolds,
    private readonly orderUnits: OrderUnits,
    @Inject(ordersConfig.KEY) private readonly config: OrdersConfig,
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
    @Inject(shopConfig.KEY) private readonly shop: ShopConfig,
    private readonly audit: AuditService,
    private readonly mail: MailOutbox,
    private readonly coupons: CouponsService,
    private readonly terms: TermsService,
    private readonly payments: PaymentsService,
    private readonly delivery: DeliveryService,
    private readonly idempotency: IdempotencyKeys,
  ) {}

  async quote(cart: CartDto): Promise<QuoteView> {
    // The quote is what a customer could book: a rental longer than they may book is refused here already.
    this.checkRentalLength(cart);
    const priced = await this.priceWithCoupon(cart, this.dataSource.manager);
    return {
      total: fromCents(priced.totalCents),
      subtotal: fromCents(priced.subtotalCents),
      ...(priced.couponCode ? { couponCode: priced.couponCode, discount: fromCents(priced.discountCents) } : {}),
      ...(priced.delivery.fields.fulfilment === 'delivery' ? { fulfilment: 'delivery' as const, deliveryFee: fromCents(priced.deliveryFeeCents) } : {}),
      taxRate: this.config.pricing.taxBasisPoints / 100,
      tax: fromCents(priced.taxCents),
      deposit: fromCents(priced.depositCents),
      amountDue: fromCents(priced.amountDueCents),
      days: priced.days,
      lines: priced.lines.map((line) => ({
        key: line.key,
        name: line.name,
        price: fromCents(line.dayCents),
        ...(line.weekendCents === null ? {} : { weekendPrice: fromCents(line.weekendCents) }),
        ...(line.weekCents === null ? {} : { weekPrice: fromCents(line.weekCents) }),
        qty: line.qty,
        days: priced.days,
        breakdown: line.breakdown,
        amount: fromCents(line.amountCents),
        lineTotal: fromCents(line.amountCents),
        deposit: fromCents(line.lineDepositCents),
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
  async create(cart: CartDto, customer: User, client: BookingClient = { ipAddress: '' }): Promise<OrderSaved> {
    if (calendarDayNumber(cart.startingDate)! < today() - PAST_START_GRACE_DAYS) throw new InvalidInputError('The rental cannot start in the past');
    // Before the transaction: placing the address may ask the geocoder, which takes up to seconds.
    const place = await this.delivery.place(cart.fulfilment);
    return this.writes.transaction(async (manager) => {
      // First, so a duplicate sent at the same moment waits for this booking's response rather than for its stock.
      await this.idempotency.claimIn(manager);
      if (!isShopStaff(customer)) await this.checkCustomerLimits(cart, customer, manager);
      const acceptance = await this.checkAcceptance(cart, manager);
      let priced: PricedCart = await this.price(cart, manager, { lock: true });
      let coupon: Coupon | null = null;
      if (cart.couponCode?.trim()) {
        const redeemed = await this.coupons.redeem(cart.couponCode, priced.lines.map(couponLineOf), customer, manager);
        coupon = redeemed.coupon;
        priced = { ...priced, ...withDiscount(priced, redeemed.discountCents, this.config.pricing.taxBasisPoints), lines: priced.lines };
      }
      // After the coupon: the free-delivery threshold counts the rental charges less the discount.
      const delivery = await this.delivery.plan(cart.fulfilment, place, cart.startingDate, cart.endingDate, priced.subtotalCents - priced.discountCents, manager, { lock: true });
      priced = { ...priced, ...withDeliveryFee(priced, delivery.feeCents, this.config.pricing.taxBasisPoints), lines: priced.lines };
      const lines = priced.lines.map((line) =>
        manager.create(OrderLine, {
          productKey: line.key,
          productName: line.name,
          productImage: line.image,
          priceCents: line.dayCents,
          weekendPriceCents: line.weekendCents,
          weekPriceCents: line.weekCents,
          depositCents: line.depositCents,
          quantity: line.qty,
        }),
      );
      const saved = await manager.save(
        manager.create(Order, {
          email: customer.email,
          user: { id: customer.id },
          days: priced.days,
          startingDate: cart.startingDate,
          endingDate: cart.endingDate,
          totalCents: priced.totalCents,
          taxBasisPoints: this.config.pricing.taxBasisPoints,
          taxCents: priced.taxCents,
          depositCents: priced.depositCents,
          couponCode: coupon?.code ?? null,
          discountCents: priced.discountCents,
          deliveryFeeCents: priced.deliveryFeeCents,
          ...delivery.fields,
          termsVersion: acceptance?.termsVersion ?? null,
          termsAcceptedName: acceptance?.name ?? null,
          termsAcceptedAt: acceptance ? wholeSecondNow() : null,
          termsAcceptedFrom: acceptance ? client.ipAddress.slice(0, 64) || 'unknown' : null,
          idDocumentRequired: idDocumentRequired(await readIdDocumentSettings(manager), priced.totalCents, priced.lines.map((line) => line.category)),
          status: ORDER_STATUS.pending,
          lines,
        }),
      );
      if (coupon) await this.coupons.recordUse(coupon, saved.id, customer, priced.discountCents, manager);
      await this.audit.record(manager, customer, 'order', formatOrderId(saved.id), 'created', null, orderSnapshot(saved));
      await this.mail.queue(manager, 'booking-received', saved, customer, await this.confirmationFiles(saved, customer, manager));
      const response: OrderSaved = { message: 'Booking Created', order: toOrderView(saved) };
      await this.idempotency.keepResponseIn(manager, response);
      return response;
    });
  }

  /**
   * The paperwork of an order as a PDF: the customer's own order, or any for staff; someone else's
   * is not found (404). Only an approved order is an invoice: a Pending one is a
   * booking confirmation, and one closed without going ahead (cancelled, rejected, expired) says
   * so, with nothing due.
   */
  async invoicePdf(orderId: string, user: User): Promise<{ fileName: string; pdf: Buffer }> {
    const id = parseOrderId(orderId);
    const order = id === null ? null : await this.orders.findOne({ where: { id }, relations: { lines: true, user: true, payments: true } });
    if (!order || (!isShopStaff(user) && order.user?.id !== user.id)) throw noSuchOrder(orderId);
    const kind = PAPERWORK[order.status];
    const payments = order.payments ?? [];
    const { lines, priced } = priceOrderLines(order);
    const pdf = await renderPaperwork({
      title: kind.title,
      ...(kind.note ? { note: kind.note } : {}),
      shop: this.shop,
      reference: `Order ${orderLabel(order)} of ${formatDay(order.orderDate.toISOString())}`,
      customer: { name: order.user ? `${order.user.firstName} ${order.user.lastName}`.trim() : order.email, email: order.email, address: order.user?.address ?? null },
      startingDate: order.startingDate,
      endingDate: order.endingDate,
      days: order.days,
      status: order.status,
      lines: lines.map((line, i) => ({ name: line.productName, key: line.productKey, qty: line.quantity, breakdown: priced.lines[i].breakdown, amountCents: priced.lines[i].amountCents, depositCents: priced.lines[i].lineDepositCents })),
      subtotalCents: subtotalCentsOf(order),
      discount: order.discountCents ? { code: order.couponCode ?? '', cents: order.discountCents } : null,
      delivery: deliveryOf(order),
      lateDays: order.lateDays,
      lateFeeCents: order.lateFeeCents,
      lateFeeReason: order.lateFeeReason,
      taxPercent: order.taxBasisPoints / 100,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      depositCents: order.depositCents,
      amountDueCents: kind.closed ? null : amountDueCentsOf(order, payments),
      depositRefundedCents: order.depositRefundedCents,
      depositRefundReason: order.depositRefundReason,
      payments: { lines: paymentLines(payments), paidCents: paidCentsOf(payments) },
    });
    return { fileName: `${kind.file}-${orderLabel(order)}.pdf`, pdf };
  }

  /** The quote of a cart as a PDF, priced exactly as POST /api/orders/quote prices it. */
  async quotePdf(cart: CartDto): Promise<Buffer> {
    const priced = await this.priceWithCoupon(cart, this.dataSource.manager);
    return renderPaperwork({
      title: 'Quote',
      shop: this.shop,
      reference: `Made on ${new Date().toISOString().slice(0, 10)}; prices and availability may change until you book`,
      customer: null,
      startingDate: cart.startingDate,
      endingDate: cart.endingDate,
      days: priced.days,
      status: null,
      lines: priced.lines.map((line) => ({ name: line.name, key: line.key, qty: line.qty, breakdown: line.breakdown, amountCents: line.amountCents, depositCents: line.lineDepositCents })),
      subtotalCents: priced.subtotalCents,
      discount: priced.couponCode ? { code: priced.couponCode, cents: priced.discountCents } : null,
      delivery: priced.delivery.fields.fulfilment === 'delivery' ? { cents: priced.deliveryFeeCents, city: priced.delivery.fields.deliveryCity ?? '', deliveryWindow: priced.delivery.fields.deliveryWindow ?? '', collectionWindow: priced.delivery.fields.collectionWindow ?? '' } : null,
      lateDays: 0,
      lateFeeCents: 0,
      taxPercent: this.config.pricing.taxBasisPoints / 100,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
      depositCents: priced.depositCents,
      amountDueCents: priced.amountDueCents,
      depositRefundedCents: null,
      depositRefundReason: null,
    });
  }

  /**
   * The cart priced as the quote shows it: with its coupon's discount when it names one (every rule
   * but the per-customer one), then its delivery fee (every delivery rule, the window's places as they are now).
   */
  private async priceWithCoupon(cart: CartDto, manager: EntityManager): Promise<PricedCart & { couponCode: string | null; delivery: DeliveryPlan }> {
    const place = await this.delivery.place(cart.fulfilment);
    let priced: PricedCart = await this.price(cart, manager);
    let couponCode: string | null = null;
    if (cart.couponCode?.trim()) {
      const { coupon, discountCents } = await this.coupons.priceFor(cart.couponCode, priced.lines.map(couponLineOf), manager);
      priced = { ...priced, ...withDiscount(priced, discountCents, this.config.pricing.taxBasisPoints), lines: priced.lines };
      couponCode = coupon.code;
    }
    const delivery = await this.delivery.plan(cart.fulfilment, place, cart.startingDate, cart.endingDate, priced.subtotalCents - priced.discountCents, manager, { lock: false });
    return { ...priced, ...withDeliveryFee(priced, delivery.feeCents, this.config.pricing.taxBasisPoints), lines: priced.lines, couponCode, delivery };
  }

  /**
   * While the shop has rental terms, a booking must accept the newest version by the customer's
   * typed full name; an older client that sends none is told what to do. Null when there are no terms.
   */
  private async checkAcceptance(cart: CartDto, manager: EntityManager): Promise<{ termsVersion: number; name: string } | null> {
    const current = await this.terms.current(manager);
    if (!current) return null;
    if (!cart.acceptance) {
      throw new InvalidInputError(
        'Please read the rental terms and accept them by typing your full name before booking (acceptance: { name, termsVersion }; the terms are at GET /api/terms). If your page does not show them, reload it.',
      );
    }
    if (cart.acceptance.termsVersion !== current.id) {
      throw new ConflictError(`The rental terms have changed (now version ${current.id}): please read them again and accept the new version`);
    }
    return { termsVersion: current.id, name: cart.acceptance.name.trim() };
  }

  /**
   * The rental agreement of an order as a PDF: the terms version it accepted, the order, and the
   * acceptance (name, time, client address). The customer's own order, or any for staff; an order
   * booked without terms has none (404).
   */
  async agreementPdf(orderId: string, user: User): Promise<{ fileName: string; pdf: Buffer }> {
    const id = parseOrderId(orderId);
    const order = id === null ? null : await this.orders.findOne({ where: { id }, relations: { lines: true, user: true } });
    if (!order || (!isShopStaff(user) && order.user?.id !== user.id)) throw noSuchOrder(orderId);
    if (order.termsVersion === null) throw new NotFoundError(`${orderLabel(order)} was booked without rental terms, so it has no agreement`);
    const terms = await this.terms.version(order.termsVersion);
    const pdf = await this.renderAgreementOf(order, terms, order.user ? `${order.user.firstName} ${order.user.lastName}`.trim() : order.email);
    return { fileName: agreementFileName(order), pdf };
  }

  /** The agreement PDF of an order that accepted `terms` (the order with its lines). */
  private renderAgreementOf(order: Order, terms: TermsVersion, customerName: string): Promise<Buffer> {
    const { lines, priced } = priceOrderLines(order);
    return renderAgreement({
      shop: this.shop,
      orderId: orderLabel(order),
      orderDate: order.orderDate.toISOString().slice(0, 10),
      customer: { name: customerName || order.email, email: order.email },
      startingDate: order.startingDate,
      endingDate: order.endingDate,
      days: order.days,
      lines: lines.map((line, i) => ({ name: line.productName, key: line.productKey, qty: line.quantity, amountCents: priced.lines[i].amountCents, depositCents: priced.lines[i].lineDepositCents })),
      subtotalCents: subtotalCentsOf(order),
      discount: order.discountCents ? { code: order.couponCode ?? '', cents: order.discountCents } : null,
      delivery: deliveryOf(order),
      taxPercent: order.taxBasisPoints / 100,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      depositCents: order.depositCents,
      terms: { version: terms.id, text: terms.text },
      acceptance: { name: order.termsAcceptedName ?? '', at: order.termsAcceptedAt!, from: order.termsAcceptedFrom ?? '' },
    });
  }

  /**
   * What the booking's confirmation carries: the rental period as a calendar event
   * (.ics) and, when the customer accepted the terms, the agreement PDF. Made in the booking's
   * transaction, so the mail holds the files of the order exactly as it was booked.
   */
  private async confirmationFiles(order: Order, customer: User, manager: EntityManager): Promise<MailFile[]> {
    const files: MailFile[] = [];
    if (order.termsVersion !== null) {
      const terms = await manager.findOneByOrFail(TermsVersion, { id: order.termsVersion });
      files.push({ fileName: agreementFileName(order), contentType: 'application/pdf', content: await this.renderAgreementOf(order, terms, `${customer.firstName} ${customer.lastName}`.trim()) });
    }
    files.push(this.calendarFile(order, 0));
    return files;
  }

  /** The booking's rental period as an .ics attachment; `sequence` 0 for the first copy, higher for each date change. */
  private calendarFile(order: Order, sequence: number): MailFile {
    return { fileName: `rental-${orderLabel(order)}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(rentalCalendar(order, this.shop, this.server.publicSiteUrl, sequence)) };
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
      .andWhere(`((o.status = '${ORDER_STATUS.approved}' AND o.returnedAt IS NULL) OR (o.status = '${ORDER_STATUS.pending}' AND (o.orderDate >= :pendingSince OR ${PAID_FOR('o')})))`, { pendingSince: this.pendingHolds.cutoff() })
      .getCount();
    if (open >= maxOpenBookings) {
      throw new ConflictError(`You have ${open} open bookings, the most one customer can have at once. Please wait for the shop's answer, or cancel a Pending one.`);
    }
  }

  private checkRentalLength(cart: Pick<CartDto, 'startingDate' | 'endingDate'>): void {
    const { maxOnlineRentalDays } = this.config.holding;
    const days = rentalDays(cart.startingDate, cart.endingDate);
    // Past the longest rental anyone may hold, that is the response, even where the online limit is as long.
    checkLongestRental(days);
    if (days > maxOnlineRentalDays) throw new InvalidInputError(`A rental can last at most ${maxOnlineRentalDays} days online; please contact the shop for longer hires`);
  }

  /** How many orders there are: all of them, or those in one status. */
  count(status?: OrderStatus): Promise<number> {
    return status ? this.orders.countBy({ status }) : this.orders.count();
  }

  /** The sum of the totals of approved orders in paise, summed by the database (MySQL returns SUM as a decimal string, SQLite as a number). */
  async approvedRevenueCents(): Promise<number> {
    const row = await this.orders
      .createQueryBuilder('o')
      .select('COALESCE(SUM(o.totalCents), 0)', 'cents')
      .where('o.status = :status', { status: ORDER_STATUS.approved })
      .getRawOne<{ cents: string | number | null }>();
    return Number(row?.cents ?? 0);
  }

  /** The latest `limit` orders, newest first, without their lines. */
  newest(limit: number): Promise<Order[]> {
    return this.orders.find({ order: { orderDate: 'DESC', id: 'DESC' }, take: limit });
  }

  /** Every order of one account with its lines, oldest first: the orders in the owner's data export. */
  async ofAccount(userId: number): Promise<OrderView[]> {
    const orders = await this.orders.find({ where: { user: { id: userId } }, relations: { lines: true }, order: { id: 'ASC' } });
    return orders.map(toOrderView);
  }

  /** The order numbers of an account's open bookings (Pending, or approved and not yet returned), oldest first: while there is one, the account cannot be deleted. */
  async openBookingsOf(userId: number): Promise<string[]> {
    const open = await this.orders.find({
      select: { id: true },
      where: [
        { user: { id: userId }, status: ORDER_STATUS.pending },
        { user: { id: userId }, status: ORDER_STATUS.approved, returnedAt: IsNull() },
      ],
      order: { id: 'ASC' },
    });
    return open.map((order) => formatOrderId(order.id));
  }

  /** A deleted account's orders stay for the shop's books under its anonymous address (in the deletion's transaction). */
  async forgetCustomer(manager: EntityManager, userId: number, anonymous: string): Promise<void> {
    await manager.update(Order, { user: { id: userId } }, { email: anonymous });
  }

  /** The back office's order list, one page at a time, filtered and sorted by the database. */
  async adminPage(query: AdminOrderQuery): Promise<Page<AdminOrderView>> {
    if (query.from && query.to && query.from > query.to) throw new InvalidInputError('from must be on or before to');
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
      // A prefix, so the e-mail index serves it: 'customer004' finds customer00412@….
      else qb.andWhere("o.email LIKE :email ESCAPE '!'", { email: startingWith(words.toLowerCase()) });
    }
    const page = await sortedPage(qb.select('o.id'), query, { columns: [ADMIN_ORDER_SORT[query.sort ?? 'orderDate']], id: 'o.id', direction: query.order ?? 'desc' });
    const ids = page.data.map((row) => row.id);
    // The lines of this page only, in a second query: paging a join would page the lines.
    // With the account that booked it, for the customer's name and phone.
    const withLines = ids.length ? await this.orders.find({ where: { id: In(ids) }, relations: { lines: true, user: true, payments: true } }) : [];
    const byId = new Map(withLines.map((o) => [o.id, o]));
    return { ...page, data: ids.map((id) => toAdminOrderView(byId.get(id)!)) };
  }

  /** Newest first: an admin sees every order, a customer only their own. Stale Pending bookings are shown as 'Expired'. */
  async list(user: User): Promise<OrderView[]> {
    await this.pendingHolds.expireStale();
    const orders = await this.orders.find({
      where: isShopStaff(user) ? {} : { user: { id: user.id } },
      relations: { lines: true, payments: true },
      order: { orderDate: 'DESC', id: 'DESC' },
    });
    return orders.map(toOrderView);
  }

  /**
   * Staff's decision, as the order process allows it (order-process.ts): not once the gear has gone
   * out or come back. Setting the status an order already has before pick-up changes nothing (a
   * repeated PUT). Approving an order that holds nothing (Rejected, Cancelled, Expired, or Pending
   * past its hold) takes its units again, so it is checked like a new booking; rejecting an
   * approved one puts the units assigned to it back on the shelf.
   */
  async setStatus(orderId: string, status: AdminOrderStatus, actor: User): Promise<OrderView> {
    let refunds: number[] = [];
    const view = await this.transition(orderId, actor, status === ORDER_STATUS.approved ? 'approved' : 'rejected', async (order, manager) => {
      const stage = stageOf(order);
      if (stage === status) return;
      requireAction(order, status === ORDER_STATUS.approved ? 'approve' : 'reject');
      if (status === ORDER_STATUS.approved && !this.pendingHolds.holdsUnits(order)) await this.checkStock(order, manager);
      if (stage === ORDER_STAGE.approved) await this.orderUnits.releaseAll(order, manager);
      // A booking turned down gives back what was paid for it, through whoever took it.
      if (status !== ORDER_STATUS.approved) refunds = await this.refundAll(order, manager, `Booking ${orderLabel(order)} was turned down`);
      // A delivery's approval confirms its windows too: one mail says both.
      await this.mail.queue(manager, status === ORDER_STATUS.approved ? (order.fulfilment === 'delivery' ? 'delivery-confirmed' : 'booking-approved') : 'booking-rejected', { ...order, status });
      order.status = status;
    });
    return this.afterRefunds(view, refunds);
  }

  /** Plans giving back everything the order has received (in `manager`'s transaction) and reloads its payments. */
  private async refundAll(order: Order, manager: EntityManager, reason: string): Promise<number[]> {
    const refunds = await this.payments.planRefunds(manager, order.id, paidCentsOf(order.payments ?? []), reason);
    order.payments = await manager.find(Payment, { where: { order: { id: order.id } } });
    return refunds;
  }

  /** Sends the refunds a change planned, once it is committed, and returns the order as it then stands. */
  private async afterRefunds(view: OrderView, refunds: number[]): Promise<OrderView> {
    if (!refunds.length) return view;
    await this.payments.sendRefunds(refunds);
    const order = await this.orders.findOne({ where: { id: Number(view._id) }, relations: { lines: true, user: true, payments: true } });
    return toOrderView(order!);
  }

  /** A customer withdraws their own booking while it is still Pending; its units are free at once. */
  async cancel(orderId: string, user: User): Promise<OrderView> {
    let refunds: number[] = [];
    const view = await this.transition(orderId, user, 'cancelled', async (order, manager) => {
      // Someone else's order gets the response of one that does not exist.
      if (!isShopStaff(user) && order.user?.id !== user.id) throw noSuchOrder(orderId);
      requireAction(order, 'cancel');
      // A paid booking cancelled gets its money back through the provider that took it.
      refunds = await this.refundAll(order, manager, `Booking ${orderLabel(order)} was cancelled`);
      order.status = ORDER_STATUS.cancelled;
    });
    return this.afterRefunds(view, refunds);
  }

  /**
   * The gear leaves the shop: every line with tracked units must have them all assigned first.
   * Before the start date it goes out only when staff confirm it (`early: true`); otherwise 409
   * with `early: true`, `startingDate` and `daysEarly`, so a screen can ask and send it again.
   */
  async markPickedUp(orderId: string, actor: User, dto: PickupOrderDto = {}): Promise<OrderView> {
    return this.transition(orderId, actor, 'picked up', async (order, manager) => {
      requireAction(order, 'pickup');
      await this.orderUnits.requireAllAssigned(order, manager);
      // Asked last: the confirmation is the final step, once nothing else stands in the way.
      const daysEarly = calendarDayNumber(order.startingDate)! - today();
      if (daysEarly > 0 && dto.early !== true) {
        const error = new ConflictError(
          `${orderLabel(order)} starts on ${order.startingDate}, ${daysEarly} day${daysEarly === 1 ? '' : 's'} from today: confirm an early pick-up (early: true) to hand it out now`,
        );
        Object.assign(error.details, { early: true, startingDate: order.startingDate, daysEarly });
        throw error;
      }
      order.pickedUpAt = wholeSecondNow();
    });
  }

  /**
   * The gear is back: days after the end date are charged at each line's day rate × the shop's
   * late-fee multiplier, tax is worked out again on rental charges plus the fee, and the deposit
   * refunded (all of it unless staff say otherwise, with a reason) is recorded. Tracked units still
   * out come back now; those returned earlier were late by their own days (order-units.ts).
   */
  async markReturned(orderId: string, dto: ReturnOrderDto, actor: User): Promise<OrderView> {
    let refunds: number[] = [];
    const view = await this.transition(orderId, actor, 'returned', async (order, manager) => {
      requireAction(order, 'return');
      const refunded = dto.depositRefunded === undefined ? order.depositCents : toCents(dto.depositRefunded);
      if (refunded > order.depositCents) {
        throw new InvalidInputError(`depositRefunded cannot be more than the deposit of ${orderLabel(order)} (${formatPaise(order.depositCents)})`);
      }
      const reason = dto.depositRefundReason || null;
      if (refunded < order.depositCents && !reason) throw new InvalidInputError('Give a reason (depositRefundReason) when part of the deposit is kept');
      const now = wholeSecondNow();
      const subtotal = subtotalCentsOf(order);
      const late = await this.orderUnits.returnRest(order, manager, now, this.config.pricing.lateFeeMultiplierHundredths);
      order.lateDays = late.lateDays;
      order.lateFeeCents = late.lateFeeCents;
      order.taxCents = percentOf(subtotal - order.discountCents + order.deliveryFeeCents + order.lateFeeCents, order.taxBasisPoints);
      order.totalCents = subtotal - order.discountCents + order.deliveryFeeCents + order.lateFeeCents + order.taxCents;
      order.depositRefundedCents = refunded;
      order.depositRefundReason = reason;
      order.returnedAt = now;
      // The deposit given back goes through whoever took it (online, or the counter's cash), up to what was paid.
      if (refunded > 0) {
        const paid = paidCentsOf(order.payments ?? []);
        const why = reason === null ? `Deposit of ${orderLabel(order)} refunded at return` : `Deposit of ${orderLabel(order)} refunded in part: ${reason}`;
        refunds = await this.payments.planRefunds(manager, order.id, Math.min(refunded, paid), why);
        order.payments = await manager.find(Payment, { where: { order: { id: order.id } } });
      }
      if (order.depositCents > 0) await this.mail.queue(manager, 'deposit-refunded', order);
    });
    return this.afterRefunds(view, refunds);
  }

  /**
   * A customer moves their own Pending or approved booking's end date later, when every line's
   * units are free on the added days (409 with shortages when not). The lines are priced again at
   * the rates they were booked at; the response says what the extension adds.
   */
  async extend(orderId: string, dto: ExtendOrderDto, user: User): Promise<{ order: OrderView; priceDifference: number }> {
    let differenceCents = 0;
    const order = await this.transition(orderId, user, 'extended', async (order, manager) => {
      const extension = await this.planExtension(orderId, order, dto.endingDate, user, manager, true);
      order.endingDate = extension.endingDate;
      order.days = extension.days;
      order.taxCents = extension.taxCents;
      order.totalCents = extension.totalCents;
      differenceCents = extension.differenceCents;
      // The customer's calendar gets the new dates: the booking's event again, its SEQUENCE one past the last copy sent.
      const sequence = (await manager.count(OutboxMail, { where: { orderId: order.id, kind: 'dates-changed' } })) + 1;
      await this.mail.queue(manager, 'dates-changed', order, order.user, [this.calendarFile(order, sequence)]);
    });
    return { order, priceDifference: fromCents(differenceCents) };
  }

  /**
   * What extending to `dto.endingDate` would cost, before the customer confirms: the same checks
   * and the same pricing as `extend` (409 with shortages when the added days are not free), and
   * nothing is written or locked.
   */
  async extensionQuote(orderId: string, dto: ExtendOrderDto, user: User): Promise<ExtensionQuoteView> {
    const id = parseOrderId(orderId);
    const order = id === null ? null : await this.orders.findOne({ where: { id }, relations: { lines: true, user: true } });
    if (!order) throw noSuchOrder(orderId);
    const extension = await this.planExtension(orderId, order, dto.endingDate, user, this.dataSource.manager, false);
    return {
      orderId: orderLabel(order),
      startingDate: order.startingDate,
      endingDate: extension.endingDate,
      days: extension.days,
      currentEndingDate: order.endingDate,
      currentDays: order.days,
      currentTotalAmount: fromCents(order.totalCents),
      subtotal: fromCents(extension.priced.subtotalCents),
      taxRate: order.taxBasisPoints / 100,
      tax: fromCents(extension.taxCents),
      totalAmount: fromCents(extension.totalCents),
      priceDifference: fromCents(extension.differenceCents),
      deposit: fromCents(order.depositCents),
      amountDue: fromCents(extension.totalCents + order.depositCents),
      lines: extension.lines.map((line, i) => ({
        key: line.productKey,
        name: line.productName,
        quantity: line.quantity,
        breakdown: extension.priced.lines[i].breakdown,
        amount: fromCents(extension.priced.lines[i].amountCents),
      })),
    };
  }

  /**
   * The checks and figures of moving `order`'s end date to `endingDate`, shared by the extension
   * and its quote so the price shown before is the price charged: the caller's own (or staff),
   * holding units and not returned, a later date within the longest rental, free units on the
   * added days (with `lock`, the products' rows are locked as a booking locks them), and the lines
   * priced again at the rates they were booked at. The order itself is not changed.
   */
  private async planExtension(orderId: string, order: Order, endingDate: string, user: User, manager: EntityManager, lock: boolean) {
    if (!isShopStaff(user) && order.user?.id !== user.id) throw noSuchOrder(orderId);
    // A Pending booking past its hold (not yet marked Expired by the sweep) holds nothing to extend.
    requireAction(order, 'extend', { lapsed: !this.pendingHolds.holdsUnits(order) });
    const start = calendarDayNumber(order.startingDate)!;
    const oldEnd = calendarDayNumber(order.endingDate)!;
    const newEnd = calendarDayNumber(endingDate)!;
    if (newEnd <= oldEnd) throw new InvalidInputError(`The new end date must be after the current end date, ${order.endingDate}`);
    const days = rentalDays(order.startingDate, endingDate);
    checkLongestRental(days);
    if (!isShopStaff(user)) this.checkRentalLength({ startingDate: order.startingDate, endingDate });

    // Only the added held days need free units: the order already holds the others.
    const added = { first: heldDays(start, oldEnd).end, end: heldDays(start, newEnd).end };
    if (added.end > added.first) {
      const quantities = sumByKey(order.lines.map((line) => ({ key: line.productKey, qty: line.quantity })));
      await this.findProducts(manager, [...quantities.keys()], lock);
      const lines = [...quantities].map(([key, qty]) => ({ key, qty, name: order.lines.find((line) => line.productKey === key)!.productName }));
      // The order's own turnaround days after its old end are not held against it.
      await this.availability.requireFree(lines, order.endingDate, endingDate, manager, { excludeOrderId: order.id, range: added });
    }
    // A delivered order is collected on its new end date, in the window it booked.
    await this.delivery.checkCollectionMove(order, endingDate, manager, { lock });

    const { lines, priced } = priceOrderLines({ lines: order.lines, startingDate: order.startingDate, days, taxBasisPoints: order.taxBasisPoints });
    // A coupon's discount was fixed in rupees at booking: an extension adds full-price days.
    const taxable = priced.subtotalCents - Math.min(order.discountCents, priced.subtotalCents) + order.deliveryFeeCents + order.lateFeeCents;
    const taxCents = percentOf(taxable, order.taxBasisPoints);
    const totalCents = taxable + taxCents;
    return { endingDate, days, lines, priced, taxCents, totalCents, differenceCents: totalCents - order.totalCents };
  }

  /**
   * Staff waive or change the late fee of a returned order, with a reason: tax is worked out again
   * on rental charges plus the new fee, and the total and what is due follow. The reason is kept
   * on the order and, with the amounts before and after, in the audit trail.
   */
  async setLateFee(orderId: string, dto: LateFeeDto, actor: User): Promise<OrderView> {
    return this.transition(orderId, actor, dto.lateFee === 0 ? 'late fee waived' : 'late fee changed', async (order) => {
      if (!order.returnedAt) throw new ConflictError(`${orderLabel(order)} has not been returned yet: the late fee is worked out at the return`);
      const lateFeeCents = toCents(dto.lateFee);
      if (lateFeeCents === order.lateFeeCents) throw new ConflictError(`The late fee of ${orderLabel(order)} is already ${formatPaise(lateFeeCents)}`);
      const subtotal = subtotalCentsOf(order);
      order.lateFeeCents = lateFeeCents;
      order.lateFeeReason = dto.reason;
      order.taxCents = percentOf(subtotal - order.discountCents + order.deliveryFeeCents + lateFeeCents, order.taxBasisPoints);
      order.totalCents = subtotal - order.discountCents + order.deliveryFeeCents + lateFeeCents + order.taxCents;
    });
  }

  /** Who may handle an order: staff and admins who can sign in, by name. */
  async handlers(): Promise<OrderHandlerView[]> {
    const people = await this.dataSource.getRepository(User).find({ where: { role: In(['staff', 'admin']), isBlocked: false }, order: { firstName: 'ASC', lastName: 'ASC', id: 'ASC' } });
    return people.filter((user) => !user.deletedAt).map((user) => ({ id: user.id, name: displayName(user), role: user.role as 'staff' | 'admin' }));
  }

  /**
   * Staff choose who handles an order's pick-up and return (or delivery and collection): that
   * person's calendar feed lists it. Choosing the person already chosen changes nothing (a retry
   * is harmless); anyone but active staff or an admin is refused.
   */
  async setHandler(orderId: string, dto: OrderHandlerDto, actor: User): Promise<OrderView> {
    const id = parseOrderId(orderId);
    if (id === null) throw noSuchOrder(orderId);
    const handler = dto.userId === null ? null : await this.dataSource.getRepository(User).findOne({ where: { id: dto.userId } });
    if (dto.userId !== null && (!handler || !isShopStaff(handler) || handler.isBlocked || handler.deletedAt)) {
      throw new InvalidInputError('Choose a member of staff or an admin who can sign in to handle the order');
    }
    const current = await this.orders.findOne({ where: { id }, relations: { lines: true, user: true, payments: true } });
    if (!current) throw noSuchOrder(orderId);
    if ((current.handledById ?? null) === dto.userId) return toOrderView(current);
    return this.transition(orderId, actor, 'handler changed', async (order, manager) => {
      order.handledById = handler?.id ?? null;
      order.handledByName = handler ? displayName(handler).slice(0, 200) : null;
      await manager.update(Order, { id: order.id }, { handledById: order.handledById, handledByName: order.handledByName });
    });
  }

  /** The notes on an order, oldest first (staff). */
  async notesOf(orderId: string): Promise<OrderNoteView[]> {
    const id = parseOrderId(orderId);
    if (id === null || !(await this.orders.exists({ where: { id } }))) throw noSuchOrder(orderId);
    const notes = await this.dataSource.getRepository(OrderNote).find({ where: { order: { id } }, order: { id: 'ASC' } });
    return notes.map(toOrderNoteView);
  }

  /** Staff add a note to an order: kept with its author and time, and recorded in the order's history. */
  async addNote(orderId: string, dto: OrderNoteDto, actor: User): Promise<OrderNoteView> {
    const id = parseOrderId(orderId);
    if (id === null) throw noSuchOrder(orderId);
    const note = await this.writes.transaction(async (manager) => {
      const order = await manager.findOne(Order, { where: { id } });
      if (!order) throw noSuchOrder(orderId);
      const author = `${actor.firstName ?? ''} ${actor.lastName ?? ''}`.trim() || actor.email;
      const saved = await manager.save(manager.create(OrderNote, { order: { id }, authorEmail: actor.email, authorName: author.slice(0, 200), text: dto.text }));
      await this.audit.record(manager, actor, 'order', orderLabel(order), 'note added', null, { note: dto.text });
      return saved;
    });
    return toOrderNoteView(note);
  }

  /** The units an order's lines need and those assigned (staff's pick-up and return screens). */
  async unitsOf(orderId: string): Promise<OrderUnitsView> {
    const id = parseOrderId(orderId);
    const order = id === null ? null : await this.orders.findOne({ where: { id }, relations: { lines: true } });
    if (!order) throw noSuchOrder(orderId);
    return this.orderUnits.view(order, await this.orderUnits.needs(order, this.dataSource.manager));
  }

  /** Staff scan or type a unit's tag at pick-up: it goes out with the order. */
  async assignUnit(orderId: string, tag: string, actor: User): Promise<{ tag: string; units: OrderUnitsView }> {
    return this.unitChange(orderId, actor, 'assigned', (order, manager) => this.orderUnits.assign(order, tag, manager));
  }

  /** A unit assigned by mistake goes back on the shelf (before pick-up). */
  async unassignUnit(orderId: string, tag: string, actor: User): Promise<{ tag: string; units: OrderUnitsView }> {
    return this.unitChange(orderId, actor, 'taken off', (order, manager) => this.orderUnits.unassign(order, tag, manager));
  }

  /** One unit of a picked-up order is back (now); the order stays out until it is returned as a whole. */
  async returnUnit(orderId: string, tag: string, actor: User): Promise<{ tag: string; units: OrderUnitsView }> {
    return this.unitChange(orderId, actor, 'back', (order, manager) => this.orderUnits.returnUnit(order, tag, manager, wholeSecondNow()));
  }

  /** A unit goes out with, comes off, or comes back from an order: recorded in the audit trail as the unit's change. */
  private async unitChange(
    orderId: string,
    actor: User,
    action: 'assigned' | 'taken off' | 'back',
    change: (order: Order, manager: EntityManager) => Promise<{ tag: string }>,
  ): Promise<{ tag: string; units: OrderUnitsView }> {
    let result: { tag: string; units: OrderUnitsView } | undefined;
    await this.transition(orderId, actor, action, async (order, manager) => {
      const unit = await change(order, manager);
      const label = orderLabel(order);
      const [before, after] = action === 'assigned' ? [{ order: null }, { order: label }] : action === 'taken off' ? [{ order: label }, { order: null }] : [{ order: label, back: false }, { order: label, back: true }];
      await this.audit.record(manager, actor, 'unit', unit.tag, `${action} ${label}`, before, after);
      result = { tag: unit.tag, units: this.orderUnits.view(order, await this.orderUnits.needs(order, manager)) };
    });
    return result!;
  }

  /** Reads the order (locked on MySQL), lets `change` check and edit it, and saves it with its audit entry in one transaction. */
  private async transition(orderId: string, actor: User, action: string, change: (order: Order, manager: EntityManager) => Promise<void>): Promise<OrderView> {
    const id = parseOrderId(orderId);
    if (id === null) throw noSuchOrder(orderId);
    const order = await this.writes.transaction(async (manager) => {
      // The order's row is locked first (MySQL), so two changes to one order take turns.
      if (this.writes.locksRows) await this.writes.lockRows(manager.createQueryBuilder(Order, 'o').where('o.id = :id', { id })).getOne();
      const found = await manager.findOne(Order, { where: { id }, relations: { lines: true, user: true, payments: true } });
      if (!found) throw noSuchOrder(orderId);
      const before = orderSnapshot(found);
      await change(found, manager);
      const { status, pickedUpAt, returnedAt, endingDate, days, totalCents, taxCents, lateDays, lateFeeCents, lateFeeReason, depositRefundedCents, depositRefundReason } = found;
      await manager.update(Order, { id }, { status, pickedUpAt, returnedAt, endingDate, days, totalCents, taxCents, lateDays, lateFeeCents, lateFeeReason: lateFeeReason ?? null, depositRefundedCents, depositRefundReason });
      await this.audit.record(manager, actor, 'order', orderLabel(found), action, before, orderSnapshot(found));
      return found;
    });
    return toOrderView(order);
  }

  /** Re-checks a stored order's lines against what is free now (locking its products on MySQL). */
  private async checkStock(order: Order, manager: EntityManager): Promise<void> {
    const quantities = sumByKey(order.lines.map((line) => ({ key: line.productKey, qty: line.quantity })));
    await this.findProducts(manager, [...quantities.keys()], true);
    const lines = [...quantities].map(([key, qty]) => ({ key, qty, name: order.lines.find((line) => line.productKey === key)!.productName }));
    await this.availability.requireFree(lines, order.startingDate, order.endingDate, manager);
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
    if (lock && this.writes.locksRows && found.length) {
      // A kit's components are locked with it: a booking of the kit and one of a component take turns.
      const parts = [...(await this.availability.kitsOf(manager, 'kit', keys)).values()].flatMap((kit) => kit.map((part) => part.key));
      const partIds = parts.length ? (await inIdOrder({ key: In(parts) }).getMany()).map((product) => product.id) : [];
      // Read again under the lock: the row may have changed (or gone) since the plain read.
      const locked = await this.writes.lockRows(inIdOrder({ id: In([...new Set([...found.map((product) => product.id), ...partIds])]) })).getMany();
      found = locked.filter((product) => found.some((first) => first.id === product.id));
    }
    // Exact match: MySQL's case-insensitive collation would also return other letter cases.
    return found.filter((product) => keys.includes(product.key));
  }

  /** The server is the only source of days, prices and totals; nothing priced by the client is trusted. */
  private async price(cart: CartDto, manager: EntityManager, { lock }: { lock: boolean } = { lock: false }): Promise<PricedCart> {
    const start = calendarDayNumber(cart.startingDate)!;
    const end = calendarDayNumber(cart.endingDate)!;
    if (end < start) throw new InvalidInputError('The end date cannot be before the start date');
    const days = rentalDays(cart.startingDate, cart.endingDate);
    checkLongestRental(days);

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

    const priced = priceRental(
      keys.map((key) => {
        const product = byKey.get(key)!;
        return { key, qty: quantities.get(key)!, dayCents: product.priceCents, weekendCents: product.weekendPriceCents, weekCents: product.weekPriceCents, depositCents: product.depositCents };
      }),
      start,
      days,
      this.config.pricing.taxBasisPoints,
    );

    // Every line's units must be free on every held day; short lines are named in the cart's order.
    const free = await this.availability.requireFree(
      keys.map((key) => ({ key, qty: quantities.get(key)! })),
      cart.startingDate,
      cart.endingDate,
      manager,
    );

    return {
      ...priced,
      days,
      lines: priced.lines.map((line) => ({ ...line, name: byKey.get(line.key)!.name, category: byKey.get(line.key)!.category, image: byKey.get(line.key)!.images[0] ?? null, available: free.get(line.key)! })),
    };
  }
}

/** A priced line as the coupon rules see it. */
const couponLineOf = (line: PricedCart['lines'][number]) => ({ key: line.key, category: line.category, amountCents: line.amountCents });

/** The same product listed twice is one line with the quantities added up, in the order first seen. */
function sumByKey(lines: { key: string; qty: number }[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.key, (quantities.get(line.key) ?? 0) + line.qty);
  return quantities;
}

/** What an order's PDF is at each status: only an approved order is an invoice. */
const PAPERWORK: Record<OrderStatus, { title: Paperwork['title']; file: string; note?: string; closed?: true }> = {
  Pending: { title: 'Booking confirmation', file: 'booking-confirmation', note: 'Not an invoice: the shop has not approved this booking yet.' },
  approved: { title: 'Invoice', file: 'invoice' },
  Cancelled: { title: 'Cancelled booking', file: 'cancelled-booking', note: 'Not an invoice: this booking was cancelled. Nothing is due.', closed: true },
  Rejected: { title: 'Rejected booking', file: 'rejected-booking', note: 'Not an invoice: the shop could not accept this booking. Nothing is due.', closed: true },
  Expired: { title: 'Expired booking', file: 'expired-booking', note: 'Not an invoice: this booking expired before the shop answered. Nothing is due.', closed: true },
};

const noSuchOrder = (orderId: string) => new OrderNotFoundError(orderId);
const orderLabel = (order: Order) => formatOrderId(order.id);
/** An order's delivery and collection as its PDFs print them; null when picked up at the shop. */
const deliveryOf = (order: Order): Paperwork['delivery'] =>
  order.fulfilment === 'delivery' ? { cents: order.deliveryFeeCents, city: order.deliveryCity ?? '', deliveryWindow: order.deliveryWindow ?? '', collectionWindow: order.collectionWindow ?? '' } : null;
const agreementFileName = (order: Order) => `rental-agreement-${orderLabel(order)}.pdf`;
/** MySQL's DATETIME keeps whole seconds, so the response is rounded the same way as what is stored. */
const wholeSecondNow = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/** What the audit keeps of an order: the fields its changes touch, amounts in rupees. */
export function orderSnapshot(order: Order): Record<string, unknown> {
  return {
    status: order.status,
    startingDate: order.startingDate,
    endingDate: order.endingDate,
    days: order.days,
    totalAmount: fromCents(order.totalCents),
    tax: fromCents(order.taxCents),
    lateDays: order.lateDays ?? 0,
    lateFee: fromCents(order.lateFeeCents ?? 0),
    lateFeeReason: order.lateFeeReason ?? null,
    pickedUpAt: order.pickedUpAt?.toISOString() ?? null,
    returnedAt: order.returnedAt?.toISOString() ?? null,
    depositRefunded: order.depositRefundedCents === null || order.depositRefundedCents === undefined ? null : fromCents(order.depositRefundedCents),
    depositRefundReason: order.depositRefundReason ?? null,
    handledBy: order.handledByName ?? null,
  };
}

/** A person as the shop shows them: their name, or their e-mail when they gave none. */
function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsWhere, In, IsNull, Not, type Repository } from 'typeorm';
import { pageRange, toPage } from '../common/pagination.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { Order } from '../orders/order.entity.js';
import { overdueWhere } from '../orders/overdue.js';
import { calendarDate, today } from '../orders/rental-days.js';
import type { User } from '../users/user.entity.js';
import { orderMail } from './mail-content.js';
import { type OutboxPage, type OutboxQuery, toOutboxMailView } from './outbox-view.js';
import { type MailKind, OutboxMail } from './outbox-mail.entity.js';

/** The most orders one tick writes reminders for; the rest follow on the next ticks. */
const REMINDERS_PER_TICK = 200;

/**
 * Puts mails into the outbox (mail_outbox). Order events queue theirs inside the event's own
 * transaction, so a mail exists exactly when its change was committed; reminders and overdue
 * notices are found by `queueReminders` on each tick and written at most once per order.
 */
@Injectable()
export class MailOutbox {
  constructor(
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly writes: DatabaseWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Queues the mail of an order event, in the transaction of `manager` (the order with its lines;
   * the customer's first name greets them when `customer` or the order's user is loaded).
   */
  async queue(manager: EntityManager, kind: MailKind, order: Order, customer: Pick<User, 'firstName'> | null = order.user): Promise<void> {
    await manager.insert(OutboxMail, this.mailFor(kind, order, null, new Date(), customer?.firstName));
  }

  /**
   * Queues the reminders due today (UTC days, as rentals count them): pick-up the day before the
   * start, return on the end date while the gear is out, and an overdue notice once the end date
   * has passed. Each at most once per order: the outbox's unique onceKey refuses a second row,
   * whichever tick or API instance writes it.
   */
  async queueReminders(now: Date = new Date()): Promise<number> {
    const day = today(now);
    const due: [MailKind, FindOptionsWhere<Order>][] = [
      ['pickup-reminder', { status: 'approved', pickedUpAt: IsNull(), returnedAt: IsNull(), startingDate: calendarDate(day + 1) }],
      ['return-reminder', { status: 'approved', pickedUpAt: Not(IsNull()), returnedAt: IsNull(), endingDate: calendarDate(day) }],
      ['overdue-notice', overdueWhere(now)],
    ];
    let queued = 0;
    for (const [kind, where] of due) {
      // The orders due this mail that have none yet (by the outbox's order index), a batch at a time.
      const missing = await this.orders
        .createQueryBuilder('o')
        .select('o.id')
        .where(where)
        .andWhere('NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.orderId = o.id AND m.kind = :kind)', { kind })
        .orderBy('o.id', 'ASC')
        .limit(REMINDERS_PER_TICK)
        .getMany();
      if (!missing.length) continue;
      const orders = await this.orders.find({ where: { id: In(missing.map((order) => order.id)) }, relations: { lines: true, user: true } });
      const rows = orders.map((order) => this.mailFor(kind, order, onceKey(kind, order.id), now, order.user?.firstName));
      // INSERT IGNORE (MySQL) / INSERT OR IGNORE (SQLite): a row another instance wrote first is kept as it is.
      await this.writes.runUncached(() => this.outbox.createQueryBuilder().insert().into(OutboxMail).values(rows).orIgnore().execute());
      queued += rows.length;
    }
    return queued;
  }

  /** The admin's view: newest first, optionally one status. */
  async page(query: OutboxQuery): Promise<OutboxPage> {
    const range = pageRange(query);
    const [mails, total] = await this.outbox.findAndCount({ where: query.status ? { status: query.status } : {}, order: { id: 'DESC' }, skip: range.skip, take: range.limit });
    return toPage(mails.map(toOutboxMailView), total, range);
  }

  private mailFor(kind: MailKind, order: Order, once: string | null, now: Date, firstName: string | undefined): Partial<OutboxMail> {
    const content = orderMail(kind, order, { shop: this.config.shop, myBookingsUrl: `${this.config.publicSiteUrl}/bookings`, firstName, now });
    return { kind, orderId: order.id, onceKey: once, recipient: order.email, ...content, status: 'queued', attempts: 0, nextAttemptAt: now };
  }
}

const onceKey = (kind: MailKind, orderId: number) => `${kind}:${orderId}`;

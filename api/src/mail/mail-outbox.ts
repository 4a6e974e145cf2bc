import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsWhere, In, IsNull, Not, type Repository } from 'typeorm';
import { pageRange, toPage } from '../common/pagination.js';
import { type ServerConfig, serverConfig } from '../config/server.config.js';
import { type ShopConfig, shopConfig } from '../config/shop.config.js';
import { AuditService } from '../audit/audit.service.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { formatOrderId, Order } from '../orders/order.entity.js';
import { overdueWhere } from '../orders/overdue.js';
import { calendarDate, today } from '../orders/rental-days.js';
import type { User } from '../users/user.entity.js';
import { type ContactMailInput, contactMail, type MailContent, orderMail, signInLockedMail } from './mail-content.js';
import { type OutboxMailDetail, type OutboxPage, type OutboxQuery, type OutboxResent, toOutboxMailDetail, toOutboxMailView } from './outbox-view.js';
import { type MailKind, type OrderMailKind, OutboxMail } from './outbox-mail.entity.js';
import { MailAttachment, type MailFile } from './mail-attachment.entity.js';
import { ORDER_STATUS } from '../orders/order-states.js';

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
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
    @Inject(shopConfig.KEY) private readonly shop: ShopConfig,
    private readonly audit: AuditService,
  ) {}

  /**
   * Queues the mail of an order event, in the transaction of `manager` (the order with its lines;
   * the customer's first name greets them when `customer` or the order's user is loaded), with
   * the files it carries stored beside it.
   */
  async queue(manager: EntityManager, kind: OrderMailKind, order: Order, customer: Pick<User, 'firstName'> | null = order.user, files: MailFile[] = []): Promise<void> {
    const { identifiers } = await manager.insert(OutboxMail, this.mailFor(kind, order, null, new Date(), customer?.firstName));
    await attach(manager, identifiers[0].id as number, files);
  }

  /** Queues a visitor's Contact-page message to the shop's address (SHOP_EMAIL), in the transaction that stores it. */
  async queueContactMessage(manager: EntityManager, input: ContactMailInput): Promise<void> {
    const content = contactMail(input, { shop: this.shop, messagesUrl: `${this.server.publicSiteUrl}/admin/messages` });
    await manager.insert(OutboxMail, { kind: 'contact-message', orderId: null, onceKey: null, recipient: this.shop.email, ...content, status: 'queued', attempts: 0, nextAttemptAt: new Date() });
  }

  /** Queues an account's own mail (a link to verify or reset, a notice) to `recipient`, in the transaction of `manager`. */
  async queueAccountMail(manager: EntityManager, kind: Extract<MailKind, 'verify-email' | 'password-reset' | 'password-changed' | 'email-change-notice' | 'two-step-changed'>, recipient: string, content: MailContent): Promise<void> {
    await manager.insert(OutboxMail, { kind, orderId: null, onceKey: null, recipient, ...content, status: 'queued', attempts: 0, nextAttemptAt: new Date() });
  }

  /** Tells an account's owner that its sign-in is paused after too many failed tries (users/auth/sign-in-attempts.ts). */
  async queueSignInLocked(user: Pick<User, 'email' | 'firstName'>, minutes: number): Promise<void> {
    const content = signInLockedMail({ firstName: user.firstName, at: new Date(), minutes }, { shop: this.shop, siteUrl: this.server.publicSiteUrl });
    await this.writes.runUncached(() =>
      this.outbox.insert({ kind: 'sign-in-locked', orderId: null, onceKey: null, recipient: user.email, ...content, status: 'queued', attempts: 0, nextAttemptAt: new Date() }),
    );
  }

  /**
   * Queues the reminders due today (UTC days, as rentals count them): pick-up the day before the
   * start, return on the end date while the gear is out (a delivered order instead: delivery the
   * day before the start, collection the day before the end), and an overdue notice once the end
   * date has passed. Each at most once per order: the outbox's unique onceKey refuses a second row,
   * whichever tick or API instance writes it.
   */
  async queueReminders(now: Date = new Date()): Promise<number> {
    const day = today(now);
    const due: [OrderMailKind, FindOptionsWhere<Order>][] = [
      ['pickup-reminder', { status: ORDER_STATUS.approved, fulfilment: 'pickup', pickedUpAt: IsNull(), returnedAt: IsNull(), startingDate: calendarDate(day + 1) }],
      ['return-reminder', { status: ORDER_STATUS.approved, fulfilment: 'pickup', pickedUpAt: Not(IsNull()), returnedAt: IsNull(), endingDate: calendarDate(day) }],
      // Delivered orders: the day before the van comes, each way.
      ['delivery-reminder', { status: ORDER_STATUS.approved, fulfilment: 'delivery', pickedUpAt: IsNull(), returnedAt: IsNull(), startingDate: calendarDate(day + 1) }],
      ['collection-reminder', { status: ORDER_STATUS.approved, fulfilment: 'delivery', returnedAt: IsNull(), endingDate: calendarDate(day + 1) }],
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
      const orders = await this.orders.find({ where: { id: In(missing.map((order) => order.id)) }, relations: { lines: true, user: true, payments: true } });
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

  /** One mail with its text and HTML, for the admin to read. */
  async one(id: number): Promise<OutboxMailDetail> {
    const mail = await this.found(id);
    const files = await this.outbox.manager.find(MailAttachment, { where: { mailId: mail.id }, order: { id: 'ASC' } });
    return toOutboxMailDetail(mail, files);
  }

  /**
   * Sends a mail again. A sent or failed one: a new queued copy of what it said (to the same
   * address), so the record of the first stays as it was. A queued one waiting for its next try:
   * that try is moved to now (a copy would be a second e-mail); one being tried at this moment is
   * refused. Recorded in the audit trail under the mail's order.
   */
  async resend(id: number, actor: Pick<User, 'id' | 'email'>): Promise<OutboxResent> {
    const mail = await this.found(id);
    const order = mail.orderId === null ? null : formatOrderId(mail.orderId);
    if (mail.status === 'queued') {
      const now = new Date();
      const moved = await this.writes.transaction(async (manager) => {
        // Only while no try holds it (claimToken is set for the length of a try): never two tries at once.
        const result = await manager.update(OutboxMail, { id: mail.id, status: 'queued', claimToken: IsNull() }, { nextAttemptAt: now });
        if (!result.affected) return false;
        if (order) await this.audit.record(manager, actor, 'order', order, 'e-mail tried again', { mail: `#${mail.id} next try ${mail.nextAttemptAt.toISOString()}` }, { mail: `#${mail.id} next try now` });
        return true;
      });
      if (!moved) throw new ConflictError('This e-mail is being sent right now');
      return { message: 'E-mail will be tried again now', mail: toOutboxMailView({ ...mail, nextAttemptAt: now }) };
    }
    const copy = await this.writes.transaction(async (manager) => {
      const { kind, orderId, recipient, subject, text, html } = mail;
      const saved = await manager.save(manager.create(OutboxMail, { kind, orderId, onceKey: null, recipient, subject, text, html, status: 'queued', attempts: 0, nextAttemptAt: new Date() }));
      // The copy carries the same files as the first.
      const files = await manager.find(MailAttachment, { where: { mailId: mail.id }, order: { id: 'ASC' } });
      await attach(manager, saved.id, files);
      if (order) await this.audit.record(manager, actor, 'order', order, 'e-mail sent again', { mail: `#${mail.id} ${mail.status}` }, { mail: `#${saved.id} queued` });
      return saved;
    });
    return { message: 'E-mail queued to be sent again', mail: toOutboxMailView(copy) };
  }

  private async found(id: number): Promise<OutboxMail> {
    const mail = await this.outbox.findOneBy({ id });
    if (!mail) throw new NotFoundError('E-mail not found');
    return mail;
  }

  private mailFor(kind: OrderMailKind, order: Order, once: string | null, now: Date, firstName: string | undefined): Partial<OutboxMail> {
    const content = orderMail(kind, order, { shop: this.shop, myBookingsUrl: `${this.server.publicSiteUrl}/bookings`, payUrl: `${this.server.publicSiteUrl}/booking/payment`, firstName, now });
    return { kind, orderId: order.id, onceKey: once, recipient: order.email, ...content, status: 'queued', attempts: 0, nextAttemptAt: now };
  }
}

const onceKey = (kind: OrderMailKind, orderId: number) => `${kind}:${orderId}`;

/** Stores a mail's files, in the transaction that writes the mail. */
async function attach(manager: EntityManager, mailId: number, files: MailFile[]): Promise<void> {
  for (const { fileName, contentType, content } of files) await manager.insert(MailAttachment, { mailId, fileName, contentType, content });
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import ical, { ICalEventStatus } from 'ical-generator';
import { DataSource } from 'typeorm';
import { type ServerConfig, serverConfig } from '../config/server.config.js';
import { type ShopConfig, shopConfig } from '../config/shop.config.js';
import { ForbiddenError, NotFoundError } from '../common/errors.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { formatOrderId, Order } from '../orders/order.entity.js';
import { calendarDate, calendarDayNumber, today } from '../orders/rental-days.js';
import type { User } from '../users/user.entity.js';
import { CalendarFeed, type CalendarScope } from './calendar-feed.entity.js';
import { ORDER_STATUS } from '../orders/order-states.js';

/** Past days a feed still shows (so a calendar keeps last month's returns), and days ahead. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 400;
const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface CalendarFeedState {
  scope: CalendarScope;
  createdAt: string;
}

/**
 * Secret-address calendar feeds (iCal, RFC 5545, made with ical-generator) of the counter's work:
 * each approved order's pick-up (its first day) and return (its end date) as all-day events. A
 * staff member's own feed holds the approved orders they handle at the counter (orders are not
 * assigned to one person, so every approved order); the shop's feed (admins) adds the orders
 * awaiting approval, marked tentative. The secret is kept only as its SHA-256.
 */
@Injectable()
export class CalendarsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
    @Inject(shopConfig.KEY) private readonly shop: ShopConfig,
  ) {}

  async feeds(user: User): Promise<CalendarFeedState[]> {
    const rows = await this.dataSource.getRepository(CalendarFeed).find({ where: { user: { id: user.id } }, order: { scope: 'ASC' } });
    return rows.map((row) => ({ scope: row.scope, createdAt: row.createdAt.toISOString() }));
  }

  /** Makes the feed's secret address (a new one replaces the old, which then responds 404). Shown once. */
  async create(user: User, scope: CalendarScope): Promise<CalendarFeedState & { address: string }> {
    if (scope === 'shop' && user.role !== 'admin') throw new ForbiddenError("The whole shop's calendar is for admins");
    const secret = randomBytes(32).toString('base64url');
    const saved = await this.writes.transaction(async (manager) => {
      await manager.delete(CalendarFeed, { user: { id: user.id }, scope });
      return manager.save(manager.create(CalendarFeed, { user: { id: user.id }, scope, secretHash: hashOf(secret) }));
    });
    return { scope, createdAt: saved.createdAt.toISOString(), address: `${this.server.publicUrl}/api/calendar/${secret}.ics` };
  }

  async revoke(user: User, scope: CalendarScope): Promise<boolean> {
    return this.writes.transaction(async (manager) => ((await manager.delete(CalendarFeed, { user: { id: user.id }, scope })).affected ?? 0) > 0);
  }

  /** The feed behind a secret address, as iCal text; NotFound for any address that is not a live feed of someone still allowed it. */
  async feed(file: string, now: Date = new Date()): Promise<string> {
    const gone = () => new NotFoundError('No calendar has this address');
    const secret = SECRET_FILE.exec(file)?.[1];
    if (!secret) throw gone();
    const presented = hashOf(secret);
    const row = await this.dataSource.getRepository(CalendarFeed).findOne({ where: { secretHash: presented }, relations: { user: true } });
    // Found by its hash (which tells nothing of the secret); compared again in constant time.
    if (!row || !timingSafeEqual(Buffer.from(row.secretHash, 'hex'), Buffer.from(presented, 'hex'))) throw gone();
    const user = row.user;
    const allowed = !user.isBlocked && !user.deletedAt && (row.scope === 'shop' ? user.role === 'admin' : user.role === 'admin' || user.role === 'staff');
    if (!allowed) throw gone();
    return this.render(row.scope, now);
  }

  private async render(scope: CalendarScope, now: Date): Promise<string> {
    const todayNumber = today(now);
    const from = calendarDate(todayNumber - FEED_DAYS_BACK);
    const to = calendarDate(todayNumber + FEED_DAYS_AHEAD);
    const orders = await this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.lines', 'line')
      .where('o.status IN (:...statuses)', { statuses: scope === 'shop' ? [ORDER_STATUS.approved, ORDER_STATUS.pending] : [ORDER_STATUS.approved] })
      .andWhere('o.startingDate <= :to', { to })
      .andWhere('o.endingDate >= :from', { from })
      .orderBy('o.startingDate', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .addOrderBy('line.id', 'ASC')
      .getMany();
    const shop = this.shop.name;
    const calendar = ical({ name: scope === 'shop' ? `${shop}: all pick-ups and returns` : `${shop}: pick-ups and returns`, prodId: { company: 'rental', product: 'calendar' }, ttl: 60 * 60 });
    const host = new URL(this.server.publicUrl).host;
    for (const order of orders) {
      const number = formatOrderId(order.id);
      const items = order.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ');
      const status = order.status === ORDER_STATUS.approved ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE;
      const waiting = order.status === ORDER_STATUS.pending ? ' (awaiting approval)' : '';
      const url = `${this.server.publicSiteUrl}/admin/orders?q=${number}`;
      const day = (text: string, plus = 0) => new Date((calendarDayNumber(text)! + plus) * 86_400_000);
      const done = (at: Date | null, what: string) => (at ? `\n${what} ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');
      calendar.createEvent({
        id: `${number}-pickup@${host}`,
        start: day(order.startingDate),
        end: day(order.startingDate, 1),
        allDay: true,
        status,
        summary: `Pick-up ${number}${waiting}: ${items}`,
        description: `${items}${done(order.pickedUpAt, 'Picked up')}`,
        url,
      });
      calendar.createEvent({
        id: `${number}-return@${host}`,
        start: day(order.endingDate),
        end: day(order.endingDate, 1),
        allDay: true,
        status,
        summary: `Return ${number}${waiting}: ${items}`,
        description: `${items}${done(order.returnedAt, 'Returned')}`,
        url,
      });
    }
    return calendar.toString();
  }
}

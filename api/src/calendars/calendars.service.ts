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

/** Where the shop's delivery windows ('09:00-12:00') are kept: Sri Lanka's time (UTC+05:30 all year). */
export const SHOP_TIME_ZONE = 'Asia/Colombo';

/** The instant of a wall-clock time in a time zone (exact for zones without a change that day). */
export function zonedInstant(dayNumber: number, time: string, zone: string = SHOP_TIME_ZONE): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const asUtc = dayNumber * 86_400_000 + (hours * 60 + minutes) * 60_000;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(asUtc))
      .map((part) => [part.type, Number(part.value)]),
  );
  const shownAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return new Date(asUtc - (shownAsUtc - asUtc));
}

const WINDOW = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/**
 * Secret-address calendar feeds (iCal, RFC 5545, made with ical-generator) of the counter's work:
 * each approved order's pick-up (its first day) and return (its end date) as all-day events, or,
 * for a delivered order, its delivery and collection in their time windows. A staff member's own
 * feed holds the approved orders they handle (`handledById`) and those nobody in particular
 * handles; the shop's feed (admins) holds every order and adds those awaiting approval, marked
 * tentative. The secret is kept only as its SHA-256.
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
    return this.render(row.scope, user, now);
  }

  private async render(scope: CalendarScope, owner: User, now: Date): Promise<string> {
    const todayNumber = today(now);
    const from = calendarDate(todayNumber - FEED_DAYS_BACK);
    const to = calendarDate(todayNumber + FEED_DAYS_AHEAD);
    const query = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.lines', 'line')
      .where('o.status IN (:...statuses)', { statuses: scope === 'shop' ? [ORDER_STATUS.approved, ORDER_STATUS.pending] : [ORDER_STATUS.approved] })
      .andWhere('o.startingDate <= :to', { to })
      .andWhere('o.endingDate >= :from', { from });
    // A staff member's own feed: the orders they handle and those nobody has taken yet.
    if (scope !== 'shop') query.andWhere('(o.handledById = :owner OR o.handledById IS NULL)', { owner: owner.id });
    const orders = await query.orderBy('o.startingDate', 'ASC').addOrderBy('o.id', 'ASC').addOrderBy('line.id', 'ASC').getMany();
    const shop = this.shop.name;
    const calendar = ical({ name: scope === 'shop' ? `${shop}: all pick-ups and returns` : `${shop}: my pick-ups and returns`, prodId: { company: 'rental', product: 'calendar' }, ttl: 60 * 60 });
    const host = new URL(this.server.publicUrl).host;
    for (const order of orders) {
      const number = formatOrderId(order.id);
      const items = order.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ');
      const status = order.status === ORDER_STATUS.approved ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE;
      const waiting = order.status === ORDER_STATUS.pending ? ' (awaiting approval)' : '';
      const url = `${this.server.publicSiteUrl}/admin/orders?q=${number}`;
      const day = (text: string, plus = 0) => new Date((calendarDayNumber(text)! + plus) * 86_400_000);
      const done = (at: Date | null, what: string) => (at ? `\n${what} ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '');
      const handler = order.handledByName ? `\nHandled by ${order.handledByName}` : '';
      // A delivery in its window (the shop's time); a window that cannot be read, or a pick-up, is the whole day.
      const when = (date: string, window: string | null) => {
        const times = window ? WINDOW.exec(window) : null;
        const dayNumber = calendarDayNumber(date)!;
        return times ? { start: zonedInstant(dayNumber, times[1]), end: zonedInstant(dayNumber, times[2]) } : { start: day(date), end: day(date, 1), allDay: true };
      };
      const delivered = order.fulfilment === 'delivery';
      const to = delivered && order.deliveryCity ? ` (${order.deliveryCity})` : '';
      calendar.createEvent({
        id: `${number}-${delivered ? 'delivery' : 'pickup'}@${host}`,
        ...when(order.startingDate, delivered ? order.deliveryWindow : null),
        status,
        summary: `${delivered ? 'Delivery' : 'Pick-up'} ${number}${to}${waiting}: ${items}`,
        description: `${items}${handler}${done(order.pickedUpAt, delivered ? 'Delivered' : 'Picked up')}`,
        url,
      });
      calendar.createEvent({
        id: `${number}-${delivered ? 'collection' : 'return'}@${host}`,
        ...when(order.endingDate, delivered ? order.collectionWindow : null),
        status,
        summary: `${delivered ? 'Collection' : 'Return'} ${number}${to}${waiting}: ${items}`,
        description: `${items}${handler}${done(order.returnedAt, delivered ? 'Collected' : 'Returned')}`,
        url,
      });
    }
    return calendar.toString();
  }
}

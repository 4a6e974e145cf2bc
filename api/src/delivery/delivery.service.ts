import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { fromCents, toCents } from '../common/money.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { Order } from '../orders/order.entity.js';
import { PendingHolds } from '../orders/pending-holds.js';
import { weekday } from '../orders/pricing.js';
import { calendarDayNumber } from '../orders/rental-days.js';
import { PAID_FOR } from '../payments/payment.entity.js';
import type { User } from '../users/user.entity.js';
import type { DeliverySettingsDto, DeliveryWindowDto, DeliveryZoneDto, FulfilmentDto } from './delivery.dto.js';
import { DeliverySettings, DeliveryWindow, DeliveryZone } from './delivery.entity.js';
import { ORDER_STATUS } from '../orders/order-states.js';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DEFAULT_WEEKDAYS = [1, 2, 3, 4, 5, 6];

export class DeliveryZoneView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Colombo' }) city: string;
  @ApiProperty({ description: 'Delivery and collection together, rupees before tax' }) fee: number;
}

export class DeliveryWindowView {
  @ApiProperty() id: number;
  @ApiProperty({ example: '09:00' }) startsAt: string;
  @ApiProperty({ example: '12:00' }) endsAt: string;
  @ApiProperty({ example: '09:00-12:00' }) label: string;
  @ApiProperty({ description: 'Stops (deliveries and collections) the window holds a day' }) capacity: number;
}

export class DeliverySetupView {
  @ApiProperty({ type: [DeliveryZoneView] }) zones: DeliveryZoneView[];
  @ApiProperty({ type: [DeliveryWindowView] }) windows: DeliveryWindowView[];
  @ApiProperty({ type: Number, nullable: true, description: 'Rental charges (less any coupon, before tax) from which delivery is free, rupees; null: never' }) freeDeliveryFrom: number | null;
  @ApiProperty({ type: [Number], description: 'Weekdays the van runs, 0 = Sunday … 6 = Saturday' }) weekdays: number[];
}

export class WindowPlacesView extends DeliveryWindowView {
  @ApiProperty({ description: 'Places left on that day' }) left: number;
}

export class DeliveryOptionsView {
  @ApiProperty({ description: 'Whether the shop delivers at all (it has zones and windows)' }) offered: boolean;
  @ApiProperty({ type: [DeliveryZoneView] }) zones: DeliveryZoneView[];
  @ApiProperty({ type: Number, nullable: true }) freeDeliveryFrom: number | null;
  @ApiProperty({ type: [Number] }) weekdays: number[];
  @ApiProperty({ type: [WindowPlacesView], description: 'Windows on the start date; empty when the van does not run that day' }) delivery: WindowPlacesView[];
  @ApiProperty({ type: [WindowPlacesView], description: 'Windows on the end date; empty when the van does not run that day' }) collection: WindowPlacesView[];
}

/** What a delivery adds to an order: its fee and the fields stored on it. */
export interface DeliveryPlan {
  feeCents: number;
  fields: Pick<
    Order,
    'fulfilment' | 'deliveryStreet' | 'deliveryCity' | 'deliveryPhone' | 'deliveryNotes' | 'deliveryWindowId' | 'deliveryWindow' | 'collectionWindowId' | 'collectionWindow'
  >;
}

export const PICKUP: DeliveryPlan = {
  feeCents: 0,
  fields: { fulfilment: 'pickup', deliveryStreet: null, deliveryCity: null, deliveryPhone: null, deliveryNotes: null, deliveryWindowId: null, deliveryWindow: null, collectionWindowId: null, collectionWindow: null },
};

export const cityKeyOf = (city: string) => city.trim().replace(/\s+/g, ' ').toLowerCase();
const labelOf = (window: Pick<DeliveryWindow, 'startsAt' | 'endsAt'>) => `${window.startsAt}-${window.endsAt}`;
const zoneView = (zone: DeliveryZone): DeliveryZoneView => ({ id: zone.id, city: zone.city, fee: fromCents(zone.feeCents) });
const windowView = (window: DeliveryWindow): DeliveryWindowView => ({ id: window.id, startsAt: window.startsAt, endsAt: window.endsAt, label: labelOf(window), capacity: window.capacity });

/**
 * Delivery and collection (issue 34): the zones and their fees, the windows and their places, and
 * the plan of a cart's delivery, priced and checked by the server.
 */
@Injectable()
export class DeliveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly pendingHolds: PendingHolds,
  ) {}

  async setup(manager: EntityManager = this.dataSource.manager): Promise<DeliverySetupView> {
    const [zones, windows, settings] = await Promise.all([
      manager.find(DeliveryZone, { order: { city: 'ASC' } }),
      manager.find(DeliveryWindow, { order: { startsAt: 'ASC', id: 'ASC' } }),
      this.settings(manager),
    ]);
    return { zones: zones.map(zoneView), windows: windows.map(windowView), freeDeliveryFrom: settings.freeFromCents === null ? null : fromCents(settings.freeFromCents), weekdays: settings.weekdays };
  }

  async saveSettings(dto: DeliverySettingsDto, actor: User): Promise<DeliverySetupView> {
    return this.writes.transaction(async (manager) => {
      const before = await this.settings(manager);
      const after = { id: 1, freeFromCents: dto.freeDeliveryFrom === undefined || dto.freeDeliveryFrom === null ? null : toCents(dto.freeDeliveryFrom), weekdays: [...new Set(dto.weekdays)].sort() };
      await manager.save(DeliverySettings, after);
      await this.audit.record(manager, actor, 'delivery', 'settings', 'changed', settingsSnapshot(before), settingsSnapshot(after));
      return this.setup(manager);
    });
  }

  async createZone(dto: DeliveryZoneDto, actor: User): Promise<DeliveryZoneView> {
    return this.writes.transaction(async (manager) => {
      const cityKey = cityKeyOf(dto.city);
      if (await manager.exists(DeliveryZone, { where: { cityKey } })) throw new ConflictError(`${dto.city} already has a delivery zone`);
      const saved = await manager.save(manager.create(DeliveryZone, { city: dto.city, cityKey, feeCents: toCents(dto.fee) }));
      await this.audit.record(manager, actor, 'delivery', `zone ${saved.city}`, 'created', null, zoneView(saved) as never);
      return zoneView(saved);
    });
  }

  async updateZone(id: number, dto: DeliveryZoneDto, actor: User): Promise<DeliveryZoneView> {
    return this.writes.transaction(async (manager) => {
      const zone = await manager.findOne(DeliveryZone, { where: { id } });
      if (!zone) throw new NotFoundError(`No delivery zone ${id}`);
      const cityKey = cityKeyOf(dto.city);
      const other = await manager.findOne(DeliveryZone, { where: { cityKey } });
      if (other && other.id !== id) throw new ConflictError(`${dto.city} already has a delivery zone`);
      const before = zoneView(zone);
      Object.assign(zone, { city: dto.city, cityKey, feeCents: toCents(dto.fee) });
      await manager.update(DeliveryZone, { id }, { city: zone.city, cityKey, feeCents: zone.feeCents });
      await this.audit.record(manager, actor, 'delivery', `zone ${zone.city}`, 'changed', before as never, zoneView(zone) as never);
      return zoneView(zone);
    });
  }

  async deleteZone(id: number, actor: User): Promise<void> {
    await this.writes.transaction(async (manager) => {
      const zone = await manager.findOne(DeliveryZone, { where: { id } });
      if (!zone) throw new NotFoundError(`No delivery zone ${id}`);
      await manager.delete(DeliveryZone, { id });
      await this.audit.record(manager, actor, 'delivery', `zone ${zone.city}`, 'deleted', zoneView(zone) as never, null);
    });
  }

  async createWindow(dto: DeliveryWindowDto, actor: User): Promise<DeliveryWindowView> {
    checkTimes(dto);
    return this.writes.transaction(async (manager) => {
      const saved = await manager.save(manager.create(DeliveryWindow, { startsAt: dto.startsAt, endsAt: dto.endsAt, capacity: dto.capacity }));
      await this.audit.record(manager, actor, 'delivery', `window ${saved.id}`, 'created', null, windowView(saved) as never);
      return windowView(saved);
    });
  }

  /** Changing a window changes it for bookings made from now on; booked orders keep the times they were given. */
  async updateWindow(id: number, dto: DeliveryWindowDto, actor: User): Promise<DeliveryWindowView> {
    checkTimes(dto);
    return this.writes.transaction(async (manager) => {
      const window = await manager.findOne(DeliveryWindow, { where: { id } });
      if (!window) throw new NotFoundError(`No delivery window ${id}`);
      const before = windowView(window);
      Object.assign(window, { startsAt: dto.startsAt, endsAt: dto.endsAt, capacity: dto.capacity });
      await manager.update(DeliveryWindow, { id }, { startsAt: dto.startsAt, endsAt: dto.endsAt, capacity: dto.capacity });
      await this.audit.record(manager, actor, 'delivery', `window ${id}`, 'changed', before as never, windowView(window) as never);
      return windowView(window);
    });
  }

  async deleteWindow(id: number, actor: User): Promise<void> {
    await this.writes.transaction(async (manager) => {
      const window = await manager.findOne(DeliveryWindow, { where: { id } });
      if (!window) throw new NotFoundError(`No delivery window ${id}`);
      await manager.delete(DeliveryWindow, { id });
      await this.audit.record(manager, actor, 'delivery', `window ${id}`, 'deleted', windowView(window) as never, null);
    });
  }

  /** What a customer may choose for a rental from `start` to `end`: the cities, and each day's windows with the places left. */
  async options(start: string, end: string): Promise<DeliveryOptionsView> {
    const manager = this.dataSource.manager;
    const setup = await this.setup(manager);
    const runs = (date: string) => setup.weekdays.includes(weekday(calendarDayNumber(date)!));
    const placesOn = async (date: string): Promise<WindowPlacesView[]> => {
      if (!runs(date)) return [];
      const used = await this.usedPlaces(manager, date, setup.windows.map((w) => w.id));
      return setup.windows.map((w) => ({ ...w, left: Math.max(0, w.capacity - (used.get(w.id) ?? 0)) }));
    };
    return {
      offered: setup.zones.length > 0 && setup.windows.length > 0,
      zones: setup.zones,
      freeDeliveryFrom: setup.freeDeliveryFrom,
      weekdays: setup.weekdays,
      delivery: await placesOn(start),
      collection: await placesOn(end),
    };
  }

  /**
   * The delivery of a cart: the zone of its city (refused outside every zone), the fee (free from
   * the threshold of rental charges less any coupon), and a place in each window: the delivery on
   * the start date, the collection on the end date, each on a day the van runs. With `lock` (a
   * booking), the windows' rows are locked (MySQL, in id order; SQLite writes take turns) before
   * their places are counted, so two bookings never take the last place of a window together.
   */
  async plan(fulfilment: FulfilmentDto | undefined, start: string, end: string, chargesCents: number, manager: EntityManager, { lock }: { lock: boolean }): Promise<DeliveryPlan> {
    if (!fulfilment || fulfilment.method === 'pickup') return PICKUP;
    // The quote prices the city and windows; the booking needs where to go and whom to call.
    if (lock && !fulfilment.street) throw new InvalidInputError('Give the street address for the delivery (fulfilment.street)');
    if (lock && !fulfilment.phone) throw new InvalidInputError('Give a phone number for the driver (fulfilment.phone), digits with an optional +');
    const zones = await manager.find(DeliveryZone, { order: { city: 'ASC' } });
    if (!zones.length) throw new InvalidInputError('The shop does not deliver yet: please choose pickup at the shop');
    const city = fulfilment.city!;
    const zone = zones.find((z) => z.cityKey === cityKeyOf(city));
    if (!zone) {
      const names = zones.map((z) => z.city);
      const listed = names.length > 12 ? `${names.slice(0, 12).join(', ')} and ${names.length - 12} more` : names.join(', ');
      throw new InvalidInputError(`We do not deliver to ${city}: delivery is offered to ${listed}. Please choose pickup at the shop, or another address.`);
    }
    const settings = await this.settings(manager);
    requireVanRuns(settings, start, 'deliver', 'Please choose other dates or pickup at the shop.');
    requireVanRuns(settings, end, 'collect', 'Please choose other dates or pickup at the shop.');
    const ids = [...new Set([fulfilment.deliveryWindowId!, fulfilment.collectionWindowId!])].sort((a, b) => a - b);
    const query = manager.createQueryBuilder(DeliveryWindow, 'w').where({ id: In(ids) }).orderBy('w.id');
    const windows = new Map((await (lock ? this.writes.lockRows(query) : query).getMany()).map((w) => [w.id, w]));
    const deliveryWindow = windows.get(fulfilment.deliveryWindowId!);
    if (!deliveryWindow) throw new InvalidInputError(`Delivery window ${fulfilment.deliveryWindowId} is not one of the shop's windows: please choose one of GET /api/delivery/options`);
    const collectionWindow = windows.get(fulfilment.collectionWindowId!);
    if (!collectionWindow) throw new InvalidInputError(`Collection window ${fulfilment.collectionWindowId} is not one of the shop's windows: please choose one of GET /api/delivery/options`);

    // One stop each; on a one-day hire in one window, the delivery and the collection take two places.
    const wanted = new Map<string, { window: DeliveryWindow; date: string; stops: number; what: string }>();
    for (const [window, date, what] of [[deliveryWindow, start, 'delivery'], [collectionWindow, end, 'collection']] as const) {
      const key = `${date} ${window.id}`;
      const entry = wanted.get(key) ?? { window, date, stops: 0, what };
      entry.stops++;
      wanted.set(key, entry);
    }
    for (const { window, date, stops, what } of wanted.values()) {
      const used = (await this.usedPlaces(manager, date, [window.id])).get(window.id) ?? 0;
      if (used + stops > window.capacity) {
        throw new ConflictError(`The ${what} window ${labelOf(window)} on ${date} is full: please choose another window or date`);
      }
    }
    const free = settings.freeFromCents !== null && chargesCents >= settings.freeFromCents;
    return {
      feeCents: free ? 0 : zone.feeCents,
      fields: {
        fulfilment: 'delivery',
        deliveryStreet: fulfilment.street ?? '',
        deliveryCity: zone.city,
        deliveryPhone: fulfilment.phone ?? '',
        deliveryNotes: fulfilment.notes || null,
        deliveryWindowId: deliveryWindow.id,
        deliveryWindow: labelOf(deliveryWindow),
        collectionWindowId: collectionWindow.id,
        collectionWindow: labelOf(collectionWindow),
      },
    };
  }

  /**
   * An extension moves a delivered order's collection to its new end date, in the window it booked:
   * the van must run that day and the window must still be offered and have a place then. With
   * `lock` (the extension itself), the window's row is locked as a booking locks it, after the
   * products' rows, so an extension and a booking never take its last place together.
   */
  async checkCollectionMove(order: Order, endingDate: string, manager: EntityManager, { lock }: { lock: boolean }): Promise<void> {
    if (order.fulfilment !== 'delivery') return;
    requireVanRuns(await this.settings(manager), endingDate, 'collect', 'Please choose another end date, or ask the shop to arrange the collection.');
    const query = manager.createQueryBuilder(DeliveryWindow, 'w').where({ id: order.collectionWindowId ?? 0 });
    const window = await (lock ? this.writes.lockRows(query) : query).getOne();
    if (!window) throw new ConflictError(`The collection window ${order.collectionWindow ?? ''} is no longer offered: please ask the shop to arrange the collection on ${endingDate}`);
    // The order's own collection is counted on its current end date, never on a later one.
    const used = (await this.usedPlaces(manager, endingDate, [window.id])).get(window.id) ?? 0;
    if (used + 1 > window.capacity) throw new ConflictError(`The collection window ${labelOf(window)} on ${endingDate} is full: please choose another end date, or ask the shop to arrange the collection`);
  }

  /**
   * The places taken in these windows on `date`: deliveries starting and collections ending that
   * day, of the orders that hold their units (approved, or Pending within its hold or paid for).
   */
  private async usedPlaces(manager: EntityManager, date: string, windowIds: number[]): Promise<Map<number, number>> {
    const used = new Map<number, number>();
    if (!windowIds.length) return used;
    const holding = `(o.status = '${ORDER_STATUS.approved}' OR (o.status = '${ORDER_STATUS.pending}' AND (o.orderDate >= :since OR ${PAID_FOR('o')})))`;
    const since = this.pendingHolds.cutoff();
    for (const [dateColumn, windowColumn] of [['startingDate', 'deliveryWindowId'], ['endingDate', 'collectionWindowId']] as const) {
      const rows: { windowId: number | string; stops: number | string }[] = await manager
        .createQueryBuilder(Order, 'o')
        .select(`o.${windowColumn}`, 'windowId')
        .addSelect('COUNT(*)', 'stops')
        .where("o.fulfilment = 'delivery'")
        .andWhere(`o.${dateColumn} = :date`, { date })
        .andWhere(`o.${windowColumn} IN (:...windowIds)`, { windowIds })
        .andWhere(holding, { since })
        .groupBy(`o.${windowColumn}`)
        .getRawMany();
      for (const row of rows) used.set(Number(row.windowId), (used.get(Number(row.windowId)) ?? 0) + Number(row.stops));
    }
    return used;
  }

  private async settings(manager: EntityManager): Promise<DeliverySettings> {
    return (await manager.findOne(DeliverySettings, { where: { id: 1 } })) ?? Object.assign(new DeliverySettings(), { id: 1, freeFromCents: null, weekdays: DEFAULT_WEEKDAYS });
  }
}

/** Refuses a delivery or collection on a weekday the van does not run, naming the days it does. */
function requireVanRuns(settings: Pick<DeliverySettings, 'weekdays'>, date: string, what: 'deliver' | 'collect', advice: string): void {
  const day = weekday(calendarDayNumber(date)!);
  if (settings.weekdays.includes(day)) return;
  const runs = settings.weekdays.length ? `the van runs on ${settings.weekdays.map((d) => `${WEEKDAY_NAMES[d]}s`).join(', ')}` : 'the van does not run on any day now';
  throw new InvalidInputError(`We do not ${what} on ${WEEKDAY_NAMES[day]}s (${date}): ${runs}. ${advice}`);
}

function checkTimes(dto: DeliveryWindowDto): void {
  if (dto.endsAt <= dto.startsAt) throw new InvalidInputError(`The window must end after it starts (${dto.startsAt} to ${dto.endsAt})`);
}

const settingsSnapshot = (settings: Pick<DeliverySettings, 'freeFromCents' | 'weekdays'>) => ({
  freeDeliveryFrom: settings.freeFromCents === null ? null : fromCents(settings.freeFromCents),
  weekdays: settings.weekdays,
});

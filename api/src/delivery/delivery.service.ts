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
import type { DeliveryDistanceDto, DeliverySettingsDto, DeliveryWindowDto, DeliveryZoneDto, FulfilmentDto } from './delivery.dto.js';
import { DeliveryBand, DeliverySettings, DeliveryWindow, DeliveryZone } from './delivery.entity.js';
import { bandFor, distanceKm } from './distance.js';
import { Geocoder, GeocoderUnavailableError } from './geocoder.js';
import { ORDER_STATUS } from '../orders/order-states.js';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DEFAULT_WEEKDAYS = [1, 2, 3, 4, 5, 6];

export class DeliveryZoneView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Colombo' }) city: string;
  @ApiProperty({ description: 'Delivery and collection together, rupees before tax' }) fee: number;
}

export class DeliveryBandView {
  @ApiProperty({ example: 25, description: 'Addresses up to this many km from the shop (as the crow flies) and beyond the nearer bands' }) upToKm: number;
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
  @ApiProperty({ type: Number, nullable: true, description: 'Where the van starts, degrees north; null: not set' }) shopLatitude: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Degrees east; null: not set' }) shopLongitude: number | null;
  @ApiProperty({ type: [DeliveryBandView], description: 'Fees by distance from the shop for addresses outside every city zone, nearest first' }) bands: DeliveryBandView[];
  @ApiProperty({ description: 'Whether the server can place addresses on the map (GEOCODER_URL): without it the bands are not used' }) geocoder: boolean;
}

export class WindowPlacesView extends DeliveryWindowView {
  @ApiProperty({ description: 'Places left on that day' }) left: number;
}

export class DeliveryOptionsView {
  @ApiProperty({ description: 'Whether the shop delivers at all (it has zones or distance bands, and windows)' }) offered: boolean;
  @ApiProperty({ type: [DeliveryZoneView] }) zones: DeliveryZoneView[];
  @ApiProperty({ type: [DeliveryBandView], description: 'Fees by distance from the shop for an address in no zone (then the street is needed to quote); empty when the shop prices by city only' }) bands: DeliveryBandView[];
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
const bandView = (band: Pick<DeliveryBand, 'upToKm' | 'feeCents'>): DeliveryBandView => ({ upToKm: band.upToKm, fee: fromCents(band.feeCents) });
const cityOf = (city: string) => city.trim().replace(/\s+/g, ' ');
const windowView = (window: DeliveryWindow): DeliveryWindowView => ({ id: window.id, startsAt: window.startsAt, endsAt: window.endsAt, label: labelOf(window), capacity: window.capacity });

/** Where a delivery address is, measured before the booking's transaction (the geocoder is a slow outside call). */
export interface DeliveryPlace {
  distanceKm: number;
}

/**
 * Delivery and collection: the zones and their fees, the windows and their places, and
 * the plan of a cart's delivery, priced and checked by the server.
 */
@Injectable()
export class DeliveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly pendingHolds: PendingHolds,
    private readonly geocoder: Geocoder,
  ) {}

  async setup(manager: EntityManager = this.dataSource.manager): Promise<DeliverySetupView> {
    const [zones, windows, settings, bands] = await Promise.all([
      manager.find(DeliveryZone, { order: { city: 'ASC' } }),
      manager.find(DeliveryWindow, { order: { startsAt: 'ASC', id: 'ASC' } }),
      this.settings(manager),
      manager.find(DeliveryBand, { order: { upToKm: 'ASC' } }),
    ]);
    return {
      zones: zones.map(zoneView),
      windows: windows.map(windowView),
      freeDeliveryFrom: settings.freeFromCents === null ? null : fromCents(settings.freeFromCents),
      weekdays: settings.weekdays,
      shopLatitude: settings.shopLatitude,
      shopLongitude: settings.shopLongitude,
      bands: bands.map(bandView),
      geocoder: this.geocoder.enabled,
    };
  }

  /** The shop's location and the distance bands, replaced together: the bands measure from that location. */
  async saveDistance(dto: DeliveryDistanceDto, actor: User): Promise<DeliverySetupView> {
    if ((dto.shopLatitude === null) !== (dto.shopLongitude === null)) throw new InvalidInputError("Give the shop's location as both shopLatitude and shopLongitude, or neither");
    if (dto.bands.length && dto.shopLatitude === null) throw new InvalidInputError("Set the shop's location (shopLatitude, shopLongitude) before the distance bands: they measure from it");
    const repeated = dto.bands.find((band, i) => dto.bands.findIndex((other) => other.upToKm === band.upToKm) !== i);
    if (repeated) throw new InvalidInputError(`Two bands end at ${repeated.upToKm} km: give each band its own distance`);
    return this.writes.transaction(async (manager) => {
      const settings = await this.settings(manager);
      const before = distanceSnapshot(settings, await manager.find(DeliveryBand, { order: { upToKm: 'ASC' } }));
      const bands = dto.bands.map((band) => ({ upToKm: band.upToKm, feeCents: toCents(band.fee) })).sort((a, b) => a.upToKm - b.upToKm);
      await manager.save(DeliverySettings, { ...settings, shopLatitude: dto.shopLatitude, shopLongitude: dto.shopLongitude });
      await manager.createQueryBuilder().delete().from(DeliveryBand).execute();
      if (bands.length) await manager.insert(DeliveryBand, bands);
      await this.audit.record(manager, actor, 'delivery', 'distance bands', 'changed', before, distanceSnapshot({ shopLatitude: dto.shopLatitude, shopLongitude: dto.shopLongitude }, bands));
      return this.setup(manager);
    });
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
    const bands = (await this.usableBands(manager)) ? setup.bands : [];
    return {
      offered: (setup.zones.length > 0 || bands.length > 0) && setup.windows.length > 0,
      zones: setup.zones,
      bands,
      freeDeliveryFrom: setup.freeDeliveryFrom,
      weekdays: setup.weekdays,
      delivery: await placesOn(start),
      collection: await placesOn(end),
    };
  }

  /**
   * Where a delivery address is, when its fee depends on it: an address in no city zone, while the
   * shop has distance bands and a geocoder. Called before the booking's transaction, never in it:
   * the geocoder is an outside call of up to seconds. Null when no distance is needed (or no street
   * is given yet: `plan` says what is missing). An address the geocoder cannot find, or a geocoder
   * that cannot be reached, is refused with what the customer can do.
   */
  async place(fulfilment: FulfilmentDto | undefined): Promise<DeliveryPlace | null> {
    if (!fulfilment || fulfilment.method !== 'delivery' || !fulfilment.street || !fulfilment.city) return null;
    const manager = this.dataSource.manager;
    if (await manager.exists(DeliveryZone, { where: { cityKey: cityKeyOf(fulfilment.city) } })) return null;
    const shop = await this.usableBands(manager);
    if (!shop) return null;
    let position;
    try {
      position = await this.geocoder.locate(fulfilment.street, fulfilment.city);
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      throw new InvalidInputError('We could not measure the distance to this address just now: please check the address and try again, or choose pickup at the shop.');
    }
    if (!position) throw new InvalidInputError(`We could not find ${fulfilment.street.trim()}, ${cityOf(fulfilment.city)} on the map: please check the street and city, or choose pickup at the shop.`);
    return { distanceKm: distanceKm(shop, position) };
  }

  /**
   * The delivery of a cart: the zone of its city, else the distance band of its address (`place`,
   * measured beforehand), refused outside both; the fee (free from
   * the threshold of rental charges less any coupon), and a place in each window: the delivery on
   * the start date, the collection on the end date, each on a day the van runs. With `lock` (a
   * booking), the windows' rows are locked (MySQL, in id order; SQLite writes take turns) before
   * their places are counted, so two bookings never take the last place of a window together.
   */
  async plan(fulfilment: FulfilmentDto | undefined, place: DeliveryPlace | null, start: string, end: string, chargesCents: number, manager: EntityManager, { lock }: { lock: boolean }): Promise<DeliveryPlan> {
    if (!fulfilment || fulfilment.method === 'pickup') return PICKUP;
    // The quote prices the city and windows; the booking needs where to go and whom to call.
    if (lock && !fulfilment.street) throw new InvalidInputError('Give the street address for the delivery (fulfilment.street)');
    if (lock && !fulfilment.phone) throw new InvalidInputError('Give a phone number for the driver (fulfilment.phone), digits with an optional +');
    const zones = await manager.find(DeliveryZone, { order: { city: 'ASC' } });
    const bands = (await this.usableBands(manager)) ? await manager.find(DeliveryBand, { order: { upToKm: 'ASC' } }) : [];
    if (!zones.length && !bands.length) throw new InvalidInputError('The shop does not deliver yet: please choose pickup at the shop');
    const city = fulfilment.city!;
    const zone = zones.find((z) => z.cityKey === cityKeyOf(city));
    const band = zone || !place ? null : bandFor(bands, place.distanceKm);
    if (!zone && !band) {
      if (bands.length && !place && !fulfilment.street) {
        throw new InvalidInputError(`Give the street address for the delivery (fulfilment.street): ${zones.length ? `outside ${listOf(zones.map((z) => z.city))} the fee` : 'the fee'} depends on the distance from the shop`);
      }
      const names = zones.map((z) => z.city);
      const offered = [...(names.length ? [listOf(names)] : []), ...(bands.length ? [`addresses within ${bands[bands.length - 1].upToKm} km of the shop`] : [])].join(' and ');
      const away = place ? ` (${Math.round(place.distanceKm)} km from the shop)` : '';
      throw new InvalidInputError(`We do not deliver to ${city}${away}: delivery is offered to ${offered}. Please choose pickup at the shop, or another address.`);
    }
    const feeCents = zone ? zone.feeCents : band!.feeCents;
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
      feeCents: free ? 0 : feeCents,
      fields: {
        fulfilment: 'delivery',
        deliveryStreet: fulfilment.street ?? '',
        deliveryCity: zone ? zone.city : cityOf(city),
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
    return (
      (await manager.findOne(DeliverySettings, { where: { id: 1 } })) ??
      Object.assign(new DeliverySettings(), { id: 1, freeFromCents: null, weekdays: DEFAULT_WEEKDAYS, shopLatitude: null, shopLongitude: null })
    );
  }

  /** The shop's position when addresses are priced by distance: a geocoder, a location and at least one band; else null. */
  private async usableBands(manager: EntityManager): Promise<{ latitude: number; longitude: number } | null> {
    if (!this.geocoder.enabled) return null;
    const settings = await this.settings(manager);
    if (settings.shopLatitude === null || settings.shopLongitude === null) return null;
    if (!(await manager.exists(DeliveryBand))) return null;
    return { latitude: settings.shopLatitude, longitude: settings.shopLongitude };
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

/** Up to 12 names, then how many more. */
function listOf(names: string[]): string {
  return names.length > 12 ? `${names.slice(0, 12).join(', ')} and ${names.length - 12} more` : names.join(', ');
}

const distanceSnapshot = (shop: Pick<DeliverySettings, 'shopLatitude' | 'shopLongitude'>, bands: Pick<DeliveryBand, 'upToKm' | 'feeCents'>[]) => ({
  shopLatitude: shop.shopLatitude,
  shopLongitude: shop.shopLongitude,
  bands: bands.map(bandView),
});

const settingsSnapshot = (settings: Pick<DeliverySettings, 'freeFromCents' | 'weekdays'>) => ({
  freeDeliveryFrom: settings.freeFromCents === null ? null : fromCents(settings.freeFromCents),
  weekdays: settings.weekdays,
});

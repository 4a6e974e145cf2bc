import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { KitComponent } from '../products/kit-component.entity.js';
import { Product } from '../products/product.entity.js';
import { blockedByInspection } from '../inspections/inspection-due.js';
import { Unit } from '../units/unit.entity.js';
import { bookedPerDay, type DayRange, freePerDay, type Holding, loadHoldings, type Shortage, turnaroundDays, unitAway, type UnitSpan, unitsPerDay, untrackedUnits } from './inventory.js';
import { formatOrderId, Order } from './order.entity.js';
import { BookingsShortError, ShortageError } from './order-errors.js';
import { overdueWhere } from './overdue.js';
import { PendingHolds } from './pending-holds.js';
import { calendarDate, calendarDayNumber, heldDays, today } from './rental-days.js';

/** The last day a booking can hold (9999-12-31). */
const LAST_DAY = calendarDayNumber('9999-12-31')!;

/** A product and how many of it are asked for; `name` names it when it no longer exists. */
export interface StockLine {
  key: string;
  qty: number;
  name?: string;
}

interface Part {
  key: string;
  qty: number;
}

/** What is free of some products over a range, with the kits among them taken apart. */
export interface Stocking {
  /** Free units of each asked-for product (a kit: whole kits) on each day of the range. */
  free: Map<string, number[]>;
  /** Units in service of each asked-for product (a kit: whole kits its components make up). */
  stock: Map<string, number>;
  /** Free units per day of each product that has units of its own (not kits). */
  parts: Map<string, number[]>;
  kits: Map<string, Part[]>;
  names: Map<string, string>;
  /** Turnaround days of each product in `parts`. */
  turnaround: Map<string, number>;
  /** Units each product in `parts` can rent out on each day (before bookings), and what bookings hold of it. */
  capacity: Map<string, number[]>;
  booked: Map<string, number[]>;
  /** The holdings of the products in `parts` (kits taken apart, turnaround added), with their orders. */
  holdings: Holding[];
}

const exactly = <T>(rows: T[], keys: string[], keyOf: (row: T) => string) => {
  // MySQL's collation ignores letter case, so keep only exact keys.
  const wanted = new Set(keys);
  return rows.filter((row) => wanted.has(keyOf(row)));
};

/**
 * What is free when, and what is late: the availability route, quotes, bookings, approvals and
 * the dashboard all ask here. Approved orders, and Pending ones within PENDING_HOLD_HOURS, hold their units over their held days,
 * and for the product's turnaround days after. A kit holds its components' units; a product with
 * tracked units has only those in service, less any in repair or back late. `manager` is the
 * transaction to read in (a booking's, with its product rows locked).
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pendingHolds: PendingHolds,
  ) {}

  /** Free units of each product on each day of the range: `get(key)[i]` is day `range.first + i`. */
  async freeDays(keys: string[], range: DayRange, manager: EntityManager = this.dataSource.manager): Promise<Map<string, number[]>> {
    return (await this.stocking(keys, range, manager)).free;
  }

  /** The fewest free units of each product over the range: what can be booked for all of it. */
  async fewestFree(keys: string[], range: DayRange, manager?: EntityManager): Promise<Map<string, number>> {
    const free = await this.freeDays(keys, range, manager);
    return new Map([...free].map(([key, days]) => [key, Math.min(...days)]));
  }

  /**
   * The fewest free units of each product over the days a rental from `startingDate` to
   * `endingDate` holds; a ShortageError naming every product, in the order given, that asks for
   * more. A kit asks for its components: what they are short of is named, with the kit. Products
   * asked for both alone and in kits add up. `excludeOrderId` leaves that order's own holdings out;
   * `range` checks other days than the rental's (an extension's added days).
   */
  async requireFree(
    lines: StockLine[],
    startingDate: string,
    endingDate: string,
    manager?: EntityManager,
    { excludeOrderId, range = heldDays(calendarDayNumber(startingDate)!, calendarDayNumber(endingDate)!) }: { excludeOrderId?: number; range?: DayRange } = {},
  ): Promise<Map<string, number>> {
    // A rental holds each product for its turnaround days after the range too, so those days are read as well.
    const stocking = await this.stocking(
      lines.map((line) => line.key),
      range,
      manager,
      excludeOrderId,
      true,
    );
    const length = range.end - range.first;
    const partsOf = (line: StockLine): Part[] => stocking.kits.get(line.key)?.map((part) => ({ key: part.key, qty: part.qty * line.qty })) ?? [{ key: line.key, qty: line.qty }];
    const wanted = new Map<string, number>();
    for (const line of lines) for (const part of partsOf(line)) wanted.set(part.key, (wanted.get(part.key) ?? 0) + part.qty);
    const fewest = (days: number[] | undefined, count = length) => (days ? Math.min(...days.slice(0, count)) : 0);

    const shortages: Shortage[] = [];
    const named = new Set<string>();
    for (const line of lines) {
      const kit = stocking.kits.has(line.key);
      for (const part of partsOf(line)) {
        const available = fewest(stocking.parts.get(part.key), length + (stocking.turnaround.get(part.key) ?? 0));
        if (named.has(part.key) || wanted.get(part.key)! <= available) continue;
        named.add(part.key);
        const name = stocking.names.get(part.key) ?? line.name ?? part.key;
        shortages.push({ key: part.key, name, requested: wanted.get(part.key)!, available, ...(kit ? { kit: line.key, kitName: stocking.names.get(line.key) ?? line.key } : {}) });
      }
    }
    if (shortages.length) throw new ShortageError(shortages, startingDate, endingDate);
    return new Map(lines.map((line) => [line.key, fewest(stocking.free.get(line.key))]));
  }

  /** Free units per day of these products (kits taken apart), and their stock. */
  /** With `withTurnaround`, the days read run on by the longest turnaround of the products (`parts` and `free` are that much longer). */
  async stocking(keys: string[], asked: DayRange, manager: EntityManager = this.dataSource.manager, excludeOrderId?: number, withTurnaround = false): Promise<Stocking> {
    const kits = await this.kitsOf(manager, 'kit', keys);
    const partKeys = [...new Set(keys.filter((key) => !kits.has(key)).concat([...kits.values()].flatMap((parts) => parts.map((part) => part.key))))];
    const products = partKeys.length
      ? exactly(
          await manager.createQueryBuilder(Product, 'p').select(['p.id', 'p.key', 'p.name', 'p.stock', 'p.turnaroundHours']).where('p.key IN (:...partKeys)', { partKeys }).getMany(),
          partKeys,
          (p) => p.key,
        )
      : [];
    const byKey = new Map(products.map((product) => [product.key, product]));
    const names = new Map(products.map((product) => [product.key, product.name]));
    if (kits.size) {
      const kitRows = await manager.createQueryBuilder(Product, 'p').select(['p.key', 'p.name']).where('p.key IN (:...kitKeys)', { kitKeys: [...kits.keys()] }).getMany();
      for (const kit of exactly(kitRows, [...kits.keys()], (p) => p.key)) names.set(kit.key, kit.name);
    }
    const turnaround = (key: string) => turnaroundDays(byKey.get(key)?.turnaroundHours ?? 0);
    const longest = Math.max(0, ...products.map((product) => turnaround(product.key)));
    const range = withTurnaround ? { first: asked.first, end: asked.end + longest } : asked;

    // Kits that use any of these products hold them too.
    const kitsUsing = await this.kitsOf(manager, 'component', [...byKey.keys()]);
    const holdings = await loadHoldings(manager, [...byKey.keys(), ...kitsUsing.keys()], { first: range.first - longest, end: range.end }, this.pendingHolds.cutoff(), excludeOrderId);
    const partHoldings: Holding[] = holdings.flatMap((holding) =>
      (kitsUsing.get(holding.productKey) ?? [{ key: holding.productKey, qty: 1 }])
        .filter((part) => byKey.has(part.key))
        .map((part) => ({ productKey: part.key, quantity: holding.quantity * part.qty, first: holding.first, end: holding.end + turnaround(part.key), orderId: holding.orderId })),
    );
    const booked = bookedPerDay(partHoldings, range);

    const units = await this.unitsOf(manager, products.map((product) => product.id));
    const parts = new Map<string, number[]>();
    const partStock = new Map<string, number>();
    const capacity = new Map<string, number[]>();
    for (const product of products) {
      const own = units.get(product.id)?.map((unit) => unitAway(unit, turnaround(product.key), today()));
      const inService = own ? own.filter((unit: UnitSpan) => unit.status !== 'retired').length : 0;
      // Tracked units in service, and the rest of the stock still counted without tags.
      const untracked = untrackedUnits(product.stock, inService);
      partStock.set(product.key, inService + untracked);
      const perDay = own ? unitsPerDay(own, range, untracked) : new Array<number>(range.end - range.first).fill(product.stock);
      capacity.set(product.key, perDay);
      parts.set(product.key, freePerDay(perDay, booked.get(product.key), range));
    }

    const length = range.end - range.first;
    const free = new Map<string, number[]>();
    const stock = new Map<string, number>();
    for (const key of keys) {
      const kit = kits.get(key);
      if (kit) {
        free.set(key, Array.from({ length }, (_, i) => Math.min(...kit.map((part) => Math.floor((parts.get(part.key)?.[i] ?? 0) / part.qty)))));
        stock.set(key, Math.min(...kit.map((part) => Math.floor((partStock.get(part.key) ?? 0) / part.qty))));
      } else {
        free.set(key, parts.get(key) ?? new Array<number>(length).fill(0));
        stock.set(key, partStock.get(key) ?? 0);
      }
    }
    return { free, stock, parts, kits, names, turnaround: new Map(products.map((product) => [product.key, turnaround(product.key)])), capacity, booked, holdings: partHoldings };
  }

  /**
   * Runs `apply` (a change inside `manager`'s transaction that may lower the product's capacity:
   * a unit retired or sent to repair, less stock) and refuses it with a BookingsShortError when it
   * would leave bookings that hold units from today on (Pending within the hold, approved, out)
   * without enough of them on some day, unless `force` accepts that. Days already short before the
   * change are not counted against it. The caller's transaction then rolls the change back.
   */
  async keepBookingsCovered(manager: EntityManager, product: { key: string; name: string }, what: string, force: boolean, apply: () => Promise<void>): Promise<void> {
    const first = today();
    const kitsUsing = await this.kitsOf(manager, 'component', [product.key]);
    const turnaround = turnaroundDays(
      (await manager.createQueryBuilder(Product, 'p').select(['p.key', 'p.turnaroundHours']).where('p.key = :key', { key: product.key }).getMany()).find((p) => p.key === product.key)?.turnaroundHours ?? 0,
    );
    const holdings = await loadHoldings(manager, [product.key, ...kitsUsing.keys()], { first: first - turnaround, end: LAST_DAY + 1 }, this.pendingHolds.cutoff());
    const end = Math.max(first, ...holdings.map((holding) => holding.end + turnaround));
    if (end <= first) return apply();
    const range = { first, end };
    const before = await this.stocking([product.key], range, manager);
    await apply();
    if (force) return;
    const after = await this.stocking([product.key], range, manager);
    const was = before.capacity.get(product.key) ?? [];
    const now = after.capacity.get(product.key) ?? [];
    const booked = after.booked.get(product.key) ?? [];
    const short = now.flatMap((left, i) => (booked[i] > left && left < was[i] ? [i] : []));
    if (short.length === 0) return;
    const days = { first: first + short[0], end: first + short[short.length - 1] + 1 };
    const orderIds = [
      ...new Set(
        after.holdings
          .filter((holding) => holding.productKey === product.key && holding.orderId !== undefined && short.some((i) => holding.first <= first + i && first + i < holding.end))
          .map((holding) => holding.orderId!),
      ),
    ].sort((a, b) => a - b);
    throw new BookingsShortError({
      product: product.name,
      what,
      booked: Math.max(...short.map((i) => booked[i])),
      left: Math.min(...short.map((i) => now[i])),
      from: calendarDate(days.first),
      to: calendarDate(days.end - 1),
      orderIds: orderIds.map(formatOrderId),
    });
  }

  /** The parts of the kits among `keys` (side 'kit'), or of every kit using one of `keys` (side 'component'), by kit key. */
  async kitsOf(manager: EntityManager, side: 'kit' | 'component', keys: string[]): Promise<Map<string, Part[]>> {
    const kits = new Map<string, Part[]>();
    if (keys.length === 0) return kits;
    const rows = await manager
      .createQueryBuilder(KitComponent, 'kc')
      .innerJoin('kc.kit', 'kit')
      .innerJoin('kc.component', 'part')
      .select(['kit.key AS kitKey', 'part.key AS partKey', 'kc.quantity AS quantity'])
      .where(`${side === 'kit' ? 'kit' : 'part'}.key IN (:...keys)`, { keys })
      .orderBy('kc.id')
      .getRawMany<{ kitKey: string; partKey: string; quantity: number | string }>();
    for (const row of exactly(rows, keys, (r) => (side === 'kit' ? r.kitKey : r.partKey))) {
      const parts = kits.get(row.kitKey) ?? [];
      parts.push({ key: row.partKey, qty: Number(row.quantity) });
      kits.set(row.kitKey, parts);
    }
    return kits;
  }

  /** The tracked units of these products, with the dates of the order each is out with. */
  private async unitsOf(manager: EntityManager, productIds: number[]) {
    const byProduct = new Map<number, Parameters<typeof unitAway>[0][]>();
    if (productIds.length === 0) return byProduct;
    const rows = await manager
      .createQueryBuilder(Unit, 'u')
      .innerJoin('u.product', 'p')
      .leftJoin('u.order', 'o')
      .select(['p.id AS productId', 'u.id AS unitId', 'u.status AS status', 'u.repairBackOn AS repairBackOn', 'u.blockedFrom AS blockedFrom', 'u.blockedUntil AS blockedUntil', 'o.startingDate AS orderStart', 'o.endingDate AS orderEnd'])
      .where('p.id IN (:...productIds)', { productIds })
      .getRawMany<Parameters<typeof unitAway>[0] & { productId: number | string; unitId: number | string }>();
    // Units overdue for an inspection, when the shop's setting keeps them from being rented out.
    const blocked = rows.length ? await blockedByInspection(manager, productIds) : new Set<number>();
    for (const row of rows) {
      const list = byProduct.get(Number(row.productId)) ?? [];
      list.push({ ...row, inspectionOverdue: blocked.has(Number(row.unitId)) });
      byProduct.set(Number(row.productId), list);
    }
    return byProduct;
  }

  /** Overdue orders, the longest overdue first (at most `take`), and how many there are in all. */
  overdue(take: number, now: Date = new Date()): Promise<[Order[], number]> {
    return this.dataSource.getRepository(Order).findAndCount({ where: overdueWhere(now), relations: { lines: true, payments: true }, order: { endingDate: 'ASC', id: 'ASC' }, take });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { inspectionStates } from '../inspections/inspection-due.js';
import { formatOrderId, Order, OrderLine } from '../orders/order.entity.js';
import { turnaroundDays } from '../orders/inventory.js';
import { calendarDate, calendarDayNumber, heldDays, today as todayNumber } from '../orders/rental-days.js';
import { Product } from '../products/product.entity.js';
import { OrderUnit, Unit } from '../units/unit.entity.js';
import type { PlannerQuery } from './dto/report-queries.js';
import type { PlannerBar, PlannerRow, PlannerState, PlannerView } from './planner-view.js';
import { ORDER_STATUS } from '../orders/order-states.js';

/** Products shown at most (with their units): narrow the filter for more. */
export const PLANNER_MAX_PRODUCTS = 1000;
const IN_LIST = 5000;
const escapeLike = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

type Raw = Record<string, unknown>;
const day = (value: unknown) => calendarDayNumber(String(value))!;
const present = (value: unknown) => value !== null && value !== undefined;

/** A booking's state: Pending; approved and back ('returned'); past its end and not back ('late'); picked up ('out'); else approved. */
export function bookingState(order: { status: string; pickedUpAt: unknown; returnedAt: unknown; endingDate: string }, today: number): PlannerState {
  if (order.status === ORDER_STATUS.pending) return 'Pending';
  if (present(order.returnedAt)) return 'returned';
  if (day(order.endingDate) < today) return 'late';
  return present(order.pickedUpAt) ? 'out' : 'approved';
}

/**
 * The planner's timeline: products (and each tagged unit in service) as rows, the days of the range
 * as columns, and on each row its bookings by state, the turnaround after them, repairs and the
 * inspections due. A few queries whatever the number of rows (products, units, order lines, units
 * handed out, and the inspections' rules, results and hand-out counts), the rest is arithmetic on
 * day numbers.
 */
@Injectable()
export class PlannerService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async planner(query: PlannerQuery, now = new Date()): Promise<PlannerView> {
    const today = todayNumber(now);
    const first = query.from ? day(query.from) : today;
    const end = first + 7 * (query.weeks ?? 2);
    const manager = this.dataSource.manager;

    const products = manager.createQueryBuilder(Product, 'p').select(['p.id', 'p.key', 'p.name', 'p.category', 'p.stock', 'p.turnaroundHours']);
    if (query.category) products.andWhere('p.category = :category', { category: query.category });
    const q = query.q?.trim();
    if (q) {
      products.andWhere(
        `(p.key LIKE :q ESCAPE '!' OR p.name LIKE :q ESCAPE '!' OR EXISTS (SELECT 1 FROM units qu WHERE qu.productId = p.id AND qu.tag LIKE :q ESCAPE '!'))`,
        { q: escapeLike(q) },
      );
    }
    const found = await products.orderBy('p.category', 'ASC').addOrderBy('p.name', 'ASC').addOrderBy('p.id', 'ASC').take(PLANNER_MAX_PRODUCTS + 1).getMany();
    const truncated = found.length > PLANNER_MAX_PRODUCTS;
    const shown = found.slice(0, PLANNER_MAX_PRODUCTS);
    const view = { from: calendarDate(first), until: calendarDate(end), days: end - first, today: calendarDate(today), truncated };
    if (shown.length === 0) return { ...view, rows: [] };

    const turnaround = new Map(shown.map((p) => [p.key, turnaroundDays(p.turnaroundHours)]));
    const longest = Math.max(0, ...turnaround.values());
    const ids = shown.map((p) => p.id);
    const keys = shown.map((p) => p.key);

    const [units, lines, checks] = await Promise.all([
      chunked(ids, (part) =>
        manager
          .createQueryBuilder(Unit, 'u')
          .select(['u.id AS id', 'u.tag AS tag', 'u.status AS status', 'u.repairReason AS repairReason', 'u.repairBackOn AS repairBackOn', 'u.blockedFrom AS blockedFrom', 'u.blockedUntil AS blockedUntil', 'u.productId AS productId'])
          .where('u.productId IN (:...part)', { part })
          .andWhere("u.status <> 'retired'")
          .orderBy('u.tag', 'ASC')
          .getRawMany<Raw>(),
      ),
      // Lines of bookings that hold units (Pending or approved) and meet the range, its turnaround
      // before it included; an approved booking not back yet is read whatever its dates (it may be late).
      chunked(keys, (part) =>
        manager
          .createQueryBuilder(OrderLine, 'line')
          .innerJoin(Order, 'o', 'o.id = line.orderId')
          .select(['line.id AS lineId', 'line.productKey AS productKey', 'line.quantity AS quantity', 'o.id AS orderId', 'o.status AS status', 'o.email AS email'])
          .addSelect(['o.startingDate AS startingDate', 'o.endingDate AS endingDate', 'o.pickedUpAt AS pickedUpAt', 'o.returnedAt AS returnedAt'])
          .where('line.productKey IN (:...part)', { part })
          .andWhere(`o.status IN ('${ORDER_STATUS.pending}', '${ORDER_STATUS.approved}')`)
          .andWhere('o.startingDate <= :last', { last: calendarDate(end - 1) })
          .andWhere('(o.endingDate >= :since OR (o.status = :approved AND o.returnedAt IS NULL))', { since: calendarDate(first - longest - 1), approved: ORDER_STATUS.approved })
          .getRawMany<Raw>(),
      ),
      inspectionStates(manager, { productIds: ids }, now),
    ]);
    const orderIds = [...new Set(lines.map((line) => Number(line.orderId)))];
    const handedOut = orderIds.length
      ? await chunked(orderIds, (part) =>
          manager
            .createQueryBuilder(OrderUnit, 'ou')
            .select(['ou.unitId AS unitId', 'ou.lineId AS lineId', 'ou.returnedAt AS returnedAt'])
            .where('ou.orderId IN (:...part)', { part })
            .getRawMany<Raw>(),
        )
      : [];

    const clip = (from: number, until: number) => {
      const at = Math.max(from, first);
      const to = Math.min(until, end);
      return to > at ? { from: calendarDate(from), until: calendarDate(until), at: at - first, span: to - at } : null;
    };
    const barsOf = new Map<string, PlannerBar[]>();
    const add = (rowId: string, bar: PlannerBar | null) => {
      if (!bar) return;
      const bars = barsOf.get(rowId) ?? [];
      bars.push(bar);
      barsOf.set(rowId, bars);
    };
    /** A booking on a row and the turnaround after it (from the day it came back when it came back late). */
    const booking = (rowId: string, line: Raw, quantity: number, state: PlannerState, returnedDay: number | null) => {
      const held = heldDays(day(line.startingDate), day(line.endingDate));
      const until = state === 'late' ? Math.max(held.end, today + 1) : held.end;
      const orderId = formatOrderId(Number(line.orderId));
      const shown = clip(held.first, until);
      if (shown) add(rowId, { kind: 'booking', state, orderId, quantity, note: String(line.email), ...shown });
      const t = turnaround.get(String(line.productKey)) ?? 0;
      const after = returnedDay !== null ? Math.max(until, returnedDay) : until;
      if (t > 0) {
        const rest = clip(after, after + t);
        if (rest) add(rowId, { kind: 'turnaround', orderId, ...rest });
      }
    };

    const unitsOf = new Map<number, Raw[]>();
    for (const unit of units) {
      const list = unitsOf.get(Number(unit.productId)) ?? [];
      list.push(unit);
      unitsOf.set(Number(unit.productId), list);
    }
    const tagOf = new Map(units.map((unit) => [Number(unit.id), String(unit.tag)]));
    const outByLine = new Map<number, Raw[]>();
    for (const out of handedOut) {
      if (!tagOf.has(Number(out.unitId))) continue; // a retired unit has no row
      const list = outByLine.get(Number(out.lineId)) ?? [];
      list.push(out);
      outByLine.set(Number(out.lineId), list);
    }
    const wanted = new Set(keys);
    for (const line of lines) {
      // MySQL's collation ignores letter case: keep exact keys only.
      if (!wanted.has(String(line.productKey))) continue;
      const state = bookingState(line as never, today);
      const outs = outByLine.get(Number(line.lineId)) ?? [];
      for (const out of outs) {
        const unitState: PlannerState = present(out.returnedAt) ? 'returned' : state === 'returned' ? 'returned' : state;
        booking(tagOf.get(Number(out.unitId))!, line, 1, unitState, present(out.returnedAt) ? dateDay(out.returnedAt) : null);
      }
      const left = Number(line.quantity) - outs.length;
      if (left > 0) booking(String(line.productKey), line, left, state, present(line.returnedAt) ? dateDay(line.returnedAt) : null);
    }
    for (const unit of units) {
      const tag = String(unit.tag);
      if (unit.status === 'repair') {
        const back = unit.repairBackOn ? (calendarDayNumber(String(unit.repairBackOn)) ?? today) : today;
        const shown = clip(today, Math.max(back, today + 1));
        if (shown) add(tag, { kind: 'repair', note: String(unit.repairReason ?? ''), ...shown });
      }
      if (unit.blockedFrom && unit.blockedUntil) {
        const shown = clip(day(unit.blockedFrom), day(unit.blockedUntil));
        if (shown) add(tag, { kind: 'turnaround', ...shown });
      }
    }

    // Checks due or overdue on each unit (ADR 0006): overdue from the day it fell due (today when
    // never inspected or counted in rentals) through today; due on the day it falls due, or today.
    for (const check of checks) {
      if (check.state === 'ok') continue;
      const dueOn = check.dueOn === null ? today : day(check.dueOn);
      const shown = check.state === 'overdue' ? clip(Math.min(dueOn, today), today + 1) : clip(dueOn, dueOn + 1);
      if (shown) add(check.tag, { kind: 'inspection', inspection: check.state, note: check.ruleName, ...shown });
    }

    const byStart = (a: PlannerBar, b: PlannerBar) => a.at - b.at || a.span - b.span;
    const rows: PlannerRow[] = [];
    for (const product of shown) {
      rows.push({ id: product.key, kind: 'product', productKey: product.key, name: product.name, category: product.category, stock: product.stock, bars: (barsOf.get(product.key) ?? []).sort(byStart) });
      for (const unit of unitsOf.get(product.id) ?? []) {
        const tag = String(unit.tag);
        rows.push({ id: tag, kind: 'unit', productKey: product.key, name: tag, category: product.category, stock: 1, status: String(unit.status), bars: (barsOf.get(tag) ?? []).sort(byStart) });
      }
    }
    return { ...view, rows: rows.map((row) => ({ ...row, bars: row.bars.filter((bar) => bar.span > 0) })) };
  }
}

/** The UTC day of a stored timestamp: mysql2 returns Date objects, SQLite its UTC text. */
export function dateDay(value: unknown): number {
  if (value instanceof Date) return Math.floor(value.getTime() / 86_400_000);
  const text = String(value);
  return Math.floor(new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`).getTime() / 86_400_000);
}

async function chunked<T, R>(items: T[], read: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += IN_LIST) out.push(...(await read(items.slice(i, i + IN_LIST))));
  return out;
}

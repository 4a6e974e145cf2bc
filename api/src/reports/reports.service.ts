import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import { DataSource, type EntityManager } from 'typeorm';
import { rupeesDecimalOf } from '../backoffice/money-text.js';
import { InvalidInputError } from '../common/errors.js';
import { formatOrderId, Order, OrderLine } from '../orders/order.entity.js';
import { calendarDate, calendarDayNumber, heldDays, today as todayNumber } from '../orders/rental-days.js';
import { Payment } from '../payments/payment.entity.js';
import { Product } from '../products/product.entity.js';
import { Unit, UnitEvent } from '../units/unit.entity.js';
import type { ReportInterval, ReportQuery } from './dto/report-queries.js';
import { dateDay } from './planner.service.js';
import type { MeasureUnit, ReportMeasure, ReportName, ReportPoint, ReportView } from './report-view.js';
import { ORDER_STATUS } from '../orders/order-states.js';

/** The longest range a report covers (and so its previous period). */
export const MAX_REPORT_DAYS = 1096;
/** Detail rows sent in JSON at most (the CSV of utilisation and top-products has them all). */
export const REPORT_ROWS = 200;
const DAY_MS = 86_400_000;

type Raw = Record<string, unknown>;
type Figures = Map<number, Record<string, number>>;
interface Range {
  first: number;
  /** Included. */
  last: number;
}
/** One period's figures: per day (cents, counts, days), and the detail rows. */
interface Loaded {
  days: Figures;
  rows: Record<string, string | number>[];
  /** Extra totals not summed from the days (deposits held now, overdue now). */
  totals?: Record<string, number>;
  idle?: Record<string, string | number>[];
}

const m = (key: string, label: string, unit: MeasureUnit): ReportMeasure => ({ key, label, unit });
const MEASURES: Record<ReportName, ReportMeasure[]> = {
  revenue: [m('rental', 'Rental', 'money'), m('lateFees', 'Late fees', 'money'), m('tax', 'Tax', 'money'), m('refunds', 'Refunds', 'money')],
  bookings: [m('bookings', 'Bookings', 'count'), m('approved', 'Approved', 'count'), m('cancelled', 'Cancelled', 'count'), m('rejected', 'Rejected', 'count'), m('expired', 'Expired', 'count')],
  utilisation: [m('rentedDays', 'Days rented', 'days'), m('serviceDays', 'Days in service', 'days'), m('utilisation', 'Utilisation', 'percent')],
  'top-products': [m('bookings', 'Bookings', 'count'), m('rentedDays', 'Days rented', 'days'), m('revenue', 'Rental revenue', 'money')],
  'late-returns': [m('lateReturns', 'Late returns', 'count'), m('lateDays', 'Days late', 'days'), m('lateFees', 'Late fees', 'money')],
  deposits: [m('taken', 'Deposits taken', 'money'), m('returned', 'Deposits returned', 'money'), m('kept', 'Deposits kept', 'money')],
};
/** Extra totals of a report, beyond the sums of its measures. */
const EXTRA_TOTALS: Partial<Record<ReportName, ReportMeasure[]>> = {
  deposits: [m('heldNow', 'Deposits held now', 'money')],
  'late-returns': [m('overdueNow', 'Overdue now', 'count')],
};
const COLUMNS: Record<ReportName, ReportMeasure[]> = {
  revenue: [],
  bookings: [],
  utilisation: [m('kind', 'Row', 'text'), m('key', 'Key', 'text'), m('name', 'Name', 'text'), m('category', 'Category', 'text'), m('rentedDays', 'Days rented', 'days'), m('serviceDays', 'Days in service', 'days'), m('utilisation', 'Utilisation', 'percent'), m('previousUtilisation', 'Previous period', 'percent')],
  'top-products': [m('rank', 'Rank', 'count'), m('key', 'Key', 'text'), m('name', 'Name', 'text'), m('category', 'Category', 'text'), m('bookings', 'Bookings', 'count'), m('rentedDays', 'Days rented', 'days'), m('revenue', 'Rental revenue', 'money'), m('previousRevenue', 'Previous period', 'money')],
  'late-returns': [m('orderId', 'Order', 'text'), m('email', 'Customer', 'text'), m('endingDate', 'Due back', 'date'), m('returnedOn', 'Returned', 'date'), m('lateDays', 'Days late', 'days'), m('lateFee', 'Late fee', 'money')],
  deposits: [m('orderId', 'Order', 'text'), m('email', 'Customer', 'text'), m('startingDate', 'From', 'date'), m('endingDate', 'To', 'date'), m('deposit', 'Deposit held', 'money')],
};
/** Reports whose CSV is their detail rows; the others' CSV is their series, beside the previous period's. */
const ROW_CSV = new Set<ReportName>(['utilisation', 'top-products']);

const isMoney = (unit: MeasureUnit) => unit === 'money';
const num = (value: unknown) => Number(value ?? 0);
/** The day number of a date the database returned: 'YYYY-MM-DD' text (read by hand: tens of thousands of rows), or a timestamp. */
export function sqlDay(value: unknown): number {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10))) / DAY_MS;
  return dateDay(value);
}
/** A report's days, the previous period of the same length, and its buckets. */
interface Periods {
  today: number;
  current: Range;
  previous: Range;
  interval: ReportInterval;
}

/** The range asked for (by default the 30 days to today), checked, and the period before it of the same length. */
export function periodsOf(query: ReportQuery, now: Date): Periods {
  const today = todayNumber(now);
  const last = query.to ? calendarDayNumber(query.to)! : today;
  const first = query.from ? calendarDayNumber(query.from)! : last - 29;
  if (first > last) throw new InvalidInputError('from must be on or before to');
  const length = last - first + 1;
  if (length > MAX_REPORT_DAYS) throw new InvalidInputError(`A report covers at most ${MAX_REPORT_DAYS} days`);
  return { today, current: { first, last }, previous: { first: first - length, last: first - 1 }, interval: query.interval ?? 'day' };
}

/** Query parameters for a range of calendar dates (DATE columns, both ends included). */
const datesOf = ({ first, last }: Range) => ({ from: calendarDate(first), to: calendarDate(last) });
/** Query parameters for a range of instants (timestamp columns): from its first midnight until the midnight after its last day. */
const instantsOf = ({ first, last }: Range) => ({ from: startOf(first), until: startOf(last + 1) });
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const startOf = (d: number) => new Date(d * DAY_MS);

/** The first day of the day's bucket: itself, its week's Monday, or its month's 1st. */
export function bucketOf(day: number, interval: ReportInterval): number {
  if (interval === 'day') return day;
  if (interval === 'week') return day - ((((day + 4) % 7) + 6) % 7); // 1970-01-01 was a Thursday
  return calendarDayNumber(`${calendarDate(day).slice(0, 7)}-01`)!;
}

function addTo(days: Figures, day: number, key: string, amount: number) {
  const figures = days.get(day) ?? {};
  figures[key] = (figures[key] ?? 0) + amount;
  days.set(day, figures);
}

/**
 * The admins' reports: figures per day read with a few grouped queries over the range, then put in
 * buckets (day, week, month) and summed; the previous period of the same length is read the same way.
 * Money is summed in paise and returned in rupees.
 */
@Injectable()
export class ReportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report(name: ReportName, query: ReportQuery, now = new Date()): Promise<ReportView> {
    const periods = periodsOf(query, now);
    const { current, previous, interval } = periods;
    const [now_, before] = await this.loadPeriods(name, periods);
    const measures = MEASURES[name];
    const series = seriesOf(name, now_.days, current, interval);
    const previousSeries = seriesOf(name, before.days, previous, interval);
    const moneyKeys = new Set([...measures, ...(EXTRA_TOTALS[name] ?? [])].filter((x) => isMoney(x.unit)).map((x) => x.key));
    const rupees = (figures: Record<string, number>) => Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, moneyKeys.has(key) ? value / 100 : value]));
    const columnsMoney = COLUMNS[name].filter((c) => isMoney(c.unit)).map((c) => c.key);
    const rowRupees = (row: Record<string, string | number>) => ({ ...row, ...Object.fromEntries(columnsMoney.filter((k) => k in row).map((k) => [k, Number(row[k]) / 100])) });
    return {
      report: name,
      from: calendarDate(current.first),
      to: calendarDate(current.last),
      interval,
      previous: { from: calendarDate(previous.first), to: calendarDate(previous.last) },
      measures: [...measures],
      series: series.points.map((p) => ({ period: p.period, values: rupees(p.values) })),
      previousSeries: previousSeries.points.map((p) => ({ period: p.period, values: rupees(p.values) })),
      totals: rupees({ ...series.totals, ...now_.totals }),
      previousTotals: rupees({ ...previousSeries.totals, ...before.totals }),
      columns: COLUMNS[name],
      rows: now_.rows.slice(0, REPORT_ROWS).map(rowRupees),
      rowCount: now_.rows.length,
      ...(now_.idle ? { idle: now_.idle.slice(0, 20).map(rowRupees) } : {}),
    };
  }

  /** The report as CSV: amounts in rupees with two decimals. */
  async csv(name: ReportName, query: ReportQuery, now = new Date()): Promise<string> {
    if (ROW_CSV.has(name)) {
      // All rows, not only the JSON's first ones.
      const [all] = await this.loadPeriods(name, periodsOf(query, now));
      const columns = COLUMNS[name];
      return stringify(
        all.rows.map((row) => columns.map((c) => (isMoney(c.unit) ? rupeesDecimalOf(row[c.key] ?? 0) : (row[c.key] ?? '')))),
        { header: true, columns: columns.map((c) => c.key) },
      );
    }
    const view = await this.report(name, query, now);
    const keys = view.measures.map((x) => x.key);
    const money = new Set(view.measures.filter((x) => isMoney(x.unit)).map((x) => x.key));
    const cell = (key: string, value: number | undefined) => (value === undefined ? '' : money.has(key) ? rupeesDecimalOf(Math.round(value * 100)) : String(value));
    const header = ['period', ...keys, 'previousPeriod', ...keys.map((k) => `previous${k[0].toUpperCase()}${k.slice(1)}`)];
    const count = Math.max(view.series.length, view.previousSeries.length);
    const rows = Array.from({ length: count }, (_, i) => {
      const a = view.series[i];
      const b = view.previousSeries[i];
      return [a?.period ?? '', ...keys.map((k) => cell(k, a?.values[k])), b?.period ?? '', ...keys.map((k) => cell(k, b?.values[k]))];
    });
    return stringify(rows, { header: true, columns: header });
  }

  /** The figures of the range and of the previous period, the previous one's beside each detail row. */
  private async loadPeriods(name: ReportName, { current, previous, today }: Periods): Promise<[Loaded, Loaded]> {
    const manager = this.dataSource.manager;
    const [now, before] = await Promise.all([this.load(name, manager, current, today), this.load(name, manager, previous, today)]);
    if (name === 'utilisation' || name === 'top-products') comparePrevious(name, now.rows, before.rows);
    return [now, before];
  }

  private load(name: ReportName, manager: EntityManager, range: Range, today: number): Promise<Loaded> {
    switch (name) {
      case 'revenue':
        return this.revenue(manager, range);
      case 'bookings':
        return this.bookings(manager, range);
      case 'utilisation':
        return this.utilisation(manager, range, today);
      case 'top-products':
        return this.topProducts(manager, range);
      case 'late-returns':
        return this.lateReturns(manager, range, today);
      case 'deposits':
        return this.deposits(manager, range);
    }
  }

  /**
   * Rental (before tax, late fees apart) and tax of approved bookings on the day they start; late
   * fees on the day the gear came back; refunds (paid) on the day they were settled.
   */
  private async revenue(manager: EntityManager, range: Range): Promise<Loaded> {
    const [rental, late, refunds] = await Promise.all([
      manager
        .createQueryBuilder(Order, 'o')
        .select('o.startingDate', 'day')
        .addSelect('SUM(o.totalCents - o.taxCents - o.lateFeeCents)', 'rental')
        .addSelect('SUM(o.taxCents)', 'tax')
        .where(`o.status = '${ORDER_STATUS.approved}'`)
        .andWhere('o.startingDate >= :from AND o.startingDate <= :to', datesOf(range))
        .groupBy('o.startingDate')
        .getRawMany<Raw>(),
      manager
        .createQueryBuilder(Order, 'o')
        .select('DATE(o.returnedAt)', 'day')
        .addSelect('SUM(o.lateFeeCents)', 'lateFees')
        .where(`o.status = '${ORDER_STATUS.approved}' AND o.lateFeeCents > 0`)
        .andWhere('o.returnedAt >= :from AND o.returnedAt < :until', instantsOf(range))
        .groupBy('DATE(o.returnedAt)')
        .getRawMany<Raw>(),
      manager
        .createQueryBuilder(Payment, 'p')
        .select('DATE(p.updatedAt)', 'day')
        .addSelect('SUM(p.amountCents)', 'refunds')
        .where("p.kind = 'refund' AND p.status = 'paid'")
        .andWhere('p.updatedAt >= :from AND p.updatedAt < :until', instantsOf(range))
        .groupBy('DATE(p.updatedAt)')
        .getRawMany<Raw>(),
    ]);
    const days: Figures = new Map();
    for (const row of rental) {
      addTo(days, sqlDay(row.day), 'rental', num(row.rental));
      addTo(days, sqlDay(row.day), 'tax', num(row.tax));
    }
    for (const row of late) addTo(days, sqlDay(row.day), 'lateFees', num(row.lateFees));
    for (const row of refunds) addTo(days, sqlDay(row.day), 'refunds', num(row.refunds));
    return { days, rows: [] };
  }

  /** Bookings made each day (by the day they were made), and of them how many are now approved, cancelled, rejected or expired. */
  private async bookings(manager: EntityManager, range: Range): Promise<Loaded> {
    const rows = await manager
      .createQueryBuilder(Order, 'o')
      .select('DATE(o.orderDate)', 'day')
      .addSelect('o.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('o.orderDate >= :from AND o.orderDate < :until', instantsOf(range))
      .groupBy('DATE(o.orderDate)')
      .addGroupBy('o.status')
      .getRawMany<Raw>();
    const days: Figures = new Map();
    const keyOf: Record<string, string> = { [ORDER_STATUS.approved]: 'approved', [ORDER_STATUS.cancelled]: 'cancelled', [ORDER_STATUS.rejected]: 'rejected', [ORDER_STATUS.expired]: 'expired' };
    for (const row of rows) {
      const day = sqlDay(row.day);
      addTo(days, day, 'bookings', num(row.count));
      const key = keyOf[String(row.status)];
      if (key) addTo(days, day, key, num(row.count));
    }
    return { days, rows: [] };
  }

  /**
   * Days rented over days in service, per day, product and category: a product is in service with
   * its stock every day, less the days its units spent in repair; approved bookings rent their
   * units over their held days.
   */
  private async utilisation(manager: EntityManager, range: Range, today: number): Promise<Loaded> {
    const { first, last } = range;
    const [products, booked, rentedByProduct, repairs, openRepairs] = await Promise.all([
      manager.createQueryBuilder(Product, 'p').select('p.id', 'id').addSelect('p.key', 'productKey').addSelect('p.name', 'name').addSelect('p.category', 'category').addSelect('p.stock', 'stock').getRawMany<Raw>(),
      this.bookedByDates(manager, range),
      this.rentedByProduct(manager, range),
      // Every repair and its end that could meet the range: units sent before its end.
      manager
        .createQueryBuilder(UnitEvent, 'e')
        .innerJoin(Unit, 'u', 'u.id = e.unitId')
        .select(['e.unitId AS unitId', 'e.kind AS kind', 'e.at AS at', 'u.productId AS productId'])
        .where("e.kind IN ('repair', 'repaired', 'retired')")
        .andWhere('e.at < :until', { until: startOf(last + 1) })
        .orderBy('e.id', 'ASC')
        .getRawMany<Raw>(),
      manager.createQueryBuilder(Unit, 'u').select(['u.id AS id', 'u.repairBackOn AS repairBackOn']).where("u.status = 'repair'").getRawMany<Raw>(),
    ]);
    const backOn = new Map(openRepairs.map((u) => [Number(u.id), calendarDayNumber(String(u.repairBackOn ?? '')) ?? today + 1]));
    const length = last - first + 1;
    const repairDays = new Map<number, number[]>(); // product id -> units in repair per day of the range
    const since = new Map<number, { day: number; productId: number }>();
    const close = (unitId: number, end: number) => {
      const open = since.get(unitId);
      if (!open) return;
      since.delete(unitId);
      const days = repairDays.get(open.productId) ?? new Array<number>(length).fill(0);
      for (let d = Math.max(open.day, first); d < Math.min(end, last + 1); d++) days[d - first]++;
      repairDays.set(open.productId, days);
    };
    for (const event of repairs) {
      const unitId = Number(event.unitId);
      if (event.kind === 'repair') since.set(unitId, { day: dateDay(event.at), productId: Number(event.productId) });
      else close(unitId, dateDay(event.at));
    }
    // Still in repair: until the day it is expected back (and at least today).
    for (const unitId of [...since.keys()]) close(unitId, Math.max(backOn.get(unitId) ?? today + 1, today + 1));

    const rentedPerDay = new Array<number>(length).fill(0);
    for (const b of booked) {
      const from = Math.max(b.first, first);
      const to = Math.min(b.end, last + 1);
      for (let d = from; d < to; d++) rentedPerDay[d - first] += b.quantity;
    }
    // MySQL's collation ignores letter case: the product keys are matched exactly here.
    const rentedOf = new Map(rentedByProduct.map((row) => [String(row.productKey), num(row.days)]));
    const servicePerDay = new Array<number>(length).fill(0);
    const rows: Record<string, string | number>[] = [];
    const categories = new Map<string, { rented: number; service: number }>();
    let stockPerDay = 0;
    for (const raw of products) {
      const product = { id: num(raw.id), key: String(raw.productKey), name: String(raw.name), category: String(raw.category), stock: num(raw.stock) };
      const away = repairDays.get(product.id);
      let service = product.stock * length;
      if (away) {
        service = 0;
        for (let i = 0; i < length; i++) {
          const inService = Math.max(0, product.stock - away[i]);
          servicePerDay[i] += inService - product.stock; // the stock itself is added to every day below
          service += inService;
        }
      }
      stockPerDay += product.stock;
      const rented = rentedOf.get(product.key) ?? 0;
      const category = categories.get(product.category) ?? { rented: 0, service: 0 };
      category.rented += rented;
      category.service += service;
      categories.set(product.category, category);
      rows.push({ kind: 'product', key: product.key, name: product.name, category: product.category, rentedDays: rented, serviceDays: service, utilisation: percent(rented, service) });
    }
    for (let i = 0; i < length; i++) servicePerDay[i] += stockPerDay;
    rows.sort((a, b) => Number(b.utilisation) - Number(a.utilisation) || Number(b.rentedDays) - Number(a.rentedDays) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const categoryRows = [...categories].map(([category, c]) => ({ kind: 'category', key: category, name: category, category, rentedDays: c.rented, serviceDays: c.service, utilisation: percent(c.rented, c.service) }));
    const days: Figures = new Map();
    for (let i = 0; i < length; i++) days.set(first + i, { rentedDays: rentedPerDay[i], serviceDays: servicePerDay[i] });
    return { days, rows: [...categoryRows, ...rows] };
  }

  /** Approved order lines whose held days meet the range: an order's held days [start, max(end, start + 1)) meet it when it starts by its last day and ends after its first (or starts on or after it). */
  private approvedLinesMeeting(manager: EntityManager, { first, last }: Range) {
    return manager
      .createQueryBuilder(OrderLine, 'line')
      .innerJoin(Order, 'o', 'o.id = line.orderId')
      .where(`o.status = '${ORDER_STATUS.approved}'`)
      .andWhere('o.startingDate <= :last AND (o.endingDate > :first OR o.startingDate >= :first)', { last: calendarDate(last), first: calendarDate(first) });
  }

  /** Units booked, by the bookings' dates (a few thousand groups a year, whatever the number of products). */
  private async bookedByDates(manager: EntityManager, range: Range): Promise<{ quantity: number; first: number; end: number }[]> {
    const rows = await this.approvedLinesMeeting(manager, range)
      .select(['o.startingDate AS startingDate', 'o.endingDate AS endingDate', 'SUM(line.quantity) AS quantity'])
      .groupBy('o.startingDate')
      .addGroupBy('o.endingDate')
      .getRawMany<Raw>();
    return rows.map((row) => ({ quantity: num(row.quantity), ...heldDays(sqlDay(row.startingDate), sqlDay(row.endingDate)) }));
  }

  /** Unit-days rented per product within the range, summed by the database (the days of each booking's held days inside the range). */
  private rentedByProduct(manager: EntityManager, range: Range): Promise<Raw[]> {
    const mysql = manager.connection.options.type !== 'better-sqlite3';
    // The held days' end: the end date, or the day after a same-day rental's start; then cut to the range.
    const days = mysql
      ? 'DATEDIFF(LEAST(GREATEST(o.endingDate, DATE_ADD(o.startingDate, INTERVAL 1 DAY)), :until), GREATEST(o.startingDate, :first))'
      : "CAST(julianday(MIN(MAX(o.endingDate, date(o.startingDate, '+1 day')), :until)) - julianday(MAX(o.startingDate, :first)) AS INTEGER)";
    return this.approvedLinesMeeting(manager, range)
      .select('line.productKey', 'productKey')
      .addSelect(`SUM(line.quantity * ${days})`, 'days')
      .setParameter('until', calendarDate(range.last + 1))
      .groupBy('line.productKey')
      .getRawMany<Raw>();
  }

  /**
   * Products ranked by rental revenue of the approved bookings starting in the range: each order's
   * rental (before tax and late fees) shared among its lines by their day rate times quantity.
   */
  private async topProducts(manager: EntityManager, range: Range): Promise<Loaded> {
    const [products, lines] = await Promise.all([
      manager.createQueryBuilder(Product, 'p').select('p.key', 'productKey').addSelect('p.name', 'name').addSelect('p.category', 'category').getRawMany<Raw>(),
      manager
        .createQueryBuilder(OrderLine, 'line')
        .innerJoin(Order, 'o', 'o.id = line.orderId')
        .select(['line.productKey AS productKey', 'line.priceCents AS priceCents', 'line.quantity AS quantity', 'o.id AS orderId', 'o.startingDate AS startingDate', 'o.endingDate AS endingDate'])
        .addSelect('o.totalCents - o.taxCents - o.lateFeeCents', 'rental')
        .where(`o.status = '${ORDER_STATUS.approved}'`)
        .andWhere('o.startingDate >= :from AND o.startingDate <= :to', datesOf(range))
        .getRawMany<Raw>(),
    ]);
    const weightOf = new Map<number, number>();
    for (const line of lines) weightOf.set(num(line.orderId), (weightOf.get(num(line.orderId)) ?? 0) + num(line.priceCents) * num(line.quantity));
    const stats = new Map<string, { bookings: Set<number>; rentedDays: number; revenue: number }>();
    const days: Figures = new Map();
    for (const line of lines) {
      const key = String(line.productKey);
      const s = stats.get(key) ?? { bookings: new Set<number>(), rentedDays: 0, revenue: 0 };
      const weight = weightOf.get(num(line.orderId)) ?? 0;
      const share = weight > 0 ? (num(line.rental) * num(line.priceCents) * num(line.quantity)) / weight : 0;
      const held = heldDays(sqlDay(line.startingDate), sqlDay(line.endingDate));
      s.bookings.add(num(line.orderId));
      s.rentedDays += num(line.quantity) * (held.end - held.first);
      s.revenue += share;
      stats.set(key, s);
      addTo(days, held.first, 'rentedDays', num(line.quantity) * (held.end - held.first));
      addTo(days, held.first, 'revenue', share);
    }
    const bookingsPerDay = new Map<number, Set<number>>();
    for (const line of lines) {
      const d = sqlDay(line.startingDate);
      const set = bookingsPerDay.get(d) ?? new Set<number>();
      set.add(num(line.orderId));
      bookingsPerDay.set(d, set);
    }
    for (const [d, set] of bookingsPerDay) addTo(days, d, 'bookings', set.size);
    for (const figures of days.values()) if (figures.revenue !== undefined) figures.revenue = Math.round(figures.revenue);
    const all = products.map((p) => {
      const key = String(p.productKey);
      const s = stats.get(key);
      return { key, name: String(p.name), category: String(p.category), bookings: s?.bookings.size ?? 0, rentedDays: s?.rentedDays ?? 0, revenue: Math.round(s?.revenue ?? 0) };
    });
    all.sort((a, b) => b.revenue - a.revenue || b.rentedDays - a.rentedDays || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const rows = all.map((row, i) => ({ rank: i + 1, ...row }));
    return { days, rows, idle: rows.filter((row) => row.bookings === 0) };
  }

  /** Approved bookings that came back after their end date, on the day they came back; and those overdue now. */
  private async lateReturns(manager: EntityManager, range: Range, today: number): Promise<Loaded> {
    const [returned, overdue] = await Promise.all([
      manager
        .createQueryBuilder(Order, 'o')
        .select(['o.id AS id', 'o.email AS email', 'o.endingDate AS endingDate', 'o.returnedAt AS returnedAt', 'o.lateDays AS lateDays', 'o.lateFeeCents AS lateFeeCents'])
        .where(`o.status = '${ORDER_STATUS.approved}' AND o.lateDays > 0`)
        .andWhere('o.returnedAt >= :from AND o.returnedAt < :until', instantsOf(range))
        .orderBy('o.returnedAt', 'DESC')
        .getRawMany<Raw>(),
      manager
        .createQueryBuilder(Order, 'o')
        .select('COUNT(*)', 'count')
        .where(`o.status = '${ORDER_STATUS.approved}' AND o.returnedAt IS NULL AND o.endingDate < :today`, { today: calendarDate(today) })
        .getRawOne<Raw>(),
    ]);
    const days: Figures = new Map();
    const rows = returned.map((row) => {
      const day = dateDay(row.returnedAt);
      addTo(days, day, 'lateReturns', 1);
      addTo(days, day, 'lateDays', num(row.lateDays));
      addTo(days, day, 'lateFees', num(row.lateFeeCents));
      return { orderId: formatOrderId(num(row.id)), email: String(row.email), endingDate: String(row.endingDate), returnedOn: calendarDate(day), lateDays: num(row.lateDays), lateFee: num(row.lateFeeCents) };
    });
    return { days, rows, totals: { overdueNow: num(overdue?.count) } };
  }

  /** Deposits taken with approved bookings (on their first day), given back and kept (on the day the gear came back); and those held now. */
  private async deposits(manager: EntityManager, range: Range): Promise<Loaded> {
    const [taken, settled, held] = await Promise.all([
      manager
        .createQueryBuilder(Order, 'o')
        .select('o.startingDate', 'day')
        .addSelect('SUM(o.depositCents)', 'taken')
        .where(`o.status = '${ORDER_STATUS.approved}' AND o.depositCents > 0`)
        .andWhere('o.startingDate >= :from AND o.startingDate <= :to', datesOf(range))
        .groupBy('o.startingDate')
        .getRawMany<Raw>(),
      manager
        .createQueryBuilder(Order, 'o')
        .select('DATE(o.returnedAt)', 'day')
        .addSelect('SUM(o.depositRefundedCents)', 'returned')
        .addSelect('SUM(o.depositCents - o.depositRefundedCents)', 'kept')
        .where(`o.status = '${ORDER_STATUS.approved}' AND o.depositCents > 0 AND o.depositRefundedCents IS NOT NULL`)
        .andWhere('o.returnedAt >= :from AND o.returnedAt < :until', instantsOf(range))
        .groupBy('DATE(o.returnedAt)')
        .getRawMany<Raw>(),
      manager
        .createQueryBuilder(Order, 'o')
        .select(['o.id AS id', 'o.email AS email', 'o.startingDate AS startingDate', 'o.endingDate AS endingDate', 'o.depositCents AS depositCents'])
        .where(`o.status = '${ORDER_STATUS.approved}' AND o.depositCents > 0 AND o.depositRefundedCents IS NULL`)
        .orderBy('o.endingDate', 'ASC')
        .getRawMany<Raw>(),
    ]);
    const days: Figures = new Map();
    for (const row of taken) addTo(days, sqlDay(row.day), 'taken', num(row.taken));
    for (const row of settled) {
      addTo(days, sqlDay(row.day), 'returned', num(row.returned));
      addTo(days, sqlDay(row.day), 'kept', num(row.kept));
    }
    const rows = held.map((row) => ({ orderId: formatOrderId(num(row.id)), email: String(row.email), startingDate: String(row.startingDate), endingDate: String(row.endingDate), deposit: num(row.depositCents) }));
    return { days, rows, totals: { heldNow: rows.reduce((sum, row) => sum + row.deposit, 0) } };
  }
}

/** The previous period's utilisation or revenue beside each row. */
function comparePrevious(name: ReportName, rows: Record<string, string | number>[], before: Record<string, string | number>[]) {
  const key = (row: Record<string, string | number>) => `${row.kind ?? ''}:${row.key}`;
  const earlier = new Map(before.map((row) => [key(row), row]));
  for (const row of rows) {
    const then = earlier.get(key(row));
    if (name === 'utilisation') row.previousUtilisation = then ? Number(then.utilisation) : 0;
    else row.previousRevenue = then ? Number(then.revenue) : 0;
  }
}

/** The days' figures in buckets from the range's first day to its last (empty ones at zero), and their totals. */
function seriesOf(name: ReportName, days: Figures, { first, last }: Range, interval: ReportInterval): { points: ReportPoint[]; totals: Record<string, number> } {
  const measures = MEASURES[name];
  const summed = measures.filter((x) => x.unit !== 'percent').map((x) => x.key);
  const points: ReportPoint[] = [];
  const index = new Map<number, ReportPoint>();
  for (let d = first; d <= last; d++) {
    const bucket = Math.max(bucketOf(d, interval), first);
    let point = index.get(bucket);
    if (!point) {
      point = { period: calendarDate(bucket), values: Object.fromEntries(summed.map((k) => [k, 0])) };
      index.set(bucket, point);
      points.push(point);
    }
    const figures = days.get(d);
    if (figures) for (const k of summed) point.values[k] += figures[k] ?? 0;
  }
  const totals: Record<string, number> = Object.fromEntries(summed.map((k) => [k, points.reduce((sum, p) => sum + p.values[k], 0)]));
  if (name === 'utilisation') {
    for (const p of points) p.values.utilisation = percent(p.values.rentedDays, p.values.serviceDays);
    totals.utilisation = percent(totals.rentedDays, totals.serviceDays);
  }
  for (const p of points) for (const k of summed) p.values[k] = Math.round(p.values[k]);
  for (const k of summed) totals[k] = Math.round(totals[k]);
  return { points, totals };
}

import { Injectable } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../common/errors.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { Product } from '../products/product.entity.js';
import { describeStatus, noSuchUnit, normalTag, recordUnitEvent } from '../units/units.service.js';
import { OrderUnit, Unit } from '../units/unit.entity.js';
import { blockedByInspection, inspectionStates } from '../inspections/inspection-due.js';
import { AvailabilityService } from './availability.service.js';
import { turnaroundDays, untrackedUnits } from './inventory.js';
import { formatOrderId, type Order } from './order.entity.js';
import { lateFee } from './pricing.js';
import { calendarDate, calendarDayNumber, heldDays, today } from './rental-days.js';
import { requireAction } from './order-process.js';

export class AssignedUnitView {
  @ApiProperty({ example: 'LGT-005-03' }) tag: string;
  @ApiProperty({ type: String, nullable: true, description: 'When it came back, ISO time' }) returnedAt: string | null;
  @ApiProperty({ description: 'Days after the end date it came back' }) lateDays: number;
}

export class UnitNeedView {
  @ApiProperty({ description: 'The order line: the product booked (a kit, or the product itself)' }) lineKey: string;
  @ApiProperty({ description: 'The product whose units fill it' }) key: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Units to hand out' }) needed: number;
  @ApiPropertyOptional({
    description: 'Of these, how many may go out without a tag: the product still has stock counted without tags (stock beyond its units in service). Always sent',
    example: 0,
  })
  untracked?: number;
  @ApiProperty({ type: [AssignedUnitView] }) units: AssignedUnitView[];
}

export class OrderUnitsView {
  @ApiProperty({ example: 'ORD0001' }) orderId: string;
  @ApiProperty({ description: 'Every line that needs tracked units has them all' }) complete: boolean;
  @ApiProperty({ type: [UnitNeedView], description: 'Lines of products whose units are tracked; others need no tags' }) lines: UnitNeedView[];
}

export class OrderUnitsSaved {
  @ApiProperty() message: string;
  @ApiProperty({ type: OrderUnitsView }) units: OrderUnitsView;
}

interface Need {
  lineId: number;
  lineKey: string;
  key: string;
  name: string;
  needed: number;
  /** Units of the product counted without tags (stock beyond its units in service): these may go out untagged. */
  untracked: number;
  assigned: OrderUnit[];
}

/** Tags still to scan before pick-up: the line's units less those that may go out untagged and those assigned. */
const toScan = (need: Need) => Math.max(0, need.needed - need.untracked - need.assigned.length);

/**
 * Which tracked units go out with an order and come back: staff assign a unit to each unit of a
 * line before pick-up, and take them back one by one (a return may be partial). A kit line is
 * filled with its components' units. Called inside the order's own transaction (orders.service.ts).
 */
@Injectable()
export class OrderUnits {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly writes: DatabaseWrites,
  ) {}

  /** The units each line needs, with those already assigned. */
  async needs(order: Order, manager: EntityManager): Promise<Need[]> {
    const kits = await this.availability.kitsOf(
      manager,
      'kit',
      order.lines.map((line) => line.productKey),
    );
    const wanted = order.lines.flatMap((line) => (kits.get(line.productKey) ?? [{ key: line.productKey, qty: 1 }]).map((part) => ({ line, key: part.key, needed: part.qty * line.quantity })));
    const keys = [...new Set(wanted.map((want) => want.key))];
    if (keys.length === 0) return [];
    const tracked = await manager
      .createQueryBuilder(Product, 'p')
      .innerJoin(Unit, 'u', 'u.productId = p.id')
      .select(['p.key AS productKey', 'p.name AS name', 'p.stock AS stock', "SUM(CASE WHEN u.status <> 'retired' THEN 1 ELSE 0 END) AS inService"])
      .where('p.key IN (:...keys)', { keys })
      .groupBy('p.key')
      .addGroupBy('p.name')
      .addGroupBy('p.stock')
      .getRawMany<{ productKey: string; name: string; stock: number | string; inService: number | string | null }>();
    const exact = tracked.filter((row) => keys.includes(row.productKey));
    const names = new Map(exact.map((row) => [row.productKey, row.name]));
    const untracked = new Map(exact.map((row) => [row.productKey, untrackedUnits(Number(row.stock), Number(row.inService ?? 0))]));
    const assigned = await manager.find(OrderUnit, { where: { order: { id: order.id } }, relations: { line: true, unit: { product: true } }, order: { id: 'ASC' } });
    return wanted
      .filter((want) => names.has(want.key))
      .map((want) => ({
        lineId: want.line.id,
        lineKey: want.line.productKey,
        key: want.key,
        name: names.get(want.key)!,
        needed: want.needed,
        untracked: Math.min(want.needed, untracked.get(want.key) ?? 0),
        assigned: assigned.filter((a) => a.line.id === want.line.id && a.unit.product.key === want.key),
      }));
  }

  view(order: Order, needs: Need[]): OrderUnitsView {
    return {
      orderId: formatOrderId(order.id),
      complete: needs.every((need) => toScan(need) === 0),
      lines: needs.map((need) => ({
        lineKey: need.lineKey,
        key: need.key,
        name: need.name,
        needed: need.needed,
        untracked: need.untracked,
        units: need.assigned.map((a) => ({ tag: a.unit.tag, returnedAt: a.returnedAt?.toISOString() ?? null, lateDays: a.lateDays })),
      })),
    };
  }

  /** Hands a unit out with the order: it must be on the shelf and of a product a line still needs. */
  async assign(order: Order, typed: string, manager: EntityManager): Promise<Unit> {
    const label = formatOrderId(order.id);
    requireAction(order, 'assignUnit');
    const unit = await this.lockedUnit(manager, typed);
    const needs = await this.needs(order, manager);
    const forProduct = needs.filter((need) => need.key === unit.product.key);
    if (forProduct.length === 0) throw new ConflictError(`${unit.tag} is a ${unit.product.name}; ${label} has no ${unit.product.name} to hand out`);
    if (forProduct.some((need) => need.assigned.some((a) => a.unit.id === unit.id))) throw new ConflictError(`${unit.tag} is already assigned to ${label}`);
    const open = forProduct.find((need) => need.assigned.length < need.needed);
    if (!open) throw new ConflictError(`${label} already has all its ${unit.product.name} units`);
    if (unit.status !== 'available') throw new ConflictError(`${unit.tag} is ${describeStatus(unit)}`);
    if ((await blockedByInspection(manager, [unit.product.id])).has(unit.id)) {
      const overdue = (await inspectionStates(manager, { unitId: unit.id })).filter((state) => state.state === 'overdue').map((state) => state.ruleName);
      throw new ConflictError(`${unit.tag} is overdue for its ${overdue.join(', ')}; it is not rented out until it passes`);
    }
    await manager.save(manager.create(OrderUnit, { order: { id: order.id }, line: { id: open.lineId }, unit: { id: unit.id }, returnedAt: null, lateDays: 0 }));
    await manager.update(Unit, { id: unit.id }, { status: 'out', order: { id: order.id }, blockedFrom: null, blockedUntil: null });
    await recordUnitEvent(manager, unit, 'out', '', order.id);
    return unit;
  }

  /** Takes a wrongly assigned unit off the order before pick-up. */
  async unassign(order: Order, typed: string, manager: EntityManager): Promise<Unit> {
    const label = formatOrderId(order.id);
    requireAction(order, 'unassignUnit');
    const unit = await this.lockedUnit(manager, typed);
    const assignment = await manager.findOne(OrderUnit, { where: { order: { id: order.id }, unit: { id: unit.id } } });
    if (!assignment) throw new ConflictError(`${unit.tag} is not assigned to ${label}`);
    await manager.delete(OrderUnit, { id: assignment.id });
    await manager.update(Unit, { id: unit.id }, { status: 'available', order: null });
    await recordUnitEvent(manager, unit, 'unassigned', '', order.id);
    return unit;
  }

  /** An approved order is rejected before pick-up: the units assigned to it go back on the shelf. */
  async releaseAll(order: Order, manager: EntityManager): Promise<void> {
    const assigned = await manager.find(OrderUnit, { where: { order: { id: order.id } }, relations: { unit: true } });
    for (const assignment of assigned) {
      await manager.delete(OrderUnit, { id: assignment.id });
      await manager.update(Unit, { id: assignment.unit.id }, { status: 'available', order: null });
      await recordUnitEvent(manager, assignment.unit, 'unassigned', '', order.id);
    }
  }

  /** Before pick-up every line with tracked units must have them all. */
  async requireAllAssigned(order: Order, manager: EntityManager): Promise<void> {
    const missing = (await this.needs(order, manager)).filter((need) => toScan(need) > 0);
    if (missing.length) {
      throw new ConflictError(`Assign every unit before pick-up; still to scan: ${missing.map((need) => `${toScan(need)} ${need.name}`).join(', ')}`);
    }
  }

  /**
   * One unit is back (now): days after the order's end date are its late days, and when it comes
   * back late the product's turnaround counts from today, so it stays out of availability until then.
   */
  async returnUnit(order: Order, typed: string, manager: EntityManager, now: Date): Promise<Unit> {
    const label = formatOrderId(order.id);
    requireAction(order, 'returnUnit');
    const unit = await this.lockedUnit(manager, typed);
    const assignment = await manager.findOne(OrderUnit, { where: { order: { id: order.id }, unit: { id: unit.id } } });
    if (!assignment) throw new ConflictError(`${unit.tag} did not go out with ${label}`);
    if (assignment.returnedAt) throw new ConflictError(`${unit.tag} is already back`);
    await this.takeBack(order, unit, assignment, manager, now);
    return unit;
  }

  /**
   * The order comes back as a whole: every unit still out is back now. Returns the late fee (before
   * tax) and the most late days: a line with tracked units is charged for each unit by its own late
   * days (a kit line by its latest part), any other line by the order's.
   */
  async returnRest(order: Order, manager: EntityManager, now: Date, multiplierHundredths: number): Promise<{ lateDays: number; lateFeeCents: number }> {
    const outstanding = await manager.find(OrderUnit, { where: { order: { id: order.id } }, relations: { line: true, unit: { product: true } } });
    for (const assignment of outstanding.filter((a) => !a.returnedAt)) await this.takeBack(order, assignment.unit, assignment, manager, now);
    const orderLate = Math.max(0, today(now) - calendarDayNumber(order.endingDate)!);
    const kits = await this.availability.kitsOf(
      manager,
      'kit',
      order.lines.map((line) => line.productKey),
    );
    let lateDays = 0;
    let lateFeeCents = 0;
    for (const line of order.lines) {
      const units = outstanding.filter((a) => a.line.id === line.id);
      if (units.length === 0) {
        lateDays = Math.max(lateDays, orderLate);
        lateFeeCents += lateFee([{ dayCents: line.priceCents, qty: line.quantity }], orderLate, multiplierHundredths);
      } else if (kits.has(line.productKey)) {
        const latest = Math.max(...units.map((a) => a.lateDays));
        lateDays = Math.max(lateDays, latest);
        lateFeeCents += lateFee([{ dayCents: line.priceCents, qty: line.quantity }], latest, multiplierHundredths);
      } else {
        for (const a of units) lateFeeCents += lateFee([{ dayCents: line.priceCents, qty: 1 }], a.lateDays, multiplierHundredths);
        // Units that went out without tags (stock not yet tagged) come back with the order.
        const untagged = Math.max(0, line.quantity - units.length);
        if (untagged) lateFeeCents += lateFee([{ dayCents: line.priceCents, qty: untagged }], orderLate, multiplierHundredths);
        lateDays = Math.max(lateDays, ...units.map((a) => a.lateDays), untagged ? orderLate : 0);
      }
    }
    return { lateDays, lateFeeCents };
  }

  private async takeBack(order: Order, unit: Unit, assignment: OrderUnit, manager: EntityManager, now: Date): Promise<void> {
    const back = today(now);
    const lateDays = Math.max(0, back - calendarDayNumber(order.endingDate)!);
    const turnaround = turnaroundDays(unit.product.turnaroundHours);
    // The order holds the unit to its held end plus turnaround; back late, it is out until today plus turnaround.
    const heldEnd = heldDays(calendarDayNumber(order.startingDate)!, calendarDayNumber(order.endingDate)!).end + turnaround;
    const blockedUntil = back + turnaround;
    const blocked = lateDays > 0 && blockedUntil > heldEnd ? { blockedFrom: calendarDate(heldEnd), blockedUntil: calendarDate(blockedUntil) } : { blockedFrom: null, blockedUntil: null };
    assignment.returnedAt = now;
    assignment.lateDays = lateDays;
    await manager.update(OrderUnit, { id: assignment.id }, { returnedAt: now, lateDays });
    await manager.update(Unit, { id: unit.id }, { status: 'available', order: null, ...blocked });
    await recordUnitEvent(manager, unit, 'back', lateDays ? `${lateDays} day${lateDays === 1 ? '' : 's'} late` : '', order.id);
  }

  private async lockedUnit(manager: EntityManager, typed: string): Promise<Unit> {
    const tag = normalTag(typed);
    if (this.writes.locksRows) await this.writes.lockRows(manager.createQueryBuilder(Unit, 'u').where('u.tag = :tag', { tag })).getMany();
    const unit = await manager.findOne(Unit, { where: { tag }, relations: { product: true, order: true } });
    if (!unit) throw noSuchUnit(tag);
    return unit;
  }
}

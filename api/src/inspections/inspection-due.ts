import { type EntityManager, In } from 'typeorm';
import { calendarDate, today } from '../orders/rental-days.js';
import { OrderUnit, Unit, type UnitStatus } from '../units/unit.entity.js';
import { InspectionRule, ShopSetting, UnitInspection } from './inspection.entity.js';

/** The shop setting: overdue units are not rented out (availability, quotes, bookings, pick-up). */
export const BLOCK_OVERDUE = 'inspections.blockOverdue';
/** A check coming up within this many days (or with one rental left) is listed as due. */
export const DUE_SOON_DAYS = 7;

export type InspectionStateKind = 'overdue' | 'due' | 'ok';

/** Where one unit stands with one check. */
export interface InspectionState {
  unitId: number;
  tag: string;
  unitStatus: UnitStatus;
  productId: number;
  productKey: string;
  productName: string;
  ruleId: number;
  ruleName: string;
  everyDays: number | null;
  afterRentals: number | null;
  state: InspectionStateKind;
  /** The day it falls due by days ('YYYY-MM-DD'); null when not yet inspected or the check counts rentals only. */
  dueOn: string | null;
  /** Rentals left before it falls due; null when the check counts days only or it was not yet inspected. */
  rentalsLeft: number | null;
  lastPassedAt: Date | null;
  lastResult: 'passed' | 'failed' | null;
}

export async function blockOverdueSetting(manager: EntityManager): Promise<boolean> {
  const row = await manager.findOne(ShopSetting, { where: { key: BLOCK_OVERDUE } });
  return row?.value === 'true';
}

/**
 * Where each unit in service (not retired) of these products (or one unit) stands with each of its
 * product's checks. Not yet inspected: overdue. Else overdue from the day `everyDays` after the last
 * pass, or once `afterRentals` hand-outs were made since it; due when that is within DUE_SOON_DAYS
 * days or one rental away.
 */
export async function inspectionStates(manager: EntityManager, scope: { productIds?: number[]; unitId?: number }, now: Date = new Date()): Promise<InspectionState[]> {
  if (scope.productIds && scope.productIds.length === 0) return [];
  let productIds = scope.productIds;
  let unitRows: Unit[];
  if (scope.unitId !== undefined) {
    unitRows = await manager.find(Unit, { where: { id: scope.unitId }, relations: { product: true } });
    productIds = unitRows.map((unit) => unit.product.id);
  }
  const rules = await manager.find(InspectionRule, { where: productIds ? { product: { id: In(productIds) } } : {}, relations: { product: true }, order: { id: 'ASC' } });
  if (rules.length === 0) return [];
  const ruleProducts = [...new Set(rules.map((rule) => rule.product.id))];
  unitRows =
    scope.unitId !== undefined
      ? unitRows!
      : await manager.find(Unit, { where: { product: { id: In(ruleProducts) }, status: In(['available', 'out', 'repair']) }, relations: { product: true }, order: { id: 'ASC' } });
  const units = unitRows.filter((unit) => unit.status !== 'retired');
  if (units.length === 0) return [];
  const unitIds = units.map((unit) => unit.id);
  const rentals = new Map<number, number>();
  const counted = await manager
    .createQueryBuilder(OrderUnit, 'ou')
    .innerJoin('ou.unit', 'u')
    .select('u.id', 'unitId')
    .addSelect('COUNT(ou.id)', 'n')
    .where('u.id IN (:...unitIds)', { unitIds })
    .groupBy('u.id')
    .getRawMany<{ unitId: number | string; n: number | string }>();
  for (const row of counted) rentals.set(Number(row.unitId), Number(row.n));
  const inspections = await manager.find(UnitInspection, { where: { unit: { id: In(unitIds) } }, relations: { unit: true }, order: { id: 'ASC' } });
  const lastPass = new Map<string, UnitInspection>();
  const lastResult = new Map<string, UnitInspection>();
  for (const inspection of inspections) {
    const key = `${inspection.unit.id}:${inspection.ruleId}`;
    lastResult.set(key, inspection);
    if (inspection.result === 'passed') lastPass.set(key, inspection);
  }
  const todayNumber = today(now);
  const states: InspectionState[] = [];
  for (const unit of units) {
    for (const rule of rules.filter((r) => r.product.id === unit.product.id)) {
      const key = `${unit.id}:${rule.id}`;
      const pass = lastPass.get(key);
      let state: InspectionStateKind = 'overdue';
      let dueOn: number | null = null;
      let rentalsLeft: number | null = null;
      if (pass) {
        state = 'ok';
        if (rule.everyDays) {
          dueOn = today(pass.at) + rule.everyDays;
          if (dueOn <= todayNumber) state = 'overdue';
          else if (dueOn - todayNumber <= DUE_SOON_DAYS) state = 'due';
        }
        if (rule.afterRentals) {
          rentalsLeft = Math.max(0, rule.afterRentals - ((rentals.get(unit.id) ?? 0) - pass.rentalsAtCheck));
          if (rentalsLeft === 0) state = 'overdue';
          else if (rentalsLeft === 1 && rule.afterRentals > 1 && state === 'ok') state = 'due';
        }
      }
      states.push({
        unitId: unit.id,
        tag: unit.tag,
        unitStatus: unit.status,
        productId: unit.product.id,
        productKey: unit.product.key,
        productName: unit.product.name,
        ruleId: rule.id,
        ruleName: rule.name,
        everyDays: rule.everyDays,
        afterRentals: rule.afterRentals,
        state,
        dueOn: dueOn === null ? null : calendarDate(dueOn),
        rentalsLeft,
        lastPassedAt: pass?.at ?? null,
        lastResult: lastResult.get(key)?.result ?? null,
      });
    }
  }
  return states;
}

/** The units among these products' that are overdue for a check and so not rented out: none unless the shop's setting says so. */
export async function blockedByInspection(manager: EntityManager, productIds: number[], now: Date = new Date()): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  if (!(await manager.exists(InspectionRule, { where: { product: { id: In(productIds) } } }))) return new Set();
  if (!(await blockOverdueSetting(manager))) return new Set();
  return new Set((await inspectionStates(manager, { productIds }, now)).filter((state) => state.state === 'overdue').map((state) => state.unitId));
}

/** How many times a unit was handed out (its order_units rows). */
export async function rentalsOf(manager: EntityManager, unitId: number): Promise<number> {
  return manager.count(OrderUnit, { where: { unit: { id: unitId } } });
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors.js';
import { DatabaseWrites } from '../database/database-writes.js';
import { Product } from '../products/product.entity.js';
import { Unit } from '../units/unit.entity.js';
import { describeStatus, recordUnitEvent, UnitsService } from '../units/units.service.js';
import type { User } from '../users/user.entity.js';
import { BLOCK_OVERDUE, blockOverdueSetting, inspectionStates, rentalsOf } from './inspection-due.js';
import type { InspectionResultDto, InspectionRuleDto } from './inspection.dto.js';
import { InspectionRule, ShopSetting, UnitInspection } from './inspection.entity.js';
import { type InspectionRuleView, type InspectionsDueView, toDueView, toInspectionView, toRuleView, type UnitInspectionsView } from './inspection-view.js';

const STATE_ORDER = { overdue: 0, due: 1, ok: 2 } as const;

/**
 * Recurring inspections of tracked units: the checks of each product, which units are due, the
 * result of each inspection (a failure sends the unit to repair, through UnitsService), and the
 * shop's setting that keeps overdue units from being rented out (read in inspection-due.ts).
 */
@Injectable()
export class InspectionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    private readonly units: UnitsService,
  ) {}

  async rules(productKey: string): Promise<InspectionRuleView[]> {
    const product = await this.product(this.dataSource.manager, productKey);
    return (await this.dataSource.getRepository(InspectionRule).find({ where: { product: { id: product.id } }, order: { id: 'ASC' } })).map(toRuleView);
  }

  async addRule(productKey: string, dto: InspectionRuleDto, actor: User): Promise<InspectionRuleView> {
    const fields = ruleFields(dto);
    return this.writes.transaction(async (manager) => {
      const product = await this.product(manager, productKey);
      const rule = await manager.save(manager.create(InspectionRule, { product: { id: product.id }, ...fields }));
      await this.audit.record(manager, actor, 'product', product.key, 'inspection added', null, { inspection: describeRule(rule) });
      return toRuleView(rule);
    });
  }

  async updateRule(id: number, dto: InspectionRuleDto, actor: User): Promise<InspectionRuleView> {
    const fields = ruleFields(dto);
    return this.writes.transaction(async (manager) => {
      const rule = await this.rule(manager, id);
      const before = { inspection: describeRule(rule) };
      Object.assign(rule, fields);
      await manager.update(InspectionRule, { id }, fields);
      await this.audit.record(manager, actor, 'product', rule.product.key, 'inspection changed', before, { inspection: describeRule(rule) });
      return toRuleView(rule);
    });
  }

  async removeRule(id: number, actor: User): Promise<void> {
    await this.writes.transaction(async (manager) => {
      const rule = await this.rule(manager, id);
      await manager.delete(InspectionRule, { id });
      await this.audit.record(manager, actor, 'product', rule.product.key, 'inspection removed', { inspection: describeRule(rule) }, null);
    });
  }

  /** Units overdue or due for a check (all of them with `all`), overdue first. */
  async due(all = false): Promise<InspectionsDueView> {
    const manager = this.dataSource.manager;
    const states = (await inspectionStates(manager, {})).filter((state) => all || state.state !== 'ok');
    states.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.tag.localeCompare(b.tag) || a.ruleId - b.ruleId);
    return { blockOverdue: await blockOverdueSetting(manager), items: states.map(toDueView) };
  }

  async ofUnit(tag: string, manager: EntityManager = this.dataSource.manager): Promise<UnitInspectionsView> {
    const unit = await this.units.unit(manager, tag);
    const checks = await inspectionStates(manager, { unitId: unit.id });
    const history = await manager.find(UnitInspection, { where: { unit: { id: unit.id } }, order: { id: 'DESC' } });
    return { tag: unit.tag, checks: checks.map(toDueView), history: history.map(toInspectionView) };
  }

  /**
   * Records an inspection of a unit on the shelf. Passed: the check counts again from now. Failed:
   * the unit goes to repair (the note is the reason) until `backOn`, in the same transaction.
   */
  async record(tag: string, dto: InspectionResultDto, actor: User): Promise<UnitInspectionsView> {
    const note = dto.note ?? '';
    if (dto.result === 'failed' && !note) throw new InvalidInputError('note is required when the inspection failed: it is the repair reason');
    const unit = await this.units.unit(this.dataSource.manager, tag);
    const rule = await this.dataSource.getRepository(InspectionRule).findOne({ where: { id: dto.ruleId }, relations: { product: true } });
    if (!rule || rule.product.id !== unit.product.id) throw new InvalidInputError(`${unit.product.name} has no inspection with id ${dto.ruleId}`);
    const write = async (found: Unit, manager: EntityManager) => {
      await manager.save(
        manager.create(UnitInspection, { unit: { id: found.id }, ruleId: rule.id, ruleName: rule.name, result: dto.result, note, rentalsAtCheck: await rentalsOf(manager, found.id), byEmail: actor.email }),
      );
      await recordUnitEvent(manager, found, dto.result === 'passed' ? 'inspected' : 'inspection failed', note ? `${rule.name}: ${note}` : rule.name);
    };
    if (dto.result === 'failed') {
      await this.units.sendToRepair(unit.tag, `${rule.name} failed: ${note}`.slice(0, 500), dto.backOn!, actor, dto.force === true, write);
    } else {
      await this.writes.transaction(async (manager) => {
        const found = await this.units.unit(manager, unit.tag, true);
        if (found.status !== 'available') throw new ConflictError(`${found.tag} is ${describeStatus(found)}; a unit is inspected on the shelf`);
        await write(found, manager);
        await this.audit.record(manager, actor, 'unit', found.tag, 'inspection passed', null, { inspection: rule.name, note });
      });
    }
    return this.ofUnit(unit.tag);
  }

  async settings(): Promise<{ blockOverdue: boolean }> {
    return { blockOverdue: await blockOverdueSetting(this.dataSource.manager) };
  }

  async saveSettings(blockOverdue: boolean, actor: User): Promise<{ blockOverdue: boolean }> {
    await this.writes.transaction(async (manager) => {
      const before = await blockOverdueSetting(manager);
      await manager.upsert(ShopSetting, { key: BLOCK_OVERDUE, value: String(blockOverdue) }, ['key']);
      if (before !== blockOverdue) await this.audit.record(manager, actor, 'setting', BLOCK_OVERDUE, 'changed', { blockOverdue: before }, { blockOverdue });
    });
    return { blockOverdue };
  }

  private async product(manager: EntityManager, key: string): Promise<Product> {
    const found = (await manager.find(Product, { where: { key } })).find((p) => p.key === key);
    if (!found) throw new NotFoundError(`No product has the key ${key}`);
    return found;
  }

  private async rule(manager: EntityManager, id: number): Promise<InspectionRule> {
    const rule = Number.isSafeInteger(id) ? await manager.findOne(InspectionRule, { where: { id }, relations: { product: true } }) : null;
    if (!rule) throw new NotFoundError(`No inspection has the id ${id}`);
    return rule;
  }
}

const ruleFields = (dto: InspectionRuleDto) => {
  const everyDays = dto.everyDays ?? null;
  const afterRentals = dto.afterRentals ?? null;
  if (everyDays === null && afterRentals === null) throw new InvalidInputError('Give everyDays, afterRentals or both: when the inspection falls due');
  return { name: dto.name, everyDays, afterRentals };
};

const describeRule = (rule: InspectionRule) =>
  [rule.name, rule.everyDays ? `every ${rule.everyDays} days` : '', rule.afterRentals ? `after ${rule.afterRentals} rentals` : ''].filter(Boolean).join(', ');

import { ApiProperty } from '@nestjs/swagger';
import { UNIT_STATUSES, type UnitStatus } from '../units/unit.entity.js';
import type { InspectionRule, UnitInspection } from './inspection.entity.js';
import type { InspectionState } from './inspection-due.js';

export class InspectionRuleView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Electrical safety test' }) name: string;
  @ApiProperty({ type: Number, nullable: true }) everyDays: number | null;
  @ApiProperty({ type: Number, nullable: true }) afterRentals: number | null;
}

export class InspectionRulesView {
  @ApiProperty() productKey: string;
  @ApiProperty({ type: [InspectionRuleView] }) rules: InspectionRuleView[];
}

export class InspectionRuleSaved {
  @ApiProperty() message: string;
  @ApiProperty({ type: InspectionRuleView }) rule: InspectionRuleView;
}

export class InspectionDueView {
  @ApiProperty({ example: 'LGT-005-03' }) tag: string;
  @ApiProperty({ enum: UNIT_STATUSES }) unitStatus: UnitStatus;
  @ApiProperty() productKey: string;
  @ApiProperty() productName: string;
  @ApiProperty() ruleId: number;
  @ApiProperty() ruleName: string;
  @ApiProperty({ type: Number, nullable: true }) everyDays: number | null;
  @ApiProperty({ type: Number, nullable: true }) afterRentals: number | null;
  @ApiProperty({ enum: ['overdue', 'due', 'ok'], description: 'overdue: to inspect now (never inspected, or past its day or rentals); due: within 7 days or one rental' })
  state: 'overdue' | 'due' | 'ok';
  @ApiProperty({ type: String, nullable: true, description: "The day it falls due by days; null when not yet inspected or the check counts rentals only" }) dueOn: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Rentals left before it falls due' }) rentalsLeft: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO time of the last pass; null when never inspected' }) lastPassedAt: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['passed', 'failed'] }) lastResult: 'passed' | 'failed' | null;
}

export class InspectionsDueView {
  @ApiProperty({ description: "The shop's setting: overdue units are not rented out" }) blockOverdue: boolean;
  @ApiProperty({ type: [InspectionDueView], description: 'Overdue first, then due; by tag' }) items: InspectionDueView[];
}

export class UnitInspectionView {
  @ApiProperty() id: number;
  @ApiProperty() ruleId: number;
  @ApiProperty() ruleName: string;
  @ApiProperty({ enum: ['passed', 'failed'] }) result: 'passed' | 'failed';
  @ApiProperty() note: string;
  @ApiProperty({ type: String, nullable: true }) by: string | null;
  @ApiProperty() at: string;
}

export class UnitInspectionsView {
  @ApiProperty() tag: string;
  @ApiProperty({ type: [InspectionDueView], description: "Where the unit stands with each of its product's checks" }) checks: InspectionDueView[];
  @ApiProperty({ type: [UnitInspectionView], description: 'Newest first' }) history: UnitInspectionView[];
}

export class InspectionRecorded {
  @ApiProperty() message: string;
  @ApiProperty({ type: UnitInspectionsView }) inspections: UnitInspectionsView;
}

export class InspectionSettingsView {
  @ApiProperty() blockOverdue: boolean;
}

export class InspectionSettingsSaved extends InspectionSettingsView {
  @ApiProperty() message: string;
}

export const toRuleView = (rule: InspectionRule): InspectionRuleView => ({ id: rule.id, name: rule.name, everyDays: rule.everyDays, afterRentals: rule.afterRentals });

export const toDueView = (state: InspectionState): InspectionDueView => ({
  tag: state.tag,
  unitStatus: state.unitStatus,
  productKey: state.productKey,
  productName: state.productName,
  ruleId: state.ruleId,
  ruleName: state.ruleName,
  everyDays: state.everyDays,
  afterRentals: state.afterRentals,
  state: state.state,
  dueOn: state.dueOn,
  rentalsLeft: state.rentalsLeft,
  lastPassedAt: state.lastPassedAt?.toISOString() ?? null,
  lastResult: state.lastResult,
});

export const toInspectionView = (row: UnitInspection): UnitInspectionView => ({
  id: row.id,
  ruleId: row.ruleId,
  ruleName: row.ruleName,
  result: row.result,
  note: row.note,
  by: row.byEmail,
  at: row.at.toISOString(),
});

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const PLANNER_BAR_KINDS = ['booking', 'turnaround', 'repair', 'inspection'] as const;
export type PlannerBarKind = (typeof PLANNER_BAR_KINDS)[number];
/** A booking's state on the timeline: 'late' is approved, past its end date and not back (the overdue rule). */
export const PLANNER_STATES = ['Pending', 'approved', 'out', 'late', 'returned'] as const;
export type PlannerState = (typeof PLANNER_STATES)[number];

export class PlannerBar {
  @ApiProperty({ enum: PLANNER_BAR_KINDS }) kind: PlannerBarKind;
  @ApiPropertyOptional({ enum: PLANNER_STATES, description: 'For a booking' }) state?: PlannerState;
  @ApiPropertyOptional({ example: 'ORD0042', description: 'The order it belongs to (a booking, or the turnaround after it)' }) orderId?: string;
  @ApiPropertyOptional({ description: 'Units it holds on this row (a product row: those not yet handed out as tagged units)' }) quantity?: number;
  @ApiProperty({ example: '2026-12-01', description: 'First day, as booked (it may start before the range shown)' }) from: string;
  @ApiProperty({ example: '2026-12-03', description: 'The day after its last day' }) until: string;
  @ApiProperty({ description: 'Its first day shown, counted from the range\'s first day (0)' }) at: number;
  @ApiProperty({ description: 'Days shown (at least 1)' }) span: number;
  @ApiPropertyOptional({ enum: ['overdue', 'due'], description: 'For an inspection: overdue (from the day it fell due until today) or due (on the day it falls due; today when it counts rentals)' })
  inspection?: 'overdue' | 'due';
  @ApiPropertyOptional({ description: 'The customer (a booking), the reason (a repair) or the check (an inspection)' }) note?: string;
}

export class PlannerRow {
  @ApiProperty({ description: 'The product key, or the unit tag for a unit row' }) id: string;
  @ApiProperty({ enum: ['product', 'unit'] }) kind: 'product' | 'unit';
  @ApiProperty() productKey: string;
  @ApiProperty({ description: 'The product name, or the unit tag' }) name: string;
  @ApiProperty() category: string;
  @ApiProperty({ description: 'A product: its stock; a unit: 1' }) stock: number;
  @ApiPropertyOptional({ description: 'A unit: available, out or repair' }) status?: string;
  @ApiProperty({ type: [PlannerBar] }) bars: PlannerBar[];
}

export class PlannerView {
  @ApiProperty({ example: '2026-12-01' }) from: string;
  @ApiProperty({ example: '2026-12-15', description: 'The day after the last day shown' }) until: string;
  @ApiProperty() days: number;
  @ApiProperty({ example: '2026-12-02' }) today: string;
  @ApiProperty({ type: [PlannerRow] }) rows: PlannerRow[];
  @ApiProperty({ description: 'More products matched than are shown (narrow the filter)' }) truncated: boolean;
}

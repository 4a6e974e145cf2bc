import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const REPORT_NAMES = ['revenue', 'bookings', 'utilisation', 'top-products', 'late-returns', 'deposits'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const MEASURE_UNITS = ['money', 'count', 'days', 'percent', 'text', 'date'] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

export class ReportMeasure {
  @ApiProperty({ example: 'rental' }) key: string;
  @ApiProperty({ example: 'Rental' }) label: string;
  @ApiProperty({ enum: MEASURE_UNITS, description: 'money: rupees; percent: 0 to 100 (one decimal)' }) unit: MeasureUnit;
}

export class ReportPeriod {
  @ApiProperty({ example: '2026-11-01' }) from: string;
  @ApiProperty({ example: '2026-11-30', description: 'Included' }) to: string;
}

export class ReportPoint {
  @ApiProperty({ example: '2026-11-02', description: "The day, or the first day of the week (Monday) or month; the first and last may be cut by the range" }) period: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: 'One figure per measure' }) values: Record<string, number>;
}

export class ReportView {
  @ApiProperty({ enum: REPORT_NAMES }) report: ReportName;
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty({ enum: ['day', 'week', 'month'] }) interval: string;
  @ApiProperty({ type: ReportPeriod, description: 'As long as the range, ending the day before it' }) previous: ReportPeriod;
  @ApiProperty({ type: [ReportMeasure], description: 'The figures of each point and of the totals' }) measures: ReportMeasure[];
  @ApiProperty({ type: [ReportPoint] }) series: ReportPoint[];
  @ApiProperty({ type: [ReportPoint] }) previousSeries: ReportPoint[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) totals: Record<string, number>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) previousTotals: Record<string, number>;
  @ApiProperty({ type: [ReportMeasure], description: "The detail rows' columns" }) columns: ReportMeasure[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Detail rows (the CSV of utilisation and top-products has them all)' }) rows: Record<string, string | number>[];
  @ApiProperty({ description: 'Detail rows there are in all (rows may list fewer)' }) rowCount: number;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'top-products: products with no booking in the range' }) idle?: Record<string, string | number>[];
}

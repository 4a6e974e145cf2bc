import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Day, OneOf } from '../../common/list-query.js';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../products/product.entity.js';

export const MAX_PLANNER_WEEKS = 8;

/** `GET /api/admin/planner`: the days [from, from + 7 × weeks) of the fleet, filtered. */
export class PlannerQuery {
  @ApiPropertyOptional({ example: '2026-12-01', description: 'First day shown (default today, UTC)' })
  @Day()
  from?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PLANNER_WEEKS, default: 2, description: 'How many weeks from `from`' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value))
  @IsInt({ message: `weeks must be a whole number from 1 to ${MAX_PLANNER_WEEKS}` })
  @Min(1, { message: `weeks must be a whole number from 1 to ${MAX_PLANNER_WEEKS}` })
  @Max(MAX_PLANNER_WEEKS, { message: `weeks must be a whole number from 1 to ${MAX_PLANNER_WEEKS}` })
  weeks?: number;

  @ApiPropertyOptional({ enum: PRODUCT_CATEGORIES })
  @OneOf(PRODUCT_CATEGORIES)
  category?: ProductCategory;

  @ApiPropertyOptional({ description: 'Part of the product key, name or a unit tag' })
  @IsOptional()
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsString({ message: 'q must be a single search text' })
  q?: string;
}

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** The reports' range: from and to, both included (UTC days); the previous period is as long and ends the day before `from`. */
export class ReportQuery {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day (default 29 days before `to`)' })
  @Day()
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day, included (default today, UTC)' })
  @Day()
  to?: string;

  @ApiPropertyOptional({ enum: REPORT_INTERVALS, default: 'day', description: 'How the figures are grouped: weeks start on Monday, months on the 1st' })
  @OneOf(REPORT_INTERVALS)
  interval?: ReportInterval;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { RentalDate } from '../orders/dto/cart.dto.js';
import { FORCE_DESCRIPTION } from '../units/dto/unit.dto.js';
import { INSPECTION_RESULTS, type InspectionResult } from './inspection.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const MAX_INSPECTION_DAYS = 3650;
export const MAX_INSPECTION_RENTALS = 1000;

export class InspectionRuleDto {
  @ApiProperty({ example: 'Electrical safety test' })
  @Transform(trim)
  @IsDefined({ message: 'name is required' })
  @IsString({ message: ({ value }) => (value === undefined || value === null ? 'name is required' : 'name must be text') })
  @MinLength(1, { message: 'name is required' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: MAX_INSPECTION_DAYS, description: 'Due this many days after the last pass (with afterRentals: whichever comes first)' })
  @IsOptional()
  @IsInt({ message: `everyDays must be a whole number from 1 to ${MAX_INSPECTION_DAYS}` })
  @Min(1, { message: `everyDays must be a whole number from 1 to ${MAX_INSPECTION_DAYS}` })
  @Max(MAX_INSPECTION_DAYS, { message: `everyDays must be a whole number from 1 to ${MAX_INSPECTION_DAYS}` })
  everyDays?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: MAX_INSPECTION_RENTALS, description: 'Due after this many rentals (hand-outs) since the last pass' })
  @IsOptional()
  @IsInt({ message: `afterRentals must be a whole number from 1 to ${MAX_INSPECTION_RENTALS}` })
  @Min(1, { message: `afterRentals must be a whole number from 1 to ${MAX_INSPECTION_RENTALS}` })
  @Max(MAX_INSPECTION_RENTALS, { message: `afterRentals must be a whole number from 1 to ${MAX_INSPECTION_RENTALS}` })
  afterRentals?: number | null;
}

export class InspectionResultDto {
  @ApiProperty({ description: 'The check (its id, from the product\'s inspections)' })
  @IsDefined({ message: 'ruleId is required' })
  @IsInt({ message: 'ruleId must be a whole number' })
  @Min(1, { message: 'ruleId must be a whole number' })
  @Max(2_147_483_647, { message: 'ruleId must be a whole number' })
  ruleId: number;

  @ApiProperty({ enum: INSPECTION_RESULTS })
  @IsDefined({ message: 'result is required (passed or failed)' })
  @IsIn([...INSPECTION_RESULTS], { message: 'result must be passed or failed' })
  result: InspectionResult;

  @ApiPropertyOptional({ example: 'PAT 0.2 MΩ, all good', description: 'Required when it failed: why (the repair reason)' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'note must be text' })
  @MaxLength(400, { message: 'note must be at most 400 characters' })
  note?: string;

  @ApiPropertyOptional({ example: '2026-12-10', description: 'Failed: the day the unit is expected back from repair' })
  @ValidateIf((dto: InspectionResultDto) => dto.result === 'failed')
  @RentalDate('backOn')
  backOn?: string;

  @ApiPropertyOptional({ description: FORCE_DESCRIPTION })
  @IsOptional()
  @IsBoolean({ message: 'force must be true or false' })
  force?: boolean;
}

export class InspectionSettingsDto {
  @ApiProperty({ description: 'Overdue units are not rented out: availability, quotes, bookings and pick-up count that' })
  @IsDefined({ message: 'blockOverdue is required (true or false)' })
  @IsBoolean({ message: 'blockOverdue must be true or false' })
  blockOverdue: boolean;
}

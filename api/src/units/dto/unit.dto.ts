import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { RentalDate } from '../../orders/dto/cart.dto.js';
import { MAX_TAG_LENGTH } from '../unit.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The most units one product can be given in one call. */
export const MAX_NEW_UNITS = 100;
export const MAX_KIT_PARTS = 30;
export const MAX_PART_QTY = 100;

/** What `force` means wherever a change could leave bookings without units. */
export const FORCE_DESCRIPTION =
  'true: go ahead even when bookings from today on would be left without enough units (they are named in the 409 otherwise)';

export class AddUnitsDto {
  @ApiProperty({ minimum: 1, maximum: MAX_NEW_UNITS, description: 'How many units to add; each gets the next asset tag' })
  @IsDefined({ message: 'count is required' })
  @IsInt({ message: `count must be a whole number from 1 to ${MAX_NEW_UNITS}` })
  @Min(1, { message: `count must be a whole number from 1 to ${MAX_NEW_UNITS}` })
  @Max(MAX_NEW_UNITS, { message: `count must be a whole number from 1 to ${MAX_NEW_UNITS}` })
  count: number;
}

export class RepairUnitDto {
  @ApiProperty({ example: 'Crackling woofer' })
  @Transform(trim)
  @IsDefined({ message: 'reason is required' })
  @IsString({ message: ({ value }) => (value === undefined || value === null ? 'reason is required' : 'reason must be text') })
  @MinLength(1, { message: 'reason is required' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason: string;

  @ApiProperty({ example: '2026-12-10', description: 'The day it is expected back and free to rent again' })
  @RentalDate('backOn')
  backOn: string;

  @ApiPropertyOptional({ description: FORCE_DESCRIPTION })
  @IsOptional()
  @IsBoolean({ message: 'force must be true or false' })
  force?: boolean;
}

export class RetireUnitDto {
  @ApiPropertyOptional({ example: 'Dropped, beyond repair' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'reason must be text' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason?: string;

  @ApiPropertyOptional({ description: FORCE_DESCRIPTION })
  @IsOptional()
  @IsBoolean({ message: 'force must be true or false' })
  force?: boolean;
}

export class UnitTagDto {
  @ApiProperty({ example: 'LGT-005-03', description: 'The asset tag, as typed or scanned' })
  @Transform(trim)
  @IsDefined({ message: 'tag is required' })
  @IsString({ message: ({ value }) => (value === undefined || value === null ? 'tag is required' : 'tag must be text') })
  @MinLength(1, { message: 'tag is required' })
  @MaxLength(MAX_TAG_LENGTH, { message: `tag must be at most ${MAX_TAG_LENGTH} characters` })
  tag: string;
}

export class KitPartDto {
  @ApiProperty({ example: 'TOP-SPEAKER' })
  @IsDefined({ message: 'Each part needs a key' })
  @IsString({ message: 'A part key must be text' })
  @MaxLength(64, { message: 'A part key must be at most 64 characters' })
  key: string;

  @ApiProperty({ minimum: 1, maximum: MAX_PART_QTY })
  @IsDefined({ message: 'Each part needs a qty' })
  @IsInt({ message: `A part qty must be a whole number from 1 to ${MAX_PART_QTY}` })
  @Min(1, { message: `A part qty must be a whole number from 1 to ${MAX_PART_QTY}` })
  @Max(MAX_PART_QTY, { message: `A part qty must be a whole number from 1 to ${MAX_PART_QTY}` })
  qty: number;
}

export class KitDto {
  @ApiProperty({ type: [KitPartDto], description: 'The products in one kit and how many of each; empty makes it a plain product again' })
  @IsDefined({ message: 'components is required' })
  @IsArray({ message: 'components must be a list' })
  @ArrayMaxSize(MAX_KIT_PARTS, { message: `A kit has at most ${MAX_KIT_PARTS} components` })
  @ValidateNested({ each: true })
  @Type(() => KitPartDto)
  components: KitPartDto[];
}

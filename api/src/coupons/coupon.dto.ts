import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { PRODUCT_CATEGORIES } from '../products/product.entity.js';
import { calendarDayNumber } from '../orders/rental-days.js';
import { COUPON_KINDS, type CouponKind } from './coupon.entity.js';

const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const date = (field: string) =>
  ValidateBy({ name: 'couponDate', validator: { validate: (value: unknown) => typeof value === 'string' && calendarDayNumber(value) !== null } }, { message: `${field} must be a date written as YYYY-MM-DD` });

/** A coupon as staff create or edit it (admins); amounts in rupees, percentages in percent. */
export class CouponDto {
  @ApiProperty({ example: 'STAGE10', description: '3 to 40 letters, digits, - or _; stored upper-case' })
  @Transform(upper)
  @IsString({ message: 'code must be text' })
  @Matches(/^[A-Z0-9_-]{3,40}$/, { message: 'code must be 3 to 40 letters, digits, - or _' })
  code: string;

  @ApiProperty({ enum: COUPON_KINDS, description: "'percent' off, or a fixed 'amount' of rupees off" })
  @IsIn(COUPON_KINDS, { message: `kind must be one of ${COUPON_KINDS.join(', ')}` })
  kind: CouponKind;

  @ApiProperty({ example: 10, description: 'Percent off (0.01 to 100) for percent, rupees off for amount' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'value must be a number with at most 2 decimals' })
  @Min(0.01, { message: 'value must be more than 0' })
  @Max(10_000_000, { message: 'value must be at most 10000000' })
  value: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-01', description: 'First day it may be used (UTC); none: from now' })
  @IsOptional()
  @date('validFrom')
  validFrom?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-31', description: 'Last day it may be used (UTC); none: no end' })
  @IsOptional()
  @date('validUntil')
  validUntil?: string | null;

  @ApiPropertyOptional({ example: 5000, description: 'Rental charges before tax (deposits apart) a cart must reach, rupees; 0 by default' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'minOrder must be a number of rupees with at most 2 decimals' })
  @Min(0, { message: 'minOrder cannot be negative' })
  @Max(10_000_000, { message: 'minOrder must be at most 10000000' })
  minOrder?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'How many bookings may use it in all; none: unlimited' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'maxUses must be a whole number of at least 1' })
  @Min(1, { message: 'maxUses must be a whole number of at least 1' })
  maxUses?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'How many bookings one customer may use it on; none: unlimited' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'maxUsesPerCustomer must be a whole number of at least 1' })
  @Min(1, { message: 'maxUsesPerCustomer must be a whole number of at least 1' })
  maxUsesPerCustomer?: number | null;

  @ApiPropertyOptional({ type: [String], enum: PRODUCT_CATEGORIES, description: 'Only lines of these categories are discounted (with productKeys: either)' })
  @IsOptional()
  @IsArray({ message: 'categories must be a list' })
  @ArrayMaxSize(10, { message: 'categories can list at most 10' })
  @IsIn(PRODUCT_CATEGORIES, { each: true, message: `categories must be some of ${PRODUCT_CATEGORIES.join(', ')}` })
  categories?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Only lines of these product keys are discounted (with categories: either)' })
  @IsOptional()
  @IsArray({ message: 'productKeys must be a list' })
  @ArrayMaxSize(200, { message: 'productKeys can list at most 200' })
  @IsString({ each: true, message: 'productKeys must be product keys' })
  productKeys?: string[];

  @ApiPropertyOptional({ description: 'false deactivates it: it is refused from then on; true by default' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

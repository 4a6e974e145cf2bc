import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../product.entity.js';

export const PRODUCT_SORTS = ['name', 'price', 'category'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** Only plain digit strings become numbers, so '2abc', '1.5' or a repeated parameter fail validation. */
const wholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

/** `GET /api/products` query. Sending page or limit switches the answer to a page with totals. */
export class ProductListQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional() @Transform(wholeNumber)
  @IsInt({ message: 'page must be a whole number of at least 1' }) @Min(1, { message: 'page must be a whole number of at least 1' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional() @Transform(wholeNumber)
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'Words searched in name, key and description' })
  @IsOptional() @IsString({ message: 'q must be a single search text' }) @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: PRODUCT_CATEGORIES })
  @IsOptional() @IsIn(PRODUCT_CATEGORIES, { message: 'category must be audio or lights' })
  category?: ProductCategory;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'name' })
  @IsOptional() @IsIn(PRODUCT_SORTS, { message: 'sort must be name, price or category' })
  sort?: ProductSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional() @IsIn(['asc', 'desc'], { message: 'order must be asc or desc' })
  order?: 'asc' | 'desc';
}

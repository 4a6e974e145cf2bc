import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { Direction, SORT_DIRECTIONS, type SortDirection } from '../../common/list-query.js';
import { PageQuery } from '../../common/pagination.js';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../product.entity.js';
import { MaxChars } from '../../common/validation.js';

export const PRODUCT_SORTS = ['name', 'price', 'category'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** `GET /api/products` query. Sending page or limit switches the response to a page with totals. */
export class ProductListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Words searched in name, key and description' })
  @IsOptional() @IsString({ message: 'q must be a single search text' }) @MaxChars(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: PRODUCT_CATEGORIES })
  @IsOptional() @IsIn(PRODUCT_CATEGORIES, { message: 'category must be audio or lights' })
  category?: ProductCategory;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'name' })
  @IsOptional() @IsIn(PRODUCT_SORTS, { message: 'sort must be name, price or category' })
  sort?: ProductSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, default: 'asc' })
  @Direction()
  order?: SortDirection;
}

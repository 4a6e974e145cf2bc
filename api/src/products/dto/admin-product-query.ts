import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Direction, OneOf, Search, SORT_DIRECTIONS, type SortDirection, YesOrNo } from '../../common/list-query.js';
import { PageQuery } from '../../common/pagination.js';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../product.entity.js';

export const ADMIN_PRODUCT_SORTS = ['key', 'name', 'price', 'category', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** `GET /api/admin/products`: one page of the whole catalogue, unavailable products included. */
export class AdminProductQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Part of the key or the name' })
  @Search()
  q?: string;

  @ApiPropertyOptional({ enum: PRODUCT_CATEGORIES })
  @IsOptional()
  @IsIn(PRODUCT_CATEGORIES, { message: 'category must be audio or lights' })
  category?: ProductCategory;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only available products; false: only unavailable ones' })
  @YesOrNo()
  availability?: boolean;

  @ApiPropertyOptional({ enum: ADMIN_PRODUCT_SORTS, default: 'key' })
  @OneOf(ADMIN_PRODUCT_SORTS)
  sort?: AdminProductSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, default: 'asc' })
  @Direction()
  order?: SortDirection;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { Direction, Search, SORT_DIRECTIONS, type SortDirection, yesOrNo } from '../../common/list-query.js';
import { PageQuery } from '../../common/pagination.js';

export const ADMIN_USER_SORTS = ['createdAt', 'name', 'email'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** `GET /api/admin/users`: one page of accounts, newest first unless asked otherwise. */
export class AdminUserQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Part of the name or the e-mail' })
  @Search()
  q?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only blocked accounts; false: only active ones' })
  @IsOptional()
  @Transform(yesOrNo)
  @IsBoolean({ message: 'blocked must be true or false' })
  blocked?: boolean;

  @ApiPropertyOptional({ enum: ADMIN_USER_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(ADMIN_USER_SORTS, { message: `sort must be one of ${ADMIN_USER_SORTS.join(', ')}` })
  sort?: AdminUserSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, description: 'Default: desc for createdAt, asc otherwise' })
  @Direction()
  order?: SortDirection;
}

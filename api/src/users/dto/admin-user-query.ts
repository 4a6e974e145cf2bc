import { ApiPropertyOptional } from '@nestjs/swagger';
import { Direction, OneOf, Search, SORT_DIRECTIONS, type SortDirection, YesOrNo } from '../../common/list-query.js';
import { PageQuery } from '../../common/pagination.js';

export const ADMIN_USER_SORTS = ['createdAt', 'name', 'email'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** `GET /api/admin/users`: one page of accounts, newest first unless asked otherwise. */
export class AdminUserQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Part of the name or the e-mail' })
  @Search()
  q?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only blocked accounts; false: only active ones' })
  @YesOrNo()
  blocked?: boolean;

  @ApiPropertyOptional({ enum: ADMIN_USER_SORTS, default: 'createdAt' })
  @OneOf(ADMIN_USER_SORTS)
  sort?: AdminUserSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, description: 'Default: desc for createdAt, asc otherwise' })
  @Direction()
  order?: SortDirection;
}

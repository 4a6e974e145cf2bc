import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { PageQuery } from '../../common/pagination.js';
import { ORDER_STATUSES, type OrderStatus } from '../../orders/order.entity.js';
import { ORDER_STAGES, type OrderStage } from '../../orders/order-process.js';
import { calendarDayNumber } from '../../orders/rental-days.js';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../products/product.entity.js';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** 'true' and 'false' only: '1', 'yes' or a repeated parameter fail validation instead of meaning something by accident. */
const yesOrNo = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

const Search = () => (target: object, property: string) => {
  IsOptional()(target, property);
  // Registered in reverse: the pipe reports the constraint registered last.
  MaxLength(100, { message: `${property} must be at most 100 characters` })(target, property);
  IsString({ message: `${property} must be a single search text` })(target, property);
};

const Direction = () => (target: object, property: string) => {
  IsOptional()(target, property);
  IsIn(SORT_DIRECTIONS, { message: `${property} must be asc or desc` })(target, property);
};

/** An optional 'YYYY-MM-DD' day, named in its messages (rules registered in reverse, as in Search). */
export const Day = () => (target: object, property: string) => {
  const written = `${property} must be a date written as YYYY-MM-DD`;
  IsOptional()(target, property);
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => typeof value === 'string' && calendarDayNumber(value) !== null, defaultMessage: () => written } })(target, property);
  Matches(/^\d{4}-\d{2}-\d{2}$/, { message: written })(target, property);
  IsString({ message: written })(target, property);
};

export const ADMIN_ORDER_SORTS = ['orderDate', 'totalAmount', 'startingDate', 'orderId'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** `GET /api/admin/orders`: one page of orders, newest first unless asked otherwise. */
export class AdminOrderQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES, description: 'Only orders in this status (any letter case)' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? (ORDER_STATUSES.find((s) => s.toLowerCase() === value.toLowerCase()) ?? value) : value))
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: ORDER_STAGES, description: "Only orders at this stage (any letter case): 'Out' picked up and not back, 'Late' out past its end date, 'Returned' back; 'approved' approved and not picked up yet" })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? (ORDER_STAGES.find((s) => s.toLowerCase() === value.toLowerCase()) ?? value) : value))
  @IsIn(ORDER_STAGES, { message: `stage must be one of ${ORDER_STAGES.join(', ')}` })
  stage?: OrderStage;

  @ApiPropertyOptional({ example: '2026-11-16', description: 'Ordered on or after this day (UTC)' })
  @Day()
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'Ordered on or before this day (UTC)' })
  @Day()
  to?: string;

  @ApiPropertyOptional({ example: '2026-12-01', description: "Only orders whose rental starts on this day (the dashboard's pick-ups today: with stage=approved)" })
  @Day()
  startsOn?: string;

  @ApiPropertyOptional({ example: '2026-12-03', description: "Only orders due back on this day, their end date (the dashboard's returns today: with stage=Out)" })
  @Day()
  endsOn?: string;

  @ApiPropertyOptional({ description: "An order id ('ORD0042') or the start of the customer's e-mail" })
  @Search()
  q?: string;

  @ApiPropertyOptional({ enum: ADMIN_ORDER_SORTS, default: 'orderDate' })
  @IsOptional()
  @IsIn(ADMIN_ORDER_SORTS, { message: `sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}` })
  sort?: AdminOrderSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, default: 'desc' })
  @Direction()
  order?: SortDirection;
}

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
  @IsOptional()
  @Transform(yesOrNo)
  @IsBoolean({ message: 'availability must be true or false' })
  availability?: boolean;

  @ApiPropertyOptional({ enum: ADMIN_PRODUCT_SORTS, default: 'key' })
  @IsOptional()
  @IsIn(ADMIN_PRODUCT_SORTS, { message: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` })
  sort?: AdminProductSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, default: 'asc' })
  @Direction()
  order?: SortDirection;
}

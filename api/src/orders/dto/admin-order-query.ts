import { ApiPropertyOptional } from '@nestjs/swagger';
import { Day, Direction, OneOf, Search, SORT_DIRECTIONS, type SortDirection } from '../../common/list-query.js';
import { PageQuery } from '../../common/pagination.js';
import { ORDER_STAGES, ORDER_STATUSES, type OrderStage, type OrderStatus } from '../order-states.js';

export const ADMIN_ORDER_SORTS = ['orderDate', 'totalAmount', 'startingDate', 'orderId'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** `GET /api/admin/orders`: one page of orders, newest first unless asked otherwise. */
export class AdminOrderQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES, description: 'Only orders in this status (any letter case)' })
  @OneOf(ORDER_STATUSES, { anyCase: true })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: ORDER_STAGES, description: "Only orders at this stage (any letter case): 'Out' picked up and not back, 'Late' out past its end date, 'Returned' back; 'approved' approved and not picked up yet" })
  @OneOf(ORDER_STAGES, { anyCase: true })
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
  @OneOf(ADMIN_ORDER_SORTS)
  sort?: AdminOrderSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, default: 'desc' })
  @Direction()
  order?: SortDirection;
}

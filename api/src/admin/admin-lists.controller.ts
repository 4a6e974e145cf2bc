import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, StaffAllowed } from '../common/auth.decorators.js';
import { AdminOrderQuery, AdminProductQuery, AdminUserQuery } from './dto/admin-list-queries.js';
import { AdminProductPage, OrderPage, UserPage } from './admin-list-views.js';
import { AdminListsService } from './admin-lists.service.js';

const PAGING = 'One page ({ data, pagination }); page 1 and 20 rows unless asked (limit at most 100). Bad parameters answer 400 naming each one.';

/** The admin area's paged lists (orders and products also for staff, who handle orders and units). The spec's unpaged lists (`/api/orders/`, `/api/users/all`, `/api/products`) still answer as before. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminListsController {
  constructor(private readonly lists: AdminListsService) {}

  @StaffAllowed()
  @Get('orders')
  @ApiOperation({
    summary: 'Orders, one page at a time, newest first',
    description: `Filter by status, order date range (from/to, UTC days, both included) and q (an order id such as ORD0042, or the start of the e-mail). ${PAGING}`,
  })
  @ApiOkResponse({ type: OrderPage })
  orders(@Query() query: AdminOrderQuery): Promise<OrderPage> {
    return this.lists.orderPage(query);
  }

  @Get('users')
  @ApiOperation({ summary: 'Accounts, one page at a time, newest first', description: `Filter by q (words of the name or e-mail) and blocked. ${PAGING}` })
  @ApiOkResponse({ type: UserPage })
  users(@Query() query: AdminUserQuery): Promise<UserPage> {
    return this.lists.userPage(query);
  }

  @StaffAllowed()
  @Get('products')
  @ApiOperation({
    summary: 'The whole catalogue (unavailable products too), one page at a time, by key',
    description: `Filter by q (part of the key or name), category and availability. ${PAGING}`,
  })
  @ApiOkResponse({ type: AdminProductPage })
  products(@Query() query: AdminProductQuery): Promise<AdminProductPage> {
    return this.lists.productPage(query);
  }
}

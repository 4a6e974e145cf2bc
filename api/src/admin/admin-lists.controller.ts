import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, StaffAllowed } from '../common/auth.decorators.js';
import { AdminOrderQuery } from '../orders/dto/admin-order-query.js';
import { OrdersService } from '../orders/orders.service.js';
import { AdminProductQuery } from '../products/dto/admin-product-query.js';
import { ProductsService } from '../products/products.service.js';
import { AdminUserQuery } from '../users/dto/admin-user-query.js';
import { UsersService } from '../users/users.service.js';
import { AdminProductPage, OrderPage, UserPage } from './admin-list-views.js';

/** Each list is its feature's query (orders, users, products); every sort ends on the id, so pages never overlap or skip a row. Never cached: admins see every write at once. */
const PAGING = 'One page ({ data, pagination }); page 1 and 20 rows unless asked (limit at most 100). Bad parameters get a 400 naming each one.';

/** The admin area's paged lists (orders and products also for staff, who handle orders and units). The spec's unpaged lists (`/api/orders/`, `/api/users/all`, `/api/products`) still respond as before. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminListsController {
  constructor(
    private readonly orderList: OrdersService,
    private readonly userList: UsersService,
    private readonly productList: ProductsService,
  ) {}

  @StaffAllowed()
  @Get('orders')
  @ApiOperation({
    summary: 'Orders, one page at a time, newest first',
    description: `Filter by status, order date range (from/to, UTC days, both included) and q (an order id such as ORD0042, or the start of the e-mail). ${PAGING}`,
  })
  @ApiOkResponse({ type: OrderPage })
  orders(@Query() query: AdminOrderQuery): Promise<OrderPage> {
    return this.orderList.adminPage(query);
  }

  @Get('users')
  @ApiOperation({ summary: 'Accounts, one page at a time, newest first', description: `Filter by q (words of the name or e-mail) and blocked. ${PAGING}` })
  @ApiOkResponse({ type: UserPage })
  users(@Query() query: AdminUserQuery): Promise<UserPage> {
    return this.userList.adminPage(query);
  }

  @StaffAllowed()
  @Get('products')
  @ApiOperation({
    summary: 'The whole catalogue (unavailable products too), one page at a time, by key',
    description: `Filter by q (part of the key or name), category and availability. ${PAGING}`,
  })
  @ApiOkResponse({ type: AdminProductPage })
  products(@Query() query: AdminProductQuery): Promise<AdminProductPage> {
    return this.productList.adminPage(query);
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../common/pagination.js';
import { AdminOrderView } from '../orders/order-view.js';
import { ProductView } from '../products/product-view.js';
import { AdminUserView } from '../users/user-view.js';

export class OrderPage {
  @ApiProperty({ type: [AdminOrderView] }) data: AdminOrderView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export class UserPage {
  @ApiProperty({ type: [AdminUserView] }) data: AdminUserView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export class AdminProductPage {
  @ApiProperty({ type: [ProductView] }) data: ProductView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

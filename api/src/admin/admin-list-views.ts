import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../common/pagination.js';
import { OrderView } from '../orders/order-view.js';
import { ProductView } from '../products/product-view.js';
import { UserView } from '../users/user-view.js';

export class OrderPage {
  @ApiProperty({ type: [OrderView] }) data: OrderView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export class UserPage {
  @ApiProperty({ type: [UserView] }) data: UserView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export class AdminProductPage {
  @ApiProperty({ type: [ProductView] }) data: ProductView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

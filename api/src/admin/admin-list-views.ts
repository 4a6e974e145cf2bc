import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../common/pagination.js';
import { OrderView } from '../orders/order-view.js';
import { ProductView } from '../products/product-view.js';
import { UserView } from '../users/user-view.js';

/** An order as the back office lists it: who booked it, by name and phone, besides the e-mail. */
export class AdminOrderView extends OrderView {
  @ApiProperty({ type: String, nullable: true, example: 'Nimal Perera', description: "The customer's first and last name; null when the account is gone" })
  customerName: string | null;
  @ApiProperty({ type: String, nullable: true, example: '0771234567', description: "The customer's phone; null when the account has none or is gone" })
  customerPhone: string | null;
}

export class OrderPage {
  @ApiProperty({ type: [AdminOrderView] }) data: AdminOrderView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

/** An account as the admin's user list shows it: also whether it signs in with a second factor. */
export class AdminUserView extends UserView {
  @ApiProperty({ description: 'Two-step sign-in (an authenticator app) is on for this account' })
  twoFactor: boolean;
}

export class UserPage {
  @ApiProperty({ type: [AdminUserView] }) data: AdminUserView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export class AdminProductPage {
  @ApiProperty({ type: [ProductView] }) data: ProductView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

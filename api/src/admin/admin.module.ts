import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { ProductsModule } from '../products/products.module.js';
import { AdminController } from './admin.controller.js';
import { AdminListsController } from './admin-lists.controller.js';
import { AdminService } from './admin.service.js';

/** Read-only views across features for the admin area, composed from each feature's service; every route is admin-only. */
@Module({
  imports: [OrdersModule, UsersModule, ProductsModule],
  controllers: [AdminController, AdminListsController],
  providers: [AdminService],
})
export class AdminModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Order } from '../orders/order.entity.js';
import { OrdersModule } from '../orders/orders.module.js';
import { Product } from '../products/product.entity.js';
import { User } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { ProductsModule } from '../products/products.module.js';
import { AdminController } from './admin.controller.js';
import { AdminListsController } from './admin-lists.controller.js';
import { AdminService } from './admin.service.js';

/** Read-only views across features for the admin area, composed from each feature's service; every route is admin-only. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Order, Product]), OrdersModule, UsersModule, ProductsModule],
  controllers: [AdminController, AdminListsController],
  providers: [AdminService],
})
export class AdminModule {}

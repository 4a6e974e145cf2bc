import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Order } from '../orders/order.entity.js';
import { OrdersModule } from '../orders/orders.module.js';
import { Product } from '../products/product.entity.js';
import { SecondFactor } from '../users/two-factor/two-factor.entity.js';
import { User } from '../users/user.entity.js';
import { AdminController } from './admin.controller.js';
import { AdminListsController } from './admin-lists.controller.js';
import { AdminListsService } from './admin-lists.service.js';
import { AdminService } from './admin.service.js';

/** Read-only views across features for the admin area; every route is admin-only. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Order, Product, SecondFactor]), OrdersModule],
  controllers: [AdminController, AdminListsController],
  providers: [AdminService, AdminListsService],
})
export class AdminModule {}

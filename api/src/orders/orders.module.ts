import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CouponsModule } from '../coupons/coupons.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { TermsModule } from '../terms/terms.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { ProductsModule } from '../products/products.module.js';
import { AvailabilityController } from './availability.controller.js';
import { InventoryModule } from './inventory.module.js';
import { Order, OrderLine } from './order.entity.js';
import { OrderNote } from './order-note.entity.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { OrderUnits } from './order-units.js';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderLine, OrderNote]), ProductsModule, MailModule, InventoryModule, CouponsModule, TermsModule, PaymentsModule, DeliveryModule],
  controllers: [OrdersController, AvailabilityController],
  providers: [OrdersService, OrderUnits],
  exports: [InventoryModule, OrdersService],
})
export class OrdersModule {}

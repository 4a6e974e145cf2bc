import { Module } from '@nestjs/common';
import { InventoryModule } from '../orders/inventory.module.js';
import { DeliveryAdminController, DeliveryController } from './delivery.controller.js';
import { DeliveryService } from './delivery.service.js';
import { Geocoder } from './geocoder.js';
import { RunsService } from './runs.service.js';

@Module({ imports: [InventoryModule], controllers: [DeliveryController, DeliveryAdminController], providers: [DeliveryService, RunsService, Geocoder], exports: [DeliveryService] })
export class DeliveryModule {}

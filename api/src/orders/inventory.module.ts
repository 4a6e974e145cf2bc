import { Module } from '@nestjs/common';
import { AvailabilityService } from './availability.service.js';
import { PendingHolds } from './pending-holds.js';

/**
 * What is free when (availability, pending holds), in a module of its own: bookings read it, and so
 * do the product and unit writes that would lower a product's capacity under its bookings.
 */
@Module({
  providers: [AvailabilityService, PendingHolds],
  exports: [AvailabilityService, PendingHolds],
})
export class InventoryModule {}

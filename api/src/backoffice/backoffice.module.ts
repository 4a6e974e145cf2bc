import { Module } from '@nestjs/common';
import { InventoryModule } from '../orders/inventory.module.js';
import { BackofficeDataController } from './backoffice-data.controller.js';
import { CsvExportsService } from './csv-exports.service.js';
import { ProductImportService } from './product-import.service.js';

/** Data in and out of the back office: streamed CSV exports, the product import. */
@Module({
  imports: [InventoryModule],
  controllers: [BackofficeDataController],
  providers: [CsvExportsService, ProductImportService],
})
export class BackofficeModule {}

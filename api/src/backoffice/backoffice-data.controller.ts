import { Body, Controller, Get, HttpCode, Post, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { stringify } from 'csv-stringify/sync';
import { AdminOnly, CurrentUser } from '../common/auth.decorators.js';
import { BodyLimit } from '../common/request-body.js';
import type { User } from '../users/user.entity.js';
import { MAX_IMPORT_BYTES, ProductImportDto, ProductImportView } from './backoffice-data.dto.js';
import { CsvExportsService } from './csv-exports.service.js';
import { PRODUCT_COLUMNS, TEMPLATE_ROWS } from './product-csv.js';
import { ProductImportService } from './product-import.service.js';

const today = () => new Date().toISOString().slice(0, 10);
const csvFile = (body: NodeJS.ReadableStream | Buffer, fileName: string) =>
  new StreamableFile(body as never, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });

/** The back office's data in and out as CSV files (admins only: they hold every customer's details and the prices). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class BackofficeDataController {
  constructor(
    private readonly exportsService: CsvExportsService,
    private readonly imports: ProductImportService,
  ) {}

  @Get('exports/orders.csv')
  @ApiOperation({ summary: 'Every order as CSV, one row per line (the order columns repeated), oldest first; streamed as it is read' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv' })
  orders(): StreamableFile {
    return csvFile(this.exportsService.orders(), `orders-${today()}.csv`);
  }

  @Get('exports/customers.csv')
  @ApiOperation({ summary: 'Every customer account as CSV (deleted accounts keep only their e-mail placeholder); streamed' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv' })
  customers(): StreamableFile {
    return csvFile(this.exportsService.customers(), `customers-${today()}.csv`);
  }

  @Get('exports/products.csv')
  @ApiOperation({ summary: 'The whole catalogue as CSV in the product import\'s columns (amounts in rupees); streamed' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv' })
  products(): StreamableFile {
    return csvFile(this.exportsService.products(), `products-${today()}.csv`);
  }

  @Get('imports/products/template.csv')
  @ApiOperation({ summary: 'The product import\'s template: its columns and two example rows' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv' })
  template(): StreamableFile {
    return csvFile(Buffer.from(stringify(TEMPLATE_ROWS, { header: true, columns: [...PRODUCT_COLUMNS] })), 'products-template.csv');
  }

  @Post('imports/products')
  @HttpCode(200)
  @BodyLimit(MAX_IMPORT_BYTES + 64 * 1024)
  @ApiOperation({
    summary: 'Create and update products from CSV (prices and stock included)',
    description:
      'Every row is checked first with the product form\'s rules. A row whose key exists updates that product (only its non-empty cells; an empty optional amount clears it), a new key creates one. ' +
      'Any problem gets a 422 with `errors` (line and column of each) and writes nothing, unless onlyValid is true: then the valid rows are written and the others reported as skipped. ' +
      'dryRun checks and returns the plan without writing. All rows are written in one transaction.',
  })
  @ApiOkResponse({ type: ProductImportView })
  importProducts(@Body() body: ProductImportDto, @CurrentUser() user: User): Promise<ProductImportView> {
    return this.imports.importProducts(body.csv, { onlyValid: body.onlyValid === true, dryRun: body.dryRun === true }, user);
  }
}

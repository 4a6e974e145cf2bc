import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../common/auth.decorators.js';
import { PublicRead } from '../read-cache/public-read.decorator.js';
import type { User } from '../users/user.entity.js';
import { CreateProductDto } from './dto/create-product.dto.js';
import { ProductListQuery } from './dto/product-list-query.dto.js';
import { UpdateProductDto } from './dto/update-product.dto.js';
import { ProductDeleted, ProductPage, ProductSaved, ProductView } from './product-view.js';
import { ProductsService } from './products.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

const isAdmin = (user: User | undefined) => user?.role === 'admin';

@ApiTags('products')
@ApiBearerAuth()
@ApiExtraModels(ProductPage, ProductView)
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @PublicRead()
  @Get()
  @ApiOperation({
    summary: 'The catalogue',
    description:
      'Without page or limit: every product as a plain list, ordered by name. With page and/or limit: one page with totals. ' +
      'Visitors and customers see only available products; an admin (bearer token) sees all.',
  })
  @ApiOkResponse({ schema: { oneOf: [{ type: 'array', items: { $ref: getSchemaPath(ProductView) } }, { $ref: getSchemaPath(ProductPage) }] } })
  list(@Query() query: ProductListQuery, @CurrentUser() user: User | undefined): Promise<ProductView[] | ProductPage> {
    const paged = query.page !== undefined || query.limit !== undefined;
    return paged ? this.products.page(query, isAdmin(user)) : this.products.list(query, isAdmin(user));
  }

  @PublicRead()
  @Get(':key')
  @ApiOperation({ summary: 'One product; an unavailable one is only shown to admins' })
  @ApiOkResponse({ type: ProductView })
  get(@Param('key') key: string, @CurrentUser() user: User | undefined): Promise<ProductView> {
    return this.products.get(key, isAdmin(user));
  }

  @AdminOnly()
  @Idempotent()
  @Post()
  @ApiCreatedResponse({ type: ProductSaved })
  async create(@Body() dto: CreateProductDto, @CurrentUser() admin: User): Promise<ProductSaved> {
    return { message: 'Product added', product: await this.products.create(dto, admin) };
  }

  @AdminOnly()
  @Put(':key')
  @ApiOperation({ summary: 'Change any field except the key. A lower stock is refused (409) below its tracked units in service, and below what bookings from today on hold (the 409 names them in `bookings`) unless force is true' })
  @ApiOkResponse({ type: ProductSaved })
  async update(@Param('key') key: string, @Body() dto: UpdateProductDto, @CurrentUser() admin: User): Promise<ProductSaved> {
    return { message: 'Product updated', product: await this.products.update(key, dto, admin) };
  }

  @AdminOnly()
  @Delete(':key')
  @ApiOkResponse({ type: ProductDeleted })
  async remove(@Param('key') key: string, @CurrentUser() admin: User): Promise<ProductDeleted> {
    await this.products.remove(key, admin);
    return { message: 'Product deleted' };
  }
}

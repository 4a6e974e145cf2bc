import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../common/auth.decorators.js';
import { PublicRead } from '../read-cache/public-read.decorator.js';
import type { User } from '../users/user.entity.js';
import { CartDto } from './dto/cart.dto.js';
import { OrderStatusDto } from './dto/order-status.dto.js';
import { OrderSaved, OrderView, QuoteView } from './order-view.js';
import { OrdersService } from './orders.service.js';

@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @PublicRead()
  @Post('quote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Price a cart: days from the dates, prices from the catalogue, total = Σ price × qty × days' })
  @ApiOkResponse({ type: QuoteView })
  quote(@Body() cart: CartDto): Promise<QuoteView> {
    return this.orders.quote(cart);
  }

  @Post()
  @ApiOperation({ summary: "Book the cart for the signed-in customer; the order starts as 'Pending'" })
  @ApiCreatedResponse({ type: OrderSaved })
  async create(@Body() cart: CartDto, @CurrentUser() customer: User): Promise<OrderSaved> {
    return { message: 'Booking Created', order: await this.orders.create(cart, customer) };
  }

  @Get()
  @ApiOperation({ summary: 'Orders, newest first: all of them for an admin, their own for a customer (one plain list; the admin area pages with GET /api/admin/orders)' })
  @ApiOkResponse({ type: [OrderView] })
  list(@CurrentUser() user: User): Promise<OrderView[]> {
    return this.orders.list(user);
  }

  @Put(':orderId/cancel')
  @ApiOperation({ summary: "Cancel a Pending order: the customer's own, or any as an admin. Its units are free at once" })
  @ApiOkResponse({ type: OrderSaved })
  async cancel(@Param('orderId') orderId: string, @CurrentUser() user: User): Promise<OrderSaved> {
    return { message: 'Booking Cancelled', order: await this.orders.cancel(orderId, user) };
  }

  @AdminOnly()
  @Put(':orderId/pickup')
  @ApiOperation({ summary: 'Record that an approved order was picked up (now)' })
  @ApiOkResponse({ type: OrderSaved })
  async pickup(@Param('orderId') orderId: string): Promise<OrderSaved> {
    const order = await this.orders.markPickedUp(orderId);
    return { message: `Order ${order.orderId} picked up`, order };
  }

  @AdminOnly()
  @Put(':orderId/return')
  @ApiOperation({ summary: 'Record that a picked-up order came back (now)' })
  @ApiOkResponse({ type: OrderSaved })
  async markReturned(@Param('orderId') orderId: string): Promise<OrderSaved> {
    const order = await this.orders.markReturned(orderId);
    return { message: `Order ${order.orderId} returned`, order };
  }

  @AdminOnly()
  @Put('status/:orderId')
  @ApiOperation({ summary: "Approve or reject an order ('approved' or 'Rejected')" })
  @ApiOkResponse({ type: OrderSaved })
  async setStatus(@Param('orderId') orderId: string, @Body() dto: OrderStatusDto): Promise<OrderSaved> {
    const order = await this.orders.setStatus(orderId, dto.status);
    return { message: `Order ${order.orderId} is now ${order.status}`, order };
  }
}

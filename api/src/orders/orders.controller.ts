import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, StaffAllowed } from '../common/auth.decorators.js';
import { ClientRateLimited } from '../common/client-rate-limit.js';
import { BodyLimit, PUBLIC_BODY_LIMIT } from '../common/request-body.js';
import { PublicRead } from '../read-cache/public-read.decorator.js';
import type { User } from '../users/user.entity.js';
import { CartDto } from './dto/cart.dto.js';
import { OrderStatusDto } from './dto/order-status.dto.js';
import { ExtendOrderDto, PickupOrderDto, ReturnOrderDto } from './dto/order-paperwork.dto.js';
import { ExtensionQuoteView, OrderExtended, OrderHandlerView, OrderSaved, OrderView, QuoteView } from './order-view.js';
import { OrderUnitsSaved, OrderUnitsView } from './order-units.js';
import { UnitTagDto } from '../units/dto/unit.dto.js';
import { OrdersService } from './orders.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { LateFeeDto, OrderHandlerDto, OrderNoteDto } from './dto/order-staff.dto.js';
import { OrderNoteSaved, OrderNoteView } from './order-note-view.js';

@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @PublicRead()
  @ClientRateLimited()
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('quote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Price a cart: days from the dates, prices from the catalogue, total = Σ price × qty × days' })
  @ApiOkResponse({ type: QuoteView })
  quote(@Body() cart: CartDto): Promise<QuoteView> {
    return this.orders.quote(cart);
  }

  @Public()
  @ClientRateLimited()
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('quote/pdf')
  @HttpCode(200)
  @ApiOperation({ summary: 'The quote of a cart as a PDF (same body and figures as POST /api/orders/quote)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  async quotePdf(@Body() cart: CartDto): Promise<StreamableFile> {
    return pdfFile(await this.orders.quotePdf(cart), 'quote.pdf');
  }

  @Get(':orderId/invoice')
  @ApiOperation({
    summary:
      "The paperwork of an order as a PDF: a booking confirmation while it is Pending (file booking-confirmation-ORD0001.pdf), the invoice once approved (invoice-ORD0001.pdf), and a cancelled, rejected or expired booking titled as such with nothing due (cancelled-booking-…, rejected-booking-…, expired-booking-…); the customer's own order, or any for staff",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  async invoice(@Param('orderId') orderId: string, @CurrentUser() user: User): Promise<StreamableFile> {
    const { fileName, pdf } = await this.orders.invoicePdf(orderId, user);
    return pdfFile(pdf, fileName);
  }

  @Get(':orderId/agreement')
  @ApiOperation({
    summary:
      'The rental agreement of an order as a PDF (rental-agreement-ORD0001.pdf): the order, the terms version accepted and the acceptance (name, time, client address); the customer\'s own order, or any for staff. 404 when it was booked without terms',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'application/pdf' })
  async agreement(@Param('orderId') orderId: string, @CurrentUser() user: User): Promise<StreamableFile> {
    const { fileName, pdf } = await this.orders.agreementPdf(orderId, user);
    return pdfFile(pdf, fileName);
  }

  @Post(':orderId/extension-quote')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "What moving a Pending or approved booking's end date later would cost, before it is done (the customer's own, or any as shop staff): the new days and figures and the difference, priced as PUT /extend prices it; nothing is changed. 409 with shortages when the units are not free, or when a delivered order's collection window is full on the new end day",
  })
  @ApiOkResponse({ type: ExtensionQuoteView })
  extensionQuote(@Param('orderId') orderId: string, @Body() dto: ExtendOrderDto, @CurrentUser() user: User): Promise<ExtensionQuoteView> {
    return this.orders.extensionQuote(orderId, dto, user);
  }

  @Put(':orderId/extend')
  @ApiOperation({ summary: "Move a Pending or approved booking's end date later (the customer's own, or any as shop staff), its customer mailed the updated calendar file; 409 with shortages when the units are not free, or when a delivered order's collection window is full on the new end day" })
  @ApiOkResponse({ type: OrderExtended })
  async extend(@Param('orderId') orderId: string, @Body() dto: ExtendOrderDto, @CurrentUser() user: User): Promise<OrderExtended> {
    const { order, priceDifference } = await this.orders.extend(orderId, dto, user);
    return { message: `Booking ${order.orderId} now ends on ${order.endingDate}`, order, priceDifference };
  }

  @Idempotent({ claimedInTransaction: true })
  @Post()
  @ApiOperation({ summary: "Book the cart for the signed-in customer; the order starts as 'Pending'" })
  @ApiCreatedResponse({ type: OrderSaved })
  async create(@Body() cart: CartDto, @CurrentUser() customer: User, @Req() request: { ip?: string }): Promise<OrderSaved> {
    return this.orders.create(cart, customer, { ipAddress: request.ip ?? '' });
  }

  @Get()
  @ApiOperation({ summary: 'Orders, newest first: all of them for shop staff (admins and staff), their own for a customer (one plain list; the admin area pages with GET /api/admin/orders)' })
  @ApiOkResponse({ type: [OrderView] })
  list(@CurrentUser() user: User): Promise<OrderView[]> {
    return this.orders.list(user);
  }

  @Put(':orderId/cancel')
  @ApiOperation({ summary: "Cancel a Pending order: the customer's own, or any as shop staff. Its units are free at once" })
  @ApiOkResponse({ type: OrderSaved })
  async cancel(@Param('orderId') orderId: string, @CurrentUser() user: User): Promise<OrderSaved> {
    return { message: 'Booking Cancelled', order: await this.orders.cancel(orderId, user) };
  }

  @StaffAllowed()
  @Put(':orderId/pickup')
  @ApiOperation({
    summary: 'Record that an approved order was picked up (now)',
    description: "Before the order's start date this gets a 409 with early: true, startingDate and daysEarly, unless the body confirms it with { early: true }.",
  })
  @ApiBody({ type: PickupOrderDto, required: false, description: 'Optional: { early: true } confirms a pick-up before the start date.' })
  @ApiOkResponse({ type: OrderSaved })
  async pickup(@Param('orderId') orderId: string, @Body() dto: PickupOrderDto, @CurrentUser() actor: User): Promise<OrderSaved> {
    const order = await this.orders.markPickedUp(orderId, actor, dto ?? {});
    return { message: `Order ${order.orderId} picked up`, order };
  }

  @StaffAllowed()
  @Put(':orderId/return')
  @ApiOperation({ summary: 'Record that a picked-up order came back (now): the late fee is charged, and the deposit refunded (all unless depositRefunded says less, with a reason)' })
  @ApiBody({ type: ReturnOrderDto, required: false, description: 'Optional: without a body the whole deposit is refunded, as before.' })
  @ApiOkResponse({ type: OrderSaved })
  async markReturned(@Param('orderId') orderId: string, @Body() dto: ReturnOrderDto, @CurrentUser() actor: User): Promise<OrderSaved> {
    const order = await this.orders.markReturned(orderId, dto ?? {}, actor);
    return { message: `Order ${order.orderId} returned`, order };
  }

  @StaffAllowed()
  @Put(':orderId/late-fee')
  @ApiOperation({
    summary: 'Waive (lateFee: 0) or change the late fee of a returned order, with a reason',
    description: 'The server works out tax, total and what is due again; the reason is kept on the order and in the audit trail. 409 before the return or when the fee is already that amount.',
  })
  @ApiOkResponse({ type: OrderSaved })
  async setLateFee(@Param('orderId') orderId: string, @Body() dto: LateFeeDto, @CurrentUser() actor: User): Promise<OrderSaved> {
    const order = await this.orders.setLateFee(orderId, dto, actor);
    return { message: dto.lateFee === 0 ? `Late fee of ${order.orderId} waived` : `Late fee of ${order.orderId} changed`, order };
  }

  @StaffAllowed()
  @Get('handlers')
  @ApiOperation({ summary: 'Who may handle orders: staff and admins who can sign in, by name' })
  @ApiOkResponse({ type: [OrderHandlerView] })
  handlers(): Promise<OrderHandlerView[]> {
    return this.orders.handlers();
  }

  @StaffAllowed()
  @Put(':orderId/handler')
  @ApiOperation({
    summary: "Choose who handles an order's pick-up and return (userId), or nobody in particular (null)",
    description: "Their calendar feed lists the order; the choice is in the audit trail. Choosing the one already chosen changes nothing. 400 for anyone but active staff or an admin.",
  })
  @ApiOkResponse({ type: OrderSaved })
  async setHandler(@Param('orderId') orderId: string, @Body() dto: OrderHandlerDto, @CurrentUser() actor: User): Promise<OrderSaved> {
    const order = await this.orders.setHandler(orderId, dto, actor);
    return { message: order.handledBy ? `${order.orderId} is handled by ${order.handledBy.name}` : `${order.orderId} is handled by nobody in particular`, order };
  }

  @StaffAllowed()
  @Get(':orderId/notes')
  @ApiOperation({ summary: "Staff's notes on an order, oldest first, each with its author and time" })
  @ApiOkResponse({ type: [OrderNoteView] })
  notes(@Param('orderId') orderId: string): Promise<OrderNoteView[]> {
    return this.orders.notesOf(orderId);
  }

  @StaffAllowed()
  @Post(':orderId/notes')
  @ApiOperation({ summary: 'Add a note to an order (staff); it is kept with its author and time and shows in the order history' })
  @ApiCreatedResponse({ type: OrderNoteSaved })
  async addNote(@Param('orderId') orderId: string, @Body() dto: OrderNoteDto, @CurrentUser() actor: User): Promise<OrderNoteSaved> {
    const note = await this.orders.addNote(orderId, dto, actor);
    return { message: `Note added to ${orderId}`, note };
  }

  @StaffAllowed()
  @Get(':orderId/units')
  @ApiOperation({ summary: 'The tracked units each line of an order needs, and those assigned or back' })
  @ApiOkResponse({ type: OrderUnitsView })
  units(@Param('orderId') orderId: string): Promise<OrderUnitsView> {
    return this.orders.unitsOf(orderId);
  }

  @StaffAllowed()
  @Post(':orderId/units')
  @HttpCode(200)
  @ApiOperation({ summary: "Assign a unit by its tag to an approved order before pick-up; a tag of a product the order does not need (or not on the shelf) is refused with the reason" })
  @ApiOkResponse({ type: OrderUnitsSaved })
  async assignUnit(@Param('orderId') orderId: string, @Body() dto: UnitTagDto, @CurrentUser() actor: User): Promise<OrderUnitsSaved> {
    const { tag, units } = await this.orders.assignUnit(orderId, dto.tag, actor);
    return { message: `${tag} assigned to ${units.orderId}`, units };
  }

  @StaffAllowed()
  @Delete(':orderId/units/:tag')
  @ApiOperation({ summary: 'Take a unit assigned by mistake off the order (before pick-up)' })
  @ApiOkResponse({ type: OrderUnitsSaved })
  async unassignUnit(@Param('orderId') orderId: string, @Param('tag') tag: string, @CurrentUser() actor: User): Promise<OrderUnitsSaved> {
    const result = await this.orders.unassignUnit(orderId, tag, actor);
    return { message: `${result.tag} taken off ${result.units.orderId}`, units: result.units };
  }

  @StaffAllowed()
  @Put(':orderId/units/:tag/return')
  @ApiOperation({ summary: 'One unit of a picked-up order is back (now): it is late by its own days; the order is returned as a whole with PUT /return' })
  @ApiOkResponse({ type: OrderUnitsSaved })
  async returnUnit(@Param('orderId') orderId: string, @Param('tag') tag: string, @CurrentUser() actor: User): Promise<OrderUnitsSaved> {
    const result = await this.orders.returnUnit(orderId, tag, actor);
    return { message: `${result.tag} is back`, units: result.units };
  }

  @StaffAllowed()
  @Put('status/:orderId')
  @ApiOperation({
    summary: "Approve or reject an order ('approved' or 'Rejected')",
    description: "As the order's stage allows (its actions): an order picked up or returned gets a 409. Sending the status it already has before pick-up changes nothing.",
  })
  @ApiOkResponse({ type: OrderSaved })
  async setStatus(@Param('orderId') orderId: string, @Body() dto: OrderStatusDto, @CurrentUser() actor: User): Promise<OrderSaved> {
    const order = await this.orders.setStatus(orderId, dto.status, actor);
    return { message: `Order ${order.orderId} is now ${order.status}`, order };
  }
}

const pdfFile = (pdf: Buffer, fileName: string) => new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${fileName}"`, length: pdf.length });

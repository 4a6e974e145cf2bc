import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, StaffAllowed } from '../common/auth.decorators.js';
import { toCents } from '../common/money.js';
import { CashPaymentDto } from './dto/cash-payment.dto.js';
import { AcceptsFormBody, BodyLimit, KeepsRawBody, PUBLIC_BODY_LIMIT, rawBodyOf } from '../common/request-body.js';
import type { User } from '../users/user.entity.js';
import { CheckoutDto } from './dto/checkout.dto.js';
import { AdminPaymentQuery } from './dto/admin-payment-query.dto.js';
import { AdminPaymentPage, CheckoutView, OrderPaymentsView, PaymentOptionsView } from './payment-view.js';
import { PaymentsList } from './payments-list.js';
import { PaymentsService } from './payments.service.js';

class NotificationReceived {
  received: true;
  status: string | null;
}

const incoming = (request: FastifyRequest, body: Record<string, unknown> | undefined) => ({ body: body ?? {}, rawBody: rawBodyOf(request), headers: request.headers });

@ApiTags('payments')
@ApiBearerAuth()
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly list: PaymentsList,
  ) {}

  @StaffAllowed()
  @Get('admin/payments')
  @ApiOperation({
    summary: 'Every payment and refund, one page at a time, newest first, with the totals of all that match',
    description:
      "Filter by status, provider, kind and the day recorded (from/to, UTC days, both included). Totals count settled money only: received (payments 'paid'), refunded (refunds sent), net, and how many refunds failed or need attention. One page ({ data, pagination, totals }); page 1 and 20 rows unless asked (limit at most 100). Staff and admins.",
  })
  @ApiOkResponse({ type: AdminPaymentPage })
  adminPayments(@Query() query: AdminPaymentQuery): Promise<AdminPaymentPage> {
    return this.list.page(query);
  }

  @Public()
  @Get('payments/options')
  @ApiOperation({ summary: 'How customers may pay at checkout: online (through which provider) and which plans; without provider settings only pay at pickup' })
  @ApiOkResponse({ type: PaymentOptionsView })
  options(): PaymentOptionsView {
    return this.payments.options();
  }

  @Post('orders/:orderId/payments/checkout')
  @ApiOperation({
    summary: "Pay for a Pending or approved booking online (the customer's own, or any as staff): records a pending payment of the server's amount and returns the signed form to post to the provider",
    description: 'The first attempt of a Pending booking starts its hold (PAYMENT_HOLD_MINUTES): unpaid by then, the booking is released. 409 when nothing is due, the hold has passed or the shop takes no online payments.',
  })
  @ApiCreatedResponse({ type: CheckoutView })
  checkout(@Param('orderId') orderId: string, @Body() dto: CheckoutDto, @CurrentUser() user: User): Promise<CheckoutView> {
    return this.payments.startCheckout(orderId, dto.plan, user);
  }

  @StaffAllowed()
  @Post('orders/:orderId/payments/cash')
  @ApiOperation({ summary: 'Record money taken at the counter (pay at pickup, or the rest after a deposit paid online); at most what is still due' })
  @ApiCreatedResponse({ type: OrderPaymentsView })
  recordCash(@Param('orderId') orderId: string, @Body() dto: CashPaymentDto, @CurrentUser() actor: User): Promise<OrderPaymentsView> {
    return this.payments.recordCash(orderId, toCents(dto.amount), dto.kind ?? 'balance', actor);
  }

  @StaffAllowed()
  @Post('orders/:orderId/payments/:refundId/retry')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Try a failed refund again through the provider that took the money (same idempotency key: never refunded twice)',
    description: '409 when the refund is not failed (sent already, or being sent); 404 for no such refund on the order.',
  })
  @ApiOkResponse({ type: OrderPaymentsView })
  retryRefund(@Param('orderId') orderId: string, @Param('refundId') refundId: string, @CurrentUser() actor: User): Promise<OrderPaymentsView> {
    return this.payments.retryRefund(orderId, refundId, actor);
  }

  @Get('orders/:orderId/payments')
  @ApiOperation({ summary: "An order's payments, what was paid and what is still due (the customer's own, or any as staff)" })
  @ApiOkResponse({ type: OrderPaymentsView })
  orderPayments(@Param('orderId') orderId: string, @CurrentUser() user: User): Promise<OrderPaymentsView> {
    return this.payments.orderPayments(orderId, user);
  }

  @Public()
  @AcceptsFormBody()
  @BodyLimit(PUBLIC_BODY_LIMIT)
  @Post('payments/payhere/notify')
  @HttpCode(200)
  @ApiOperation({
    summary: "PayHere's server notification (notify_url): verified by its md5sig, applied once",
    description: 'A wrong signature, amount or currency is refused with 400 and changes nothing; a repeated notification changes nothing.',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: { type: 'object', additionalProperties: { type: 'string' } } })
  @ApiOkResponse({ schema: { type: 'object', properties: { received: { type: 'boolean' }, status: { type: 'string' } } } })
  payHereNotify(@Body() body: Record<string, unknown> | undefined, @Req() request: FastifyRequest): Promise<NotificationReceived> {
    return this.payments.applyNotification('payhere', incoming(request, body));
  }

  @Public()
  @KeepsRawBody()
  @BodyLimit(PUBLIC_BODY_LIMIT * 4)
  @Post('payments/stripe/webhook')
  @HttpCode(200)
  @ApiOperation({
    summary: "Stripe's webhook (Checkout Session events): verified by its Stripe-Signature header over the exact body, applied once",
    description: 'A wrong signature, amount or currency is refused with 400 and changes nothing; a repeated event changes nothing; other events are acknowledged and ignored.',
  })
  @ApiBody({ schema: { type: 'object', additionalProperties: true } })
  @ApiOkResponse({ schema: { type: 'object', properties: { received: { type: 'boolean' }, status: { type: 'string', nullable: true } } } })
  stripeWebhook(@Body() body: Record<string, unknown> | undefined, @Req() request: FastifyRequest): Promise<NotificationReceived> {
    return this.payments.applyNotification('stripe', incoming(request, body));
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../common/pagination.js';
import { fromCents } from '../common/money.js';
import { PAYMENT_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, type Payment, type PaymentKind, type PaymentProviderName, type PaymentStatus } from './payment.entity.js';

export class PaymentView {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: PAYMENT_KINDS, description: "'rental' pays the whole booking (hire and deposit); 'deposit' the deposit only" }) kind: PaymentKind;
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider: PaymentProviderName;
  @ApiProperty({ type: String, nullable: true, description: "The provider's id of the transaction (PayHere payment_id)" }) reference: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES, description: "For a refund: 'pending' while being sent, 'paid' once the provider (or the counter) sent it, 'failed' when refused (retry it)" }) status: PaymentStatus;
  @ApiProperty({ description: 'Rupees' }) amount: number;
  @ApiProperty({ example: 'LKR' }) currency: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why staff must look at it, e.g. paid after the booking was released' }) attention: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'For a refund: the payment whose money it gives back' }) refundOf: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'For a refund: why the money goes back' }) note: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export const toPaymentView = (payment: Payment): PaymentView => ({
  _id: String(payment.id),
  kind: payment.kind,
  provider: payment.provider,
  reference: payment.providerReference,
  status: payment.status,
  amount: fromCents(payment.amountCents),
  currency: payment.currency,
  attention: payment.attention,
  refundOf: payment.refundOfId === null || payment.refundOfId === undefined ? null : String(payment.refundOfId),
  note: payment.note ?? null,
  createdAt: payment.createdAt.toISOString(),
  updatedAt: payment.updatedAt.toISOString(),
});

export class PaymentOptionsView {
  @ApiProperty({ description: 'Whether any online payment is set up; without it only pay at pickup is offered' }) online: boolean;
  @ApiProperty({ type: String, nullable: true, enum: ['payhere', 'stripe'], description: 'Who takes the money online' }) provider: 'payhere' | 'stripe' | null;
  @ApiProperty({ enum: ['full', 'deposit', 'pickup'], isArray: true, description: 'The plans the shop offers at checkout, in order' }) plans: ('full' | 'deposit' | 'pickup')[];
  @ApiProperty({ example: 'LKR' }) currency: string;
  @ApiProperty({ description: 'How long a pay-now booking waits for the money before its units are released' }) holdMinutes: number;
  @ApiProperty({ type: String, nullable: true, description: "PayHere's page the checkout form is posted to (its origin goes in the site's form-action); null for Stripe, whose page is opened" }) checkoutUrl: string | null;
}

export class CheckoutView {
  @ApiProperty({ enum: ['payhere', 'stripe'] }) provider: 'payhere' | 'stripe';
  @ApiProperty({ enum: ['POST', 'GET'], description: "POST: post the fields to action as an HTML form (PayHere); GET: open action (Stripe's page)" }) method: 'POST' | 'GET';
  @ApiProperty({ description: "The provider's page" }) action: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'The form fields, signed by the server' }) fields: Record<string, string>;
  @ApiProperty({ description: 'What this payment asks for, rupees' }) amount: number;
  @ApiProperty({ example: 'LKR' }) currency: string;
  @ApiProperty({ type: String, nullable: true, description: 'Unpaid by then, the booking is released (ISO time)' }) payBy: string | null;
  @ApiProperty({ type: PaymentView }) payment: PaymentView;
}

export class OrderPaymentsView {
  @ApiProperty({ example: 'ORD0001' }) orderId: string;
  @ApiProperty() status: string;
  @ApiProperty({ description: 'Rupees: rental charges + late fees + tax' }) totalAmount: number;
  @ApiProperty({ description: 'Refundable deposits, rupees' }) deposit: number;
  @ApiProperty({ description: 'Received so far, rupees' }) amountPaid: number;
  @ApiProperty({ description: 'Still to pay, rupees' }) amountDue: number;
  @ApiProperty({ type: String, nullable: true, description: 'A pay-now booking unpaid by then is released (ISO time); null once paid or when paying at pickup' }) payBy: string | null;
  @ApiProperty({ type: [PaymentView] }) payments: PaymentView[];
}

/** A payment as the staff's payments list shows it: with the order it belongs to and who booked it. */
export class AdminPaymentView extends PaymentView {
  @ApiProperty({ example: 'ORD0001' }) orderId: string;
  @ApiProperty({ example: 'Pending', description: "The order's status now" }) orderStatus: string;
  @ApiProperty({ example: 'customer@example.com', description: 'The e-mail the order was booked with' }) email: string;
}

/** Sums over every payment the filters match (all pages), rupees. Only settled money counts: status 'paid' (a refund: sent). */
export class AdminPaymentTotals {
  @ApiProperty({ description: 'How many payments and refunds match' }) count: number;
  @ApiProperty({ description: 'Money received (settled payments, refunds not counted), rupees' }) received: number;
  @ApiProperty({ description: 'Money given back (refunds sent), rupees' }) refunded: number;
  @ApiProperty({ description: 'received - refunded, rupees' }) net: number;
  @ApiProperty({ description: 'Refunds the provider refused (retry them on the order)' }) failedRefunds: number;
  @ApiProperty({ description: 'Payments and refunds needing staff attention (money for a released booking, a refund with no answer)' }) attention: number;
}

export class AdminPaymentPage {
  @ApiProperty({ type: [AdminPaymentView] }) data: AdminPaymentView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
  @ApiProperty({ type: AdminPaymentTotals }) totals: AdminPaymentTotals;
}

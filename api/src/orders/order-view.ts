import { IdDocumentStatusView, idDocumentStatusOf } from '../id-documents/id-document-view.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { fromCents } from '../common/money.js';
import { amountDueCentsOf, paidCentsOf } from '../payments/payment.entity.js';
import { PaymentView, toPaymentView } from '../payments/payment-view.js';
import { daysOverdue } from './overdue.js';
import { allowedActions, ORDER_ACTIONS, type OrderAction, stageOf } from './order-process.js';
import { ORDER_STAGES, ORDER_STATUSES, type OrderStage, type OrderStatus } from './order-states.js';
import { formatOrderId, type Order, type OrderLine } from './order.entity.js';
import { priceRental, type RateLine } from './pricing.js';
import { calendarDayNumber } from './rental-days.js';

export class OrderedProductView {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The first image of the product when it was booked; empty when it had none' }) image: string;
  @ApiProperty({ description: 'Rupees per day when booked' }) price: number;
  @ApiPropertyOptional({ description: 'Rupees per weekend when booked, if the product had a weekend rate' }) weekendPrice?: number;
  @ApiPropertyOptional({ description: 'Rupees per week when booked, if the product had a week rate' }) weekPrice?: number;
}

export class OrderedItemView {
  @ApiProperty({ type: OrderedProductView }) product: OrderedProductView;
  @ApiProperty() quantity: number;
  @ApiProperty({ example: '1 week + 2 days', description: 'How the hire of each unit is charged' }) breakdown: string;
  @ApiProperty({ description: 'Rental charge of the line (all units), rupees' }) amount: number;
  @ApiProperty({ description: 'Refundable deposit of the line (all units), rupees' }) deposit: number;
}

export class TermsAcceptanceView {
  @ApiProperty({ description: 'The version of the rental terms accepted' }) termsVersion: number;
  @ApiProperty({ description: 'The full name the customer typed' }) name: string;
  @ApiProperty({ description: 'When, ISO time' }) acceptedAt: string;
  @ApiProperty({ description: 'The client address the booking came from' }) clientAddress: string;
}

/** Who handles an order, as the order keeps them. */
export class OrderHandlerRef {
  @ApiProperty({ example: 2 }) id: number;
  @ApiProperty({ example: 'Nimal Perera', description: 'Their name when they were chosen' }) name: string;
}

/** Someone who may handle orders (GET /api/orders/handlers). */
export class OrderHandlerView {
  @ApiProperty({ example: 2 }) id: number;
  @ApiProperty({ example: 'Nimal Perera', description: 'Their name, or e-mail when they gave none' }) name: string;
  @ApiProperty({ enum: ['staff', 'admin'] }) role: 'staff' | 'admin';
}

export class OrderView {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'ORD0001' }) orderId: string;
  @ApiProperty() email: string;
  @ApiProperty() days: number;
  @ApiProperty({ example: '2026-12-01' }) startingDate: string;
  @ApiProperty({ example: '2026-12-03' }) endingDate: string;
  @ApiProperty({ description: 'Rupees: rental charges + late fees + tax (deposits are apart)' }) totalAmount: number;
  @ApiProperty({ description: 'Rental charges before tax and discount, rupees' }) subtotal: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'The coupon used at booking, or null. Always sent' }) couponCode?: string | null;
  @ApiPropertyOptional({ description: "Rupees off the rental charges by the coupon (tax is on subtotal less discount); 0 without one. Always sent" }) discount?: number;
  @ApiPropertyOptional({ type: () => TermsAcceptanceView, nullable: true, description: 'The rental agreement accepted at booking, or null when booked without terms. Always sent' }) acceptance?: TermsAcceptanceView | null;
  @ApiPropertyOptional({ enum: ['pickup', 'delivery'], description: "'pickup' at the shop, or 'delivery' (and collection) to an address. Always sent" }) fulfilment?: 'pickup' | 'delivery';
  @ApiPropertyOptional({ description: 'Delivery and collection fee before tax, rupees (0 for pickup). Always sent' }) deliveryFee?: number;
  @ApiPropertyOptional({ type: () => DeliveryView, nullable: true, description: 'Address and windows of a delivery; null for pickup. Always sent' }) delivery?: DeliveryView | null;
  @ApiPropertyOptional({ type: () => IdDocumentStatusView, description: "Whether the shop asks for the renter's ID document for this order and whether it was received (never where it is). Always sent" }) idDocument?: IdDocumentStatusView;
  @ApiProperty({ description: 'Tax rate when booked, percent' }) taxRate: number;
  @ApiProperty({ description: 'Tax on rental charges, delivery fee and late fees, rupees' }) tax: number;
  @ApiProperty({ description: 'Refundable deposits, rupees' }) deposit: number;
  @ApiProperty({ description: 'What is still to pay, rupees: totalAmount + deposit, less the deposit given back at return and amountPaid' }) amountDue: number;
  @ApiPropertyOptional({ description: 'Received so far (settled payments less refunds), rupees. Always sent' }) amountPaid?: number;
  @ApiPropertyOptional({ type: [PaymentView], description: 'Payments of the order, oldest first. Always sent' }) payments?: PaymentView[];
  @ApiProperty({ description: 'Days after the end date the gear came back (set at return)' }) lateDays: number;
  @ApiProperty({ description: 'Late fee before tax, rupees (set at return)' }) lateFee: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why staff waived or changed the late fee; null while it is as charged. Always sent' }) lateFeeReason?: string | null;
  @ApiPropertyOptional({ type: () => OrderHandlerRef, nullable: true, description: 'The member of staff who handles the pick-up and return (their calendar feed lists it); null: nobody in particular. Always sent' })
  handledBy?: OrderHandlerRef | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Deposit given back at return, rupees; null until returned' }) depositRefunded: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why part of the deposit was kept' }) depositRefundReason: string | null;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty() orderDate: string;
  @ApiProperty({ type: [OrderedItemView] }) orderedItems: OrderedItemView[];
  @ApiProperty({ type: String, nullable: true, description: 'When the gear was picked up (staff), ISO time' }) pickedUpAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'When the gear came back (staff), ISO time' }) returnedAt: string | null;
  @ApiProperty({ description: 'Approved, past its end date and not returned' }) overdue: boolean;
  @ApiProperty({ description: 'Whole days since the end date while overdue, else 0' }) daysOverdue: number;
  @ApiPropertyOptional({
    enum: ORDER_STAGES,
    description: "Where the order is now: its status, and after approval 'Out' (picked up), 'Late' (out past its end date) or 'Returned'. Always sent",
  })
  stage?: OrderStage;
  @ApiPropertyOptional({
    enum: ORDER_ACTIONS,
    isArray: true,
    description: "What its stage allows now (the order process): 'approve', 'reject', 'cancel', 'extend', 'pickup', 'return'; anything else gets a 409. Always sent",
  })
  actions?: OrderAction[];
}

export { daysOverdue };

/** A stored line with the rates it was booked at, ready for the pricing engine. */
export const rateLineOf = (line: OrderLine): RateLine => ({
  key: line.productKey,
  qty: line.quantity,
  dayCents: line.priceCents,
  weekendCents: line.weekendPriceCents,
  weekCents: line.weekPriceCents,
  depositCents: line.depositCents,
});

/**
 * The rental charges of an order's stored lines: re-priced from their snapshots, so the breakdown
 * always matches the figures. An extension and its quote price the same lines for their new days.
 */
export const priceOrderLines = (order: Pick<Order, 'lines' | 'startingDate' | 'days' | 'taxBasisPoints'>) => {
  const lines = [...order.lines].sort((a, b) => a.id - b.id);
  return { lines, priced: priceRental(lines.map(rateLineOf), calendarDayNumber(order.startingDate)!, order.days, order.taxBasisPoints) };
};

/** Rental charges of a stored order before its coupon's discount: what the total holds besides late fees, the delivery fee and tax, plus the discount. */
export const subtotalCentsOf = (order: Pick<Order, 'totalCents' | 'taxCents' | 'lateFeeCents' | 'discountCents'> & Partial<Pick<Order, 'deliveryFeeCents'>>): number =>
  order.totalCents - order.taxCents - order.lateFeeCents - (order.deliveryFeeCents ?? 0) + (order.discountCents ?? 0);

export class DeliveryView {
  @ApiProperty({ example: '12 Galle Road' }) street: string;
  @ApiProperty({ example: 'Colombo' }) city: string;
  @ApiProperty({ example: '+94 77 123 4567' }) phone: string;
  @ApiProperty({ description: 'Notes for the driver; empty when none' }) notes: string;
  @ApiProperty({ example: '09:00-12:00', description: 'The delivery window on the start date' }) deliveryWindow: string;
  @ApiProperty({ example: '14:00-17:00', description: 'The collection window on the end date' }) collectionWindow: string;
}

export const deliveryViewOf = (order: Order): DeliveryView | null =>
  order.fulfilment === 'delivery'
    ? {
        street: order.deliveryStreet ?? '',
        city: order.deliveryCity ?? '',
        phone: order.deliveryPhone ?? '',
        notes: order.deliveryNotes ?? '',
        deliveryWindow: order.deliveryWindow ?? '',
        collectionWindow: order.collectionWindow ?? '',
      }
    : null;

export const toOrderView = (order: Order): OrderView => {
  const { lines, priced } = priceOrderLines(order);
  const payments = [...(order.payments ?? [])].sort((a, b) => a.id - b.id);
  const paidCents = paidCentsOf(payments);
  return {
    _id: String(order.id),
    orderId: formatOrderId(order.id),
    email: order.email,
    days: order.days,
    startingDate: order.startingDate,
    endingDate: order.endingDate,
    totalAmount: fromCents(order.totalCents),
    subtotal: fromCents(subtotalCentsOf(order)),
    couponCode: order.couponCode ?? null,
    discount: fromCents(order.discountCents ?? 0),
    acceptance:
      order.termsVersion === null || order.termsVersion === undefined
        ? null
        : { termsVersion: order.termsVersion, name: order.termsAcceptedName ?? '', acceptedAt: order.termsAcceptedAt?.toISOString() ?? '', clientAddress: order.termsAcceptedFrom ?? '' },
    fulfilment: order.fulfilment ?? 'pickup',
    deliveryFee: fromCents(order.deliveryFeeCents ?? 0),
    delivery: deliveryViewOf(order),
    idDocument: idDocumentStatusOf(order),
    taxRate: order.taxBasisPoints / 100,
    tax: fromCents(order.taxCents),
    deposit: fromCents(order.depositCents),
    amountDue: fromCents(amountDueCentsOf(order, payments)),
    amountPaid: fromCents(paidCents),
    payments: payments.map(toPaymentView),
    lateDays: order.lateDays,
    lateFee: fromCents(order.lateFeeCents),
    lateFeeReason: order.lateFeeReason ?? null,
    handledBy: order.handledById ? { id: order.handledById, name: order.handledByName ?? '' } : null,
    depositRefunded: order.depositRefundedCents === null ? null : fromCents(order.depositRefundedCents),
    depositRefundReason: order.depositRefundReason,
    status: order.status,
    orderDate: order.orderDate.toISOString(),
    orderedItems: lines.map((line, i) => ({
      product: {
        key: line.productKey,
        name: line.productName,
        image: line.productImage ?? '',
        price: fromCents(line.priceCents),
        ...(line.weekendPriceCents === null ? {} : { weekendPrice: fromCents(line.weekendPriceCents) }),
        ...(line.weekPriceCents === null ? {} : { weekPrice: fromCents(line.weekPriceCents) }),
      },
      quantity: line.quantity,
      breakdown: priced.lines[i].breakdown,
      amount: fromCents(priced.lines[i].amountCents),
      deposit: fromCents(priced.lines[i].lineDepositCents),
    })),
    pickedUpAt: order.pickedUpAt?.toISOString() ?? null,
    returnedAt: order.returnedAt?.toISOString() ?? null,
    overdue: daysOverdue(order) > 0,
    daysOverdue: daysOverdue(order),
    stage: stageOf(order),
    actions: allowedActions(order),
  };
};

export class QuoteLineView {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Rupees per day' }) price: number;
  @ApiPropertyOptional({ description: 'Rupees per weekend (Friday to Monday), when the product has that rate' }) weekendPrice?: number;
  @ApiPropertyOptional({ description: 'Rupees per week, when the product has that rate' }) weekPrice?: number;
  @ApiProperty() qty: number;
  @ApiProperty({ description: 'Charged days, counted from the dates' }) days: number;
  @ApiProperty({ example: '1 week + 2 days', description: 'How each unit is charged: the cheapest mix of weeks, weekends and days' }) breakdown: string;
  @ApiProperty({ description: 'Rental charge of the line (all units), rupees' }) amount: number;
  @ApiProperty({ description: 'The same as amount (older clients read lineTotal)' }) lineTotal: number;
  @ApiProperty({ description: 'Refundable deposit of the line (all units), rupees' }) deposit: number;
  @ApiProperty({ description: 'The fewest units free on any day of the range' }) available: number;
}

export class QuoteView {
  @ApiProperty({ description: 'Rental charges + tax, rupees exact to the paisa; with no duration rates and tax 0 it is Σ price × qty × days' }) total: number;
  @ApiProperty({ description: 'Rental charges before tax and discount, rupees' }) subtotal: number;
  @ApiPropertyOptional({ description: 'The coupon applied (upper-case), when the cart named one' }) couponCode?: string;
  @ApiPropertyOptional({ description: "Rupees off the rental charges by the coupon, when the cart named one: never more than the charges, never off deposits" }) discount?: number;
  @ApiPropertyOptional({ enum: ['pickup', 'delivery'], description: "'delivery' when the cart asked for delivery (left out for pickup)" }) fulfilment?: 'pickup' | 'delivery';
  @ApiPropertyOptional({ description: 'Delivery and collection fee before tax, rupees: the zone of the city, 0 when the rental charges (less any discount) reach the free-delivery threshold, sent with fulfilment delivery only' }) deliveryFee?: number;
  @ApiProperty({ description: 'Tax rate, percent (TAX_RATE_PERCENT)' }) taxRate: number;
  @ApiProperty({ description: 'Tax on the rental charges less any discount, plus the delivery fee, rounded to the paisa' }) tax: number;
  @ApiProperty({ description: 'Refundable deposits, rupees (not taxed, not in total)' }) deposit: number;
  @ApiProperty({ description: 'total + deposit, rupees' }) amountDue: number;
  @ApiProperty({ description: 'Counted from the dates, at least 1' }) days: number;
  @ApiProperty({ type: [QuoteLineView] }) lines: QuoteLineView[];
}

export class OrderSaved {
  @ApiProperty({ example: 'Booking Created' }) message: string;
  @ApiProperty({ type: OrderView }) order: OrderView;
}

export class OrderExtended extends OrderSaved {
  @ApiProperty({ description: 'What the extension adds to totalAmount, rupees (tax included)' }) priceDifference: number;
}

export class ExtensionLineView {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ example: '1 week + 3 days', description: 'How the hire of each unit would be charged over the new days' }) breakdown: string;
  @ApiProperty({ description: 'Rental charge of the line (all units) over the new days, rupees' }) amount: number;
}

/**
 * What moving a booking's end date would cost, priced by the server exactly as the extension
 * itself would price it (the rates the order was booked at); nothing is changed.
 */
export class ExtensionQuoteView {
  @ApiProperty({ example: 'ORD0001' }) orderId: string;
  @ApiProperty({ example: '2026-12-01' }) startingDate: string;
  @ApiProperty({ example: '2026-12-10', description: 'The end date asked about' }) endingDate: string;
  @ApiProperty({ description: 'Days with the new end date' }) days: number;
  @ApiProperty({ example: '2026-12-03', description: 'The end date the order has now' }) currentEndingDate: string;
  @ApiProperty({ description: 'Days the order has now' }) currentDays: number;
  @ApiProperty({ description: 'totalAmount the order has now, rupees' }) currentTotalAmount: number;
  @ApiProperty({ description: 'Rental charges before tax with the new end date, rupees' }) subtotal: number;
  @ApiProperty({ description: 'Tax rate of the order, percent' }) taxRate: number;
  @ApiProperty({ description: 'Tax with the new end date, rupees' }) tax: number;
  @ApiProperty({ description: 'totalAmount with the new end date, rupees (rental charges + late fees + tax)' }) totalAmount: number;
  @ApiProperty({ description: 'What the extension would add to totalAmount, rupees (tax included): the priceDifference PUT /extend returns' }) priceDifference: number;
  @ApiProperty({ description: 'Refundable deposits, rupees (an extension does not change them)' }) deposit: number;
  @ApiProperty({ description: 'totalAmount + deposit with the new end date, rupees' }) amountDue: number;
  @ApiProperty({ type: [ExtensionLineView] }) lines: ExtensionLineView[];
}

/** An order as the back office lists it: who booked it, by name and phone, besides the e-mail. */
export class AdminOrderView extends OrderView {
  @ApiProperty({ type: String, nullable: true, example: 'Nimal Perera', description: "The customer's first and last name; null when the account is gone" })
  customerName: string | null;
  @ApiProperty({ type: String, nullable: true, example: '0771234567', description: "The customer's phone; null when the account has none or is gone" })
  customerPhone: string | null;
}

/** An order with its customer's name and phone (null when the account is gone). */
export const toAdminOrderView = (order: Order): AdminOrderView => ({
  ...toOrderView(order),
  customerName: order.user ? `${order.user.firstName} ${order.user.lastName}`.trim() || null : null,
  customerPhone: order.user?.phone || null,
});

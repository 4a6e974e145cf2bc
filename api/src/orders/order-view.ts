import { ApiProperty } from '@nestjs/swagger';
import { fromCents } from '../common/money.js';
import { daysOverdue } from './overdue.js';
import { formatOrderId, ORDER_STATUSES, type Order, type OrderStatus } from './order.entity.js';

export class OrderedProductView {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The first image of the product when it was booked; empty when it had none' }) image: string;
  @ApiProperty({ description: 'Rupees per day when booked' }) price: number;
}

export class OrderedItemView {
  @ApiProperty({ type: OrderedProductView }) product: OrderedProductView;
  @ApiProperty() quantity: number;
}

export class OrderView {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'ORD0001' }) orderId: string;
  @ApiProperty() email: string;
  @ApiProperty() days: number;
  @ApiProperty({ example: '2026-12-01' }) startingDate: string;
  @ApiProperty({ example: '2026-12-03' }) endingDate: string;
  @ApiProperty({ description: 'Rupees' }) totalAmount: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty() orderDate: string;
  @ApiProperty({ type: [OrderedItemView] }) orderedItems: OrderedItemView[];
  @ApiProperty({ type: String, nullable: true, description: 'When the gear was picked up (staff), ISO time' }) pickedUpAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'When the gear came back (staff), ISO time' }) returnedAt: string | null;
  @ApiProperty({ description: 'Approved, past its end date and not returned' }) overdue: boolean;
  @ApiProperty({ description: 'Whole days since the end date while overdue, else 0' }) daysOverdue: number;
}

export { daysOverdue };

export const toOrderView = (order: Order): OrderView => ({
  _id: String(order.id),
  orderId: formatOrderId(order.id),
  email: order.email,
  days: order.days,
  startingDate: order.startingDate,
  endingDate: order.endingDate,
  totalAmount: fromCents(order.totalCents),
  status: order.status,
  orderDate: order.orderDate.toISOString(),
  orderedItems: [...order.lines]
    .sort((a, b) => a.id - b.id)
    .map((line) => ({
      product: { key: line.productKey, name: line.productName, image: line.productImage ?? '', price: fromCents(line.priceCents) },
      quantity: line.quantity,
    })),
  pickedUpAt: order.pickedUpAt?.toISOString() ?? null,
  returnedAt: order.returnedAt?.toISOString() ?? null,
  overdue: daysOverdue(order) > 0,
  daysOverdue: daysOverdue(order),
});

export class QuoteLineView {
  @ApiProperty() key: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Rupees per day' }) price: number;
  @ApiProperty() qty: number;
  @ApiProperty({ description: 'price × qty × days, in rupees' }) lineTotal: number;
  @ApiProperty({ description: 'The fewest units free on any day of the range' }) available: number;
}

export class QuoteView {
  @ApiProperty({ description: 'Rupees, exact to the paisa' }) total: number;
  @ApiProperty({ description: 'Counted from the dates, at least 1' }) days: number;
  @ApiProperty({ type: [QuoteLineView] }) lines: QuoteLineView[];
}

export class OrderSaved {
  @ApiProperty({ example: 'Booking Created' }) message: string;
  @ApiProperty({ type: OrderView }) order: OrderView;
}

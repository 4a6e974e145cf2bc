import { formatMoney } from '@rental/money-days/money';
import type { Order } from '@rental/platform/types';

/** The server's figures of an order: charges, tax, late fee, total, deposit, amount due, deposit refunded. */
export function OrderFigures({ order }: { order: Order }) {
  const rows: [string, number, string?][] = [];
  if (order.subtotal !== undefined) rows.push(['Rental charges', order.subtotal]);
  if (order.discount) rows.push([`Discount (${order.couponCode ?? 'coupon'})`, -order.discount]);
  if (order.lateFee) rows.push([`Late fee (${order.lateDays ?? 0} day${order.lateDays === 1 ? '' : 's'})`, order.lateFee]);
  if (order.tax !== undefined) rows.push([`Tax (${order.taxRate ?? 0}%)`, order.tax]);
  rows.push(['Total', order.totalAmount, 'my-booking__figure--total']);
  if (order.deposit) rows.push(['Deposit (refundable)', order.deposit]);
  if (order.amountPaid) rows.push(['Paid', order.amountPaid]);
  if ((order.deposit || order.amountPaid) && order.amountDue !== undefined) rows.push(['Amount due', order.amountDue, 'my-booking__figure--due']);
  if (order.depositRefunded !== null && order.depositRefunded !== undefined && order.deposit) rows.push(['Deposit refunded', order.depositRefunded]);
  return (
    <dl className="my-booking__figures" aria-label={`Figures of ${order.orderId}`}>
      {rows.map(([label, amount, className]) => (
        <div key={label} className={className}>
          <dt>{label}</dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
      ))}
      {order.depositRefundReason && (
        <div className="my-booking__figure--reason">
          <dt>Deposit kept because</dt>
          <dd>{order.depositRefundReason}</dd>
        </div>
      )}
    </dl>
  );
}

// Placeholder until the booking issue: the cart's lines and its dates.
import { Card, Empty, Typography } from 'antd';
import { useCart } from '@rental/platform';

export function BookingPage() {
  const { cart, count } = useCart();
  return (
    <div>
      <Typography.Title>Booking</Typography.Title>
      <Typography.Paragraph type="secondary">
        {cart.startingDate} to {cart.endingDate}, {cart.days} day{cart.days === 1 ? '' : 's'}
      </Typography.Paragraph>
      <Card title={`Items in cart: ${count}`}>
        {cart.orderedItems.length === 0 ? (
          <Empty description="Your cart is empty" />
        ) : (
          <ul>
            {cart.orderedItems.map((line) => (
              <li key={line.key}>
                {line.key} × {line.qty}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

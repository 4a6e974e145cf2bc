import { Empty } from 'antd';
import { Link } from 'react-router-dom';

export function EmptyCart() {
  return (
    <div className="booking-panel booking-empty">
      <Empty description="Your cart is empty">
        <Link className="booking-button-link" to="/items">
          Browse Items
        </Link>
      </Empty>
    </div>
  );
}

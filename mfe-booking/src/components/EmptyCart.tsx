import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';

/**
 * An empty page of the booking remote, with the way back to the catalogue. Plain elements, not
 * antd's Empty: a visitor landing on /booking with nothing in the cart pays for no illustration
 * (about 4 KB gzip, docs/bench-archive.md).
 */
export function BrowseItemsEmpty({ description }: { description: string }) {
  return (
    <div className="booking-panel booking-empty">
      <ShoppingCartOutlined className="booking-empty__icon" aria-hidden />
      <p className="booking-empty__text">{description}</p>
      <Link className="booking-button-link" to="/items">
        Browse Items
      </Link>
    </div>
  );
}

export function EmptyCart() {
  return <BrowseItemsEmpty description="Your cart is empty" />;
}

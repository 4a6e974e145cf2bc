import { Empty } from 'antd';
import { Link } from 'react-router-dom';

/** An empty page of the booking remote, with the way back to the catalogue. */
export function BrowseItemsEmpty({ description }: { description: string }) {
  return (
    <div className="booking-panel booking-empty">
      <Empty description={description}>
        <Link className="booking-button-link" to="/items">
          Browse Items
        </Link>
      </Empty>
    </div>
  );
}

export function EmptyCart() {
  return <BrowseItemsEmpty description="Your cart is empty" />;
}

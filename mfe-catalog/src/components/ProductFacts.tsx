// Small pieces every product card and the product page show the same way.
import { formatMoney } from '@rental/money-days/money';
import type { Product } from '@rental/platform/types';

/** Ratings are not collected yet: the shop shows 4.5 until they are (spec §9). */
export const DEFAULT_RATING = 4.5;

export function Price({ product }: { product: Pick<Product, 'price' | 'oldPrice'> }) {
  const hasOldPrice = typeof product.oldPrice === 'number' && product.oldPrice > product.price;
  return (
    <span className="cat-price">
      <span>{formatMoney(product.price)}</span>
      <span className="cat-price__unit"> / day</span>
      {hasOldPrice ? (
        <s>
          <span className="cat-sr-only">was </span>
          {formatMoney(product.oldPrice)}
        </s>
      ) : null}
    </span>
  );
}

export function Rating({ rating }: { rating?: number }) {
  return <RatingView value={typeof rating === 'number' && Number.isFinite(rating) ? rating : DEFAULT_RATING} />;
}

/** The stars and the figure, as given. */
export function RatingView({ value }: { value: number | string }) {
  return (
    <span className="cat-rating" role="img" aria-label={`Rated ${value} out of 5`}>
      <span className="cat-icon cat-icon--star" aria-hidden />
      <span aria-hidden>{value}</span>
    </span>
  );
}

export function FreeShipping() {
  return (
    <span className="cat-shipping">
      <span className="cat-icon cat-icon--van" aria-hidden />
      Free Shipping
    </span>
  );
}

export function availabilityText(available: boolean) {
  return available ? 'Available' : 'Not Available';
}

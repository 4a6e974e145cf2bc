// One product at /product/:key: its pictures, facts and price, and Add to Cart.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCart, useToast } from '@rental/platform';
import { formatMoney } from '@rental/money-days/money';
import { errorMessage } from '@rental/platform/errors';
import { useHydrated } from '@rental/platform/hydration';
import { PLACEHOLDER_IMAGE, productImages } from '@rental/platform/images';
import type { Product } from '@rental/platform/types';
import { useGetProductQuery } from '../api/catalogueApi';
import { AvailabilityCalendar } from '../availability/AvailabilityCalendar';
import { categoryLabel } from '../catalogue/catalogueQuery';
import { CatalogueStyles } from '../components/CatalogueStyles';
import type { ProductLinkState } from '../components/ProductCard';
import { FreeShipping, Price, Rating, availabilityText } from '../components/ProductFacts';
import { ProductImage } from '../components/ProductImage';

/** The units the shop owns. Here, not in ProductFacts: home and /items do not show it, so they do not carry it. */
function stockText(stock: number) {
  return `${stock} ${stock === 1 ? 'unit' : 'units'} in stock`;
}

/** Add to Cart and the way to booking. */
export function ProductActions({ disabled, onAdd }: { disabled: boolean; onAdd?: () => void }) {
  return (
    <div className="cat-product__actions">
      <button type="button" className="cat-btn cat-btn--primary cat-btn--large" disabled={disabled} onClick={onAdd}>
        Add to Cart
      </button>
      <Link className="cat-btn cat-btn--large" to="/booking">
        Go to Booking
      </Link>
    </div>
  );
}

/** A picture's thumbnail under the main one. */
export function Thumb({ src, label, current, onClick }: { src: string; label: string; current: boolean | string; onClick?: () => void }) {
  return (
    <button type="button" className="cat-thumb" aria-label={label} aria-current={current as boolean} onClick={onClick}>
      <ProductImage src={src} alt="" />
    </button>
  );
}

function ImageGallery({ product }: { product: Product }) {
  const images = productImages(product);
  const pictures = images.length ? images : [PLACEHOLDER_IMAGE];
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, pictures.length - 1);
  return (
    <div>
      <div className="cat-gallery__main">
        <ProductImage src={pictures[current]} alt={`${product.name}, picture ${current + 1} of ${pictures.length}`} eager />
      </div>
      {pictures.length > 1 ? (
        <ul className="cat-thumbs" aria-label="Pictures">
          {pictures.map((src, i) => (
            <li key={`${i}-${src}`}>
              <Thumb src={src} label={`Show picture ${i + 1} of ${pictures.length}`} current={i === current} onClick={() => setSelected(i)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="cat-product" role="status" aria-label="Loading product">
      <div className="cat-gallery__main cat-skel" />
      <div>
        <div className="cat-skel cat-skel--line" style={{ width: '70%', height: 36 }} />
        <div className="cat-skel cat-skel--line" style={{ width: '30%' }} />
        <div className="cat-skel cat-skel--line" style={{ width: '95%', marginTop: 24 }} />
        <div className="cat-skel cat-skel--line" style={{ width: '90%' }} />
        <div className="cat-skel cat-skel--line" style={{ width: '40%', height: 32, marginTop: 24 }} />
      </div>
    </div>
  );
}

export default function ProductPage({ productKey }: { productKey: string }) {
  const { data: product, isLoading, isError, error } = useGetProductQuery(productKey);
  const { addToCart } = useCart();
  const toast = useToast();
  // Back to the list the visitor came from, with its search, filter, sort, view and page (the
  // history entry's, which the server never sees: after hydration).
  const state = useLocation().state as ProductLinkState | null;
  const from = useHydrated() ? state?.catalogue : undefined;
  const catalogue = typeof from === 'string' && /^\/items(\?|$)/.test(from) ? from : '/items';
  // The tab's title after client-side navigation, as the shell server writes it into a product page's HTML.
  useEffect(() => {
    if (product) document.title = `${product.name} for hire, ${formatMoney(product.price)} a day | Stage Rentals`;
  }, [product]);

  let content;
  if (isLoading) {
    content = <ProductSkeleton />;
  } else if (isError || !product) {
    content = (
      <div className="cat-state" role="alert">
        <h1 className="cat-state__title">Error Occured</h1>
        <p className="cat-muted">{errorMessage(error, 'This product could not be loaded.')}</p>
        <Link className="cat-btn" to="/items">
          Browse all gear
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <article className="cat-product">
          <ImageGallery key={product.key} product={product} />
          <div>
            <h1 className="cat-product__name">{product.name}</h1>
            <div className="cat-card__meta" style={{ justifyContent: 'flex-start', gap: 16 }}>
              <span>{categoryLabel(product.category)}</span>
              <Rating rating={product.rating} />
              <FreeShipping />
            </div>
            <p className="cat-product__desc">{product.description}</p>
            <Price product={product} />
            <dl className="cat-product__facts">
              {product.weekendPrice !== undefined && (
                <>
                  <dt>Weekend rate</dt>
                  <dd>{formatMoney(product.weekendPrice)} (Friday to Monday)</dd>
                </>
              )}
              {product.weekPrice !== undefined && (
                <>
                  <dt>Week rate</dt>
                  <dd>{formatMoney(product.weekPrice)} (7 days)</dd>
                </>
              )}
              {!!product.deposit && (
                <>
                  <dt>Deposit</dt>
                  <dd>{formatMoney(product.deposit)} per unit, refundable</dd>
                </>
              )}
              <dt>Dimensions</dt>
              <dd>{product.dimensions}</dd>
              <dt>Availability</dt>
              <dd>
                <span className={`cat-inline-badge ${product.availability ? 'cat-badge--on' : 'cat-badge--off'}`}>{availabilityText(product.availability)}</span>
              </dd>
              {typeof product.stock === 'number' ? (
                <>
                  <dt>Stock</dt>
                  <dd>{stockText(product.stock)}</dd>
                </>
              ) : null}
              <dt>Key</dt>
              <dd>{product.key}</dd>
            </dl>
            <ProductActions
              disabled={!product.availability}
              onAdd={() => {
                addToCart(product.key);
                toast.success('Added to Cart');
              }}
            />
          </div>
        </article>
        <AvailabilityCalendar productKey={product.key} />
      </>
    );
  }

  return (
    <div className="cat-page">
      <CatalogueStyles />
      <Link className="cat-back" to={catalogue}>
        ← All gear
      </Link>
      {content}
    </div>
  );
}

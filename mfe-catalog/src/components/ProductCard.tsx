import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { productImage } from '@rental/platform/images';
import type { Product } from '@rental/platform/types';
import { catalogueApi } from '../api/catalogueApi';
import { categoryLabel } from '../catalogue/catalogueQuery';
import { FreeShipping, Price, Rating, availabilityText } from './ProductFacts';
import { ProductImage } from './ProductImage';

export const productPath = (key: string) => `/product/${encodeURIComponent(key)}`;

/** Cards whose pictures load at once, ahead of other requests: the first row, what a phone shows first. */
export const EAGER_CARDS = 4;

/** What a product page's way back leads to: the catalogue list the visitor came from, if any. */
export interface ProductLinkState {
  catalogue?: string;
}

/**
 * One product in a grid or list. The name is the link (its ::after covers the card, so the whole
 * card is clickable while a screen reader hears one link named after the product). Pointing at a
 * card starts loading its page.
 */
export function ProductCard({ product, headingLevel = 2, eager = false }: { product: Product; headingLevel?: 2 | 3; eager?: boolean }) {
  const prefetchProduct = catalogueApi.usePrefetch('getProduct');
  const { pathname, search } = useLocation();
  const linkState: ProductLinkState = pathname === '/items' ? { catalogue: `/items${search}` } : {};
  const prefetch = () => prefetchProduct(product.key, { ifOlderThan: 60 });
  return (
    <ProductCardView
      headingLevel={headingLevel}
      picture={<ProductImage src={productImage(product)} alt="" eager={eager} />}
      badge={<span className={`cat-badge ${product.availability ? 'cat-badge--on' : 'cat-badge--off'}`}>{availabilityText(product.availability)}</span>}
      link={
        <Link className="cat-card__link" to={productPath(product.key)} state={linkState}>
          {product.name}
        </Link>
      }
      category={categoryLabel(product.category)}
      rating={<Rating rating={product.rating} />}
      description={product.description}
      price={<Price product={product} />}
      onPoint={prefetch}
    />
  );
}

/** A card's markup from its parts, which ProductCard fills from a product. */
export function ProductCardView({
  headingLevel = 2,
  picture,
  badge,
  link,
  category,
  rating,
  description,
  price,
  onPoint,
}: {
  headingLevel?: 2 | 3;
  picture: ReactNode;
  badge: ReactNode;
  link: ReactNode;
  category: ReactNode;
  rating: ReactNode;
  description: ReactNode;
  price: ReactNode;
  onPoint?: () => void;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="cat-card" onMouseEnter={onPoint} onFocus={onPoint}>
      <div className="cat-card__media">
        {picture}
        {badge}
      </div>
      <div className="cat-card__body">
        <Heading className="cat-card__name">{link}</Heading>
        <div className="cat-card__meta">
          <span>{category}</span>
          {rating}
        </div>
        <p className="cat-card__desc">{description}</p>
        <div className="cat-card__foot">
          {price}
          <FreeShipping />
        </div>
      </div>
    </article>
  );
}

/** A card's shape while its product loads: same box, so nothing jumps when data lands. */
export function ProductCardSkeleton() {
  return (
    <div className="cat-card" aria-hidden>
      <div className="cat-card__media cat-skel" style={{ borderRadius: 0 }} />
      <div className="cat-card__body">
        <div className="cat-skel cat-skel--line" style={{ width: '80%', height: 18 }} />
        <div className="cat-skel cat-skel--line" style={{ width: '50%' }} />
        <div className="cat-skel cat-skel--line" style={{ width: '60%', height: 20, marginTop: 12 }} />
      </div>
    </div>
  );
}

/** A grid of cards, or its skeleton while `products` is undefined. */
export function ProductGrid({
  products,
  view = 'grid',
  skeletons = 8,
  busy = false,
  headingLevel,
  label,
}: {
  products: Product[] | undefined;
  view?: 'grid' | 'list';
  skeletons?: number;
  busy?: boolean;
  headingLevel?: 2 | 3;
  label: string;
}) {
  const className = `cat-grid${view === 'list' ? ' cat-grid--list' : ''}`;
  if (!products) {
    return (
      <div className={className} role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={className} aria-label={label} aria-busy={busy}>
      {products.map((product, i) => (
        <li key={product.key}>
          <ProductCard product={product} headingLevel={headingLevel} eager={i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

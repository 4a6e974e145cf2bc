// What a page says about itself before any script runs: the title, description, canonical
// address, Open Graph and Twitter card and, for a product, JSON-LD Product with its Offer. This is
// what search engines and link previews (WhatsApp, Facebook, Slack) read.

import { formatMoney } from '@rental/money-days/money';
import { SHOP_DESCRIPTION, SHOP_NAME, pageText, productTitle } from './pageTitles.js';

/** The fields of GET /api/products/{key} the head uses. */
export interface ProductFacts {
  key: string;
  name: string;
  price: number;
  description: string;
  image?: string[];
  availability: boolean;
  stock: number;
}

export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Absolute address of this page without its query. */
  canonical: string;
  type: 'website' | 'product';
  /** Absolute address of the page's picture. */
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** Pages of one visitor (cart, account, back office): kept out of search results. */
  noindex?: boolean;
}

/** Paths that belong to one visitor: no search engine has anything to find there. */
const PRIVATE = /^\/(admin|booking|bookings|account|testing-upload)(\/|$)/;

export interface HeadContext {
  /** The site as visitors reach it, e.g. https://shop.example (no trailing slash). */
  siteUrl: string;
  /** The API's public base address: relative picture addresses are on it. */
  apiUrl?: string;
  /** Reads one product; `undefined` when the API says there is none, throws when it did not answer. */
  product: (key: string) => Promise<ProductFacts | undefined>;
}

export async function pageHead(pathname: string, context: HeadContext): Promise<PageHead> {
  const canonical = context.siteUrl + pathname;
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (product) return productHead(decodeURIComponent(product[1]), canonical, context);
  const known = pageText(pathname);
  return {
    status: 200,
    title: known.title,
    description: known.description ?? SHOP_DESCRIPTION,
    canonical,
    type: 'website',
    noindex: known.noindex || PRIVATE.test(pathname),
  };
}

async function productHead(key: string, canonical: string, context: HeadContext): Promise<PageHead> {
  let found: ProductFacts | undefined;
  try {
    found = await context.product(key);
  } catch {
    // The API is slow or down: the page still renders (its own code reads the product); only the preview is generic.
    return { status: 200, title: SHOP_NAME, description: SHOP_DESCRIPTION, canonical, type: 'website' };
  }
  if (!found) return { status: 404, title: `Product not found | ${SHOP_NAME}`, description: SHOP_DESCRIPTION, canonical, type: 'website', noindex: true };
  const image = absolute(found.image?.[0], context.apiUrl);
  const inStock = found.availability && found.stock > 0;
  const description = `${formatMoney(found.price)} a day. ${oneLine(found.description)}`.slice(0, 300);
  return {
    status: 200,
    title: productTitle(found.name, formatMoney(found.price)),
    description,
    canonical,
    type: 'product',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: found.name,
      sku: found.key,
      description: oneLine(found.description),
      ...(image ? { image: [image] } : {}),
      url: canonical,
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: found.price.toFixed(2),
        priceCurrency: 'LKR',
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        // A rental price is per day.
        priceSpecification: { '@type': 'UnitPriceSpecification', price: found.price.toFixed(2), priceCurrency: 'LKR', unitCode: 'DAY' },
      },
    },
  };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function absolute(address: string | undefined, base: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address, base).href;
  } catch {
    return undefined;
  }
}

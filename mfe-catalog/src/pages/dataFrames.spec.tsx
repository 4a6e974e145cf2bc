// The data frames of /items and /product/:key (src/routes.ts `frames`), filled from the page's
// first read as the shell's HTML fills them (@rental/build's frameFill), must draw what the page
// then renders from the same answer: the same cards and the same main picture, so nothing moves
// when React replaces them and the largest paint stays the frame's.
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fillFrame } from '@rental/build/frameFill';
import { mockFetch } from '@rental/platform/jest/fetchMock';
import { page, product, renderCatalog } from '../test/renderCatalog';
import { registrationOf } from '@rental/platform/routes';
import routes from '../routes';
import ItemsFrame from './ItemsFrame';
import ProductFrame from './ProductFrame';
import { FRAME_CARDS } from './frameParts';

// The registration the build derives from the routes module (what the manifest carries).
const registration = registrationOf(routes);

function filled(frame: string, answer: unknown): HTMLElement {
  const html = fillFrame(frame, JSON.parse(JSON.stringify(answer)));
  expect(html).not.toBeNull();
  const holder = document.createElement('div');
  holder.innerHTML = html!;
  return holder;
}

/**
 * Markup to compare, as the browser reads it: attributes in one order (React's client sets an img's
 * src last), styles in the browser's own spelling, without the `selected` attribute (the client
 * sets the property instead) or React Router's discovery mark.
 */
function same(element: Element): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) {
    if (node.getAttribute('style') !== null) node.setAttribute('style', node.style.cssText);
    const attributes = [...node.attributes].filter((a) => a.name !== 'data-discover' && a.name !== 'selected').sort((a, b) => a.name.localeCompare(b.name));
    [...node.attributes].forEach((a) => node.removeAttribute(a.name));
    attributes.forEach((a) => node.setAttribute(a.name, a.value));
  }
  return copy.outerHTML;
}

describe('data frames', () => {
  it('are registered with the read that fills them', () => {
    const { frames, preload } = registration as { frames: Record<string, string>; preload: Record<string, string[]> };
    expect(frames['/items']).toBe('./pages/ItemsFrame.tsx');
    expect(frames['/product/:key']).toBe('./pages/ProductFrame.tsx');
    expect(preload['/items']).toHaveLength(1);
    expect(preload['/product/:key']).toEqual(['/api/products/:key']);
  });

  it("/items: the first row of cards is the page's, from the same answer", async () => {
    const products = [
      product(1, { availability: false, image: [] }),
      product(2, { name: 'Mixer <8ch> & "more"', oldPrice: 1500 }),
      product(3),
      product(4),
      product(5),
    ];
    const answer = page(products);
    mockFetch({ 'GET /api/products': { body: answer } });
    renderCatalog('/items');
    await screen.findByRole('link', { name: 'Product 1' });
    const pageCards = [...document.querySelectorAll('.cat-grid > li > article.cat-card')];

    const frame = filled(renderToStaticMarkup(<ItemsFrame />), answer);
    const frameCards = [...frame.querySelectorAll('.cat-grid > li > article.cat-card')];
    expect(frameCards).toHaveLength(products.length);
    expect(frameCards.filter((card) => card.querySelector('img[loading=eager]'))).toHaveLength(FRAME_CARDS);
    frameCards.forEach((card, i) => expect(same(card)).toBe(same(pageCards[i])));
    expect(frame.querySelector('.cat-count')?.textContent).toBe(document.querySelector('.cat-count')?.textContent);
    expect(same(frame.querySelector('.cat-toolbar')!)).toBe(same(document.querySelector('.cat-toolbar')!));
  });

  it("/product/:key: the main picture, name and price are the page's", async () => {
    const shown = product(7, { name: 'Line array', image: ['http://localhost:3000/uploads/a.svg', 'http://localhost:3000/uploads/b.svg'] });
    mockFetch({ 'GET /api/products/KEY-7': { body: shown }, 'GET /api/products/KEY-7/availability': { body: { key: 'KEY-7', stock: 3, days: [] } } });
    renderCatalog('/product/KEY-7');
    await screen.findByRole('heading', { level: 1, name: 'Line array' });

    const frame = filled(renderToStaticMarkup(<ProductFrame />), shown);
    for (const selector of ['.cat-gallery__main', '.cat-thumbs', 'h1.cat-product__name', '.cat-product .cat-price', '.cat-product .cat-card__meta', '.cat-back']) {
      expect(same(frame.querySelector(selector)!)).toBe(same(document.querySelector(selector)!));
    }
    expect(frame.querySelector('.cat-product__actions button')).toBeDisabled();
  });

  it('/product/:key: a product without pictures shows the logo; with one, no thumbnails', () => {
    const frame = filled(renderToStaticMarkup(<ProductFrame />), product(8, { availability: false, image: [] }));
    expect(frame.querySelector('.cat-gallery__main img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(filled(renderToStaticMarkup(<ProductFrame />), product(9, { image: ['http://localhost:3000/uploads/one.svg'] })).querySelector('.cat-thumbs')).toBeNull();
  });
});

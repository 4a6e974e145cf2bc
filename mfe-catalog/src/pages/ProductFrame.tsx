// The first frame of /product/:key, filled from the page's first read (GET /api/products/:key,
// registration.json: `frames` and `preload`) by the shell's HTML before any script runs: the way
// back, the main picture (what a phone paints first), name, facts line, description, price and
// the buttons (Add to Cart disabled until the page runs), in the page's own markup. The rest (rates, stock, the calendar) comes with the page.
import { Link, MemoryRouter } from 'react-router-dom';
import { CATALOG_CSS } from '../components/catalogCss';
import { FreeShipping, RatingView } from '../components/ProductFacts';
import { frameMoney, FramePicture, IconStyles, Section } from './frameParts';
import { ProductActions, Thumb } from './ProductPage';

export default function ProductFrame() {
  return (
    <MemoryRouter>
      <style>{CATALOG_CSS}</style>
      <IconStyles />
      <div className="cat-page">
        <Link className="cat-back" to="/items">
          ← All gear
        </Link>
        <article className="cat-product">
          <div>
            <div className="cat-gallery__main">
              <FramePicture field="image" alt="{{name}}, picture 1 of {{image.length}}" />
            </div>
            <Section name="image.1">
              <ul className="cat-thumbs" aria-label="Pictures">
                <Section name="image">
                  <li>
                    <Thumb src="{{.}}" label="Show picture {{@number}} of {{image.length}}" current="{{@first}}" />
                  </li>
                </Section>
              </ul>
            </Section>
          </div>
          <div>
            <h1 className="cat-product__name">{'{{name}}'}</h1>
            <div className="cat-card__meta" style={{ justifyContent: 'flex-start', gap: 16 }}>
              <span>{'{{category|capitalize}}'}</span>
              <RatingView value="{{rating}}" />
              <FreeShipping />
            </div>
            <p className="cat-product__desc">{'{{description}}'}</p>
            {frameMoney('price')}
            {/* Disabled until the page takes over: a click before then would do nothing. */}
            <ProductActions disabled />
          </div>
        </article>
      </div>
    </MemoryRouter>
  );
}

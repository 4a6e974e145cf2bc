// The first frame of /items, filled from the page's first read (registration.json: `frames` and
// `preload`) by the shell's HTML before any script runs: @rental/build renders this once, when the
// catalogue is built, with {{…}} placeholders (packages/build/src/frameFill.js) where the answer of
// GET /api/products?page=1&limit=24&sort=name&order=asc goes. It draws the page's own title,
// toolbar and cards (ItemsToolbar, ProductCardView), so the page replaces it without a jump; as on
// the page, the first row's pictures load at once (what a phone paints first), the others lazily.
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_CATEGORIES, DEFAULT_STATE } from '../catalogue/catalogueQuery';
import { CATALOG_CSS } from '../components/catalogCss';
import { ProductCardView } from '../components/ProductCard';
import { RatingView } from '../components/ProductFacts';
import { ItemsToolbar } from './ItemsPage';
import { FRAME_CARDS, frameMoney, FramePicture, IconStyles, Section } from './frameParts';

export default function ItemsFrame() {
  return (
    <MemoryRouter>
      <style>{CATALOG_CSS}</style>
      <IconStyles />
      <div className="cat-page">
        <h1 className="cat-title" style={{ scrollMarginTop: 80 }}>
          Catalogue
        </h1>
        <ItemsToolbar state={DEFAULT_STATE} categories={[...PRODUCT_CATEGORIES]} onChange={() => {}} onView={() => {}} />
        <p className="cat-count" role="status">
          {'Showing {{data.length}} of {{pagination.total}} products'}
        </p>
        <ul className="cat-grid" aria-label="Products">
          <Section name={`data|first:${FRAME_CARDS}`} end="data">
            <li>
              <FrameCard eager />
            </li>
          </Section>
          <Section name={`data|after:${FRAME_CARDS}`} end="data">
            <li>
              <FrameCard />
            </li>
          </Section>
        </ul>
      </div>
    </MemoryRouter>
  );
}

/** One card of the frame: the page's card with the product's fields as placeholders. */
function FrameCard({ eager = false }: { eager?: boolean }) {
  return (
    <ProductCardView
      picture={<FramePicture field="image" alt="" eager={eager} />}
      badge={
        <>
          <Section name="availability">
            <span className="cat-badge cat-badge--on">Available</span>
          </Section>
          <Section name="availability" inverted>
            <span className="cat-badge cat-badge--off">Not Available</span>
          </Section>
        </>
      }
      link={
        <a className="cat-card__link" href="/product/{{key|uri}}">
          {'{{name}}'}
        </a>
      }
      category="{{category|capitalize}}"
      rating={<RatingView value="{{rating}}" />}
      description="{{description}}"
      price={frameMoney('price')}
    />
  );
}


// Pieces of the catalogue's data frames (ItemsFrame, ProductFrame): markup with {{…}} placeholders
// that the shell's HTML fills from the page's first read (packages/build/src/frameFill.js).
import { iconStyles } from '@ant-design/icons/lib/utils';
import { Section } from '@rental/platform/frames';
import { PLACEHOLDER_IMAGE } from '@rental/platform/images';
import { EAGER_CARDS } from '../components/ProductCard';
import { ProductImage } from '../components/ProductImage';

export { Section };

/** Cards whose pictures load at once, in the /items frame as on the page (ProductGrid's). */
export const FRAME_CARDS = EAGER_CARDS;

/** An amount at `field` in the shop's money format: the filler's `money` writes it as formatMoney does. */
const money = (field: string) => `{{${field}|money}}`;

/**
 * The page's price markup (Price) for the day rate at `field` and the struck-out earlier one at
 * `oldField` (the page shows it only when higher; a product's data always has it so).
 */
export function frameMoney(field: string, oldField = 'oldPrice') {
  return (
    <span className="cat-price">
      <span>{money(field)}</span>
      <span className="cat-price__unit"> / day</span>
      <Section name={oldField}>
        <s>
          <span className="cat-sr-only">was </span>
          {money(oldField)}
        </s>
      </Section>
    </span>
  );
}

/** The product's first picture (`field` holds its list), or the shop's logo when it has none, as ProductImage draws it. */
export function FramePicture({ field, alt, eager = true }: { field: string; alt: string; eager?: boolean }) {
  return (
    <>
      <Section name={`${field}|first`} end={field}>
        <ProductImage src={`{{${field}|first}}`} alt={alt} eager={eager} />
      </Section>
      <Section name={`${field}|first`} end={field} inverted>
        <ProductImage src={PLACEHOLDER_IMAGE} alt={alt} eager={eager} />
      </Section>
    </>
  );
}

/**
 * The icons' own base style, which @ant-design/icons adds to the page only when an icon renders
 * in the browser: without it a frame's icons sit on the text's baseline and its lines grow a pixel.
 */
export function IconStyles() {
  return <style>{iconStyles}</style>;
}

import { CATALOG_CSS } from './catalogCss';

/** The catalogue's stylesheet; React 19 hoists it into <head> once, however many pages render it. */
export function CatalogStyles() {
  return (
    <style href="mfe-catalog" precedence="default">
      {CATALOG_CSS}
    </style>
  );
}

import { CATALOGUE_CSS } from './catalogueCss';

/** The catalogue's stylesheet; React 19 hoists it into <head> once, however many pages render it. */
export function CatalogueStyles() {
  return (
    <style href="mfe-catalog" precedence="default">
      {CATALOGUE_CSS}
    </style>
  );
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadFolder } from '../uploads/upload-rules.js';
import { drawScene } from './demo-gallery-art.js';
import { DEMO_GALLERY } from './demo-gallery.js';
import { drawGear } from './demo-products-art.js';
import { DEMO_PRODUCTS } from './demo-products.js';

/**
 * The demo catalogue's pictures. Each is drawn as SVG (demo-products-art.ts, demo-gallery-art.ts).
 * The gallery's (1200x800 scenes with blur filters and hundreds of shapes) are rendered once in
 * Chromium to WebP at a size that fits a phone (`npm run demo-pictures -w api`, into
 * api/assets/demo-pictures, committed): a phone decodes those for a fraction of what parsing and
 * painting the SVG documents costs. The product pictures stay SVG: measured with
 * Lighthouse, their WebP made `/items` and the product page slower, not faster (docs/bench-archive.md).
 * The seed stores the rendered file when there is one, else the SVG.
 */
export interface DemoPicture {
  folder: UploadFolder;
  /** The stored name without its extension, e.g. `aud-001-studio`. */
  name: string;
  /** The size it is rendered at (the SVG's own proportions). */
  width: number;
  height: number;
  /** Rendered to WebP by `npm run demo-pictures -w api` (the seed then stores that file). */
  raster: boolean;
  draw: () => string;
}

/** Product pictures: 1:1 (stored as SVG). */
export const PRODUCT_PICTURE_SIZE = 800;
/** Gallery pictures: 3:2, rendered for a phone's width (about 380 CSS px, 1.75 device pixels each) and the viewer on a larger screen. */
export const GALLERY_PICTURE_SIZE = { width: 768, height: 512 };

export const productPictureNames = (key: string): [string, string] => [`${key.toLowerCase()}-studio`, `${key.toLowerCase()}-set`];
/** Gallery item `number` counts from 1 in DEMO_GALLERY's order. */
export const galleryPictureName = (number: number): string => `event-${String(number).padStart(2, '0')}`;

export function demoPictures(): DemoPicture[] {
  const products = DEMO_PRODUCTS.flatMap((demo) =>
    productPictureNames(demo.key).map((name, view) => ({
      folder: 'products' as const,
      name,
      width: PRODUCT_PICTURE_SIZE,
      height: PRODUCT_PICTURE_SIZE,
      raster: false,
      draw: () => drawGear(demo.kind, { accent: demo.accent, badge: demo.badge, view: view as 0 | 1 }),
    })),
  );
  const gallery = DEMO_GALLERY.map((demo, i) => ({
    folder: 'gallery' as const,
    name: galleryPictureName(i + 1),
    ...GALLERY_PICTURE_SIZE,
    raster: true,
    draw: () => drawScene(demo.kind, (i + 1) * 7919),
  }));
  return [...products, ...gallery];
}

/** Where the rendered pictures live: api/assets/demo-pictures/<folder>/<name>.webp (from src/seed or dist/seed). */
export const DEMO_PICTURES_DIR = fileURLToPath(new URL('../../assets/demo-pictures', import.meta.url));

/** The file to store for a picture: its rendered WebP when there is one, else its SVG. */
export function demoPictureFile(picture: Pick<DemoPicture, 'folder' | 'name' | 'draw'>): { name: string; content: Buffer | string } {
  const rendered = join(DEMO_PICTURES_DIR, picture.folder, `${picture.name}.webp`);
  if (existsSync(rendered)) return { name: `${picture.name}.webp`, content: readFileSync(rendered) };
  return { name: `${picture.name}.svg`, content: picture.draw() };
}

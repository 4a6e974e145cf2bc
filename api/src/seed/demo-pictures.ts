import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadFolder } from '../uploads/upload-rules.js';
import { drawScene } from './demo-gallery-art.js';
import { DEMO_GALLERY } from './demo-gallery.js';
import { drawGear } from './demo-products-art.js';
import { DEMO_PRODUCTS } from './demo-products.js';

/**
 * The demo catalogue's pictures. Each is drawn as SVG (demo-products-art.ts, demo-gallery-art.ts),
 * and `npm run demo-pictures -w api` renders each once in Chromium to a WebP at a size that fits
 * its box on a phone (api/assets/demo-pictures, committed). The seed stores those WebP files: a
 * browser decodes them for a fraction of what 24 SVG documents with blur filters cost to parse and
 * paint on a phone (issue 17). Without a rendered file (an unrendered new picture) it stores the SVG.
 */
export interface DemoPicture {
  folder: UploadFolder;
  /** The stored name without its extension, e.g. `aud-001-studio`. */
  name: string;
  /** The size it is rendered at (the SVG's own proportions). */
  width: number;
  height: number;
  draw: () => string;
}

/** Product pictures: 1:1, shown up to the width of a phone (about 380 CSS px, 1.75 device pixels each). */
export const PRODUCT_PICTURE_SIZE = 640;
/** Gallery pictures: 3:2, a phone's width (and the viewer on a larger screen). */
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
      draw: () => drawGear(demo.kind, { accent: demo.accent, badge: demo.badge, view: view as 0 | 1 }),
    })),
  );
  const gallery = DEMO_GALLERY.map((demo, i) => ({
    folder: 'gallery' as const,
    name: galleryPictureName(i + 1),
    ...GALLERY_PICTURE_SIZE,
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

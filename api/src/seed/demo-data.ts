import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { toCents } from '../common/money.js';
import type { ServerConfig } from '../config/server.config.js';
import { GalleryItem } from '../gallery/gallery-item.entity.js';
import { Product } from '../products/product.entity.js';
import { localFileUrl, type UploadFolder, uploadFolderPath } from '../uploads/upload-rules.js';
import { DEMO_GALLERY } from './demo-gallery.js';
import { demoPictureFile, demoPictures, galleryPictureName, productPictureNames } from './demo-pictures.js';
import type { GearKind } from './demo-products-art.js';
import { DEMO_PRODUCTS } from './demo-products.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds the demo products and gallery items when their tables are empty; returns a summary, or null
 * if nothing was added. Pictures (WebP rendered from the SVG drawings, see demo-pictures.ts) are
 * stored and served by the API's own file server, so a fresh install looks like a shop without any
 * internet access.
 */
/** How many units of each kind of gear a small shop keeps: a few big pieces, more of the small ones. */
const DEMO_STOCK: Record<GearKind, number> = {
  speaker: 4, lineArray: 8, subwoofer: 2, monitor: 4, mixer: 2, microphone: 10, amplifier: 3,
  movingHead: 6, parCan: 12, ledBar: 8, fogMachine: 2, blinder: 1,
};

export async function seedDemoCatalogue(dataSource: DataSource, config: Pick<ServerConfig, 'dataDir' | 'publicUrl'>): Promise<string | null> {
  const added: string[] = [];
  const pictures = new Map(demoPictures().map((picture) => [`${picture.folder}/${picture.name}`, picture]));
  const save = (folder: UploadFolder, name: string) => {
    const picture = pictures.get(`${folder}/${name}`);
    if (!picture) throw new Error(`no demo picture ${folder}/${name}`);
    const file = demoPictureFile(picture);
    writeFileSync(join(uploadFolderPath(config, folder), file.name), file.content);
    return localFileUrl(config, folder, file.name);
  };

  const products = dataSource.getRepository(Product);
  if ((await products.count()) === 0) {
    mkdirSync(uploadFolderPath(config, 'products'), { recursive: true });
    await products.save(
      DEMO_PRODUCTS.map((demo) => {
        const images = productPictureNames(demo.key).map((name) => save('products', name));
        return products.create({
          key: demo.key,
          name: demo.name,
          category: demo.category,
          priceCents: toCents(demo.price),
          oldPriceCents: demo.oldPrice === undefined ? null : toCents(demo.oldPrice),
          priceCategory: demo.priceCategory,
          dimensions: demo.dimensions,
          description: demo.description,
          images,
          availability: demo.availability ?? true,
          stock: DEMO_STOCK[demo.kind],
        });
      }),
    );
    added.push(`${DEMO_PRODUCTS.length} products`);
  }

  const gallery = dataSource.getRepository(GalleryItem);
  if ((await gallery.count()) === 0) {
    mkdirSync(uploadFolderPath(config, 'gallery'), { recursive: true });
    const now = Date.now();
    // Oldest first, so ids grow with the dates as they would have in real life.
    const items = DEMO_GALLERY.map((demo, i) => ({ demo, number: i + 1 })).reverse();
    await gallery.save(
      items.map(({ demo, number }) =>
        gallery.create({
          imageUrl: save('gallery', galleryPictureName(number)),
          description: demo.description,
          category: demo.category,
          createdAt: new Date(now - demo.daysAgo * DAY_MS - number * 37 * 60 * 1000),
        }),
      ),
    );
    added.push(`${DEMO_GALLERY.length} gallery items`);
  }
  return added.length ? added.join(', ') : null;
}

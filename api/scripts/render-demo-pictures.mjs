#!/usr/bin/env node
// Renders the demo pictures marked `raster` (src/seed/demo-pictures.ts: the gallery's) from their
// SVG drawings to WebP in Chromium, at the sizes that module names, into
// api/assets/demo-pictures/<folder>/<name>.webp (committed; the seed copies them). Run after
// changing a drawing or the list:  npm run demo-pictures -w api
// QUALITY=0.8 by default (canvas.toDataURL's WebP quality).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launchChromium } from '../../scripts/lib/browser.mjs';

const API = join(import.meta.dirname, '..');
const QUALITY = Number(process.env.QUALITY || 0.8);

// The TypeScript module bundled on the fly (it imports only the drawings and the demo lists), next
// to its source so that its DEMO_PICTURES_DIR is the one the seed reads.
const bundle = join(API, 'src/seed/.demo-pictures.bundle.mjs');
await build({ entryPoints: [join(API, 'src/seed/demo-pictures.ts')], bundle: true, format: 'esm', platform: 'node', outfile: bundle, logLevel: 'error' });
let demoPictures;
let outDir;
try {
  ({ demoPictures, DEMO_PICTURES_DIR: outDir } = await import(bundle));
} finally {
  rmSync(bundle, { force: true });
}

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  let bytes = 0;
  const pictures = demoPictures().filter((picture) => picture.raster);
  for (const picture of pictures) {
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, width, height);
        URL.revokeObjectURL(url);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg: picture.draw(), width: picture.width, height: picture.height, quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`Chromium did not encode WebP for ${picture.name}`);
    const file = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
    mkdirSync(join(outDir, picture.folder), { recursive: true });
    writeFileSync(join(outDir, picture.folder, `${picture.name}.webp`), file);
    bytes += file.length;
  }
  console.log(`${pictures.length} pictures, ${(bytes / 1000).toFixed(1)} KB in ${outDir}`);
} finally {
  await browser.close();
}

import { useTestApp } from './support/test-app.js';

interface ProductBody {
  key: string;
  category: string;
  priceCategory: string;
  price: number;
  oldPrice?: number;
  availability: boolean;
  image: string[];
}

describe('demo catalogue on first start (SEED_DEMO_DATA=true)', () => {
  const t = useTestApp({ SEED_DEMO_DATA: 'true' });

  it('adds at least 24 products across audio and lights, with pictures, offers and some unavailable', async () => {
    const products = (await t().http.get('/api/products').set(t().auth('admin')).expect(200)).body as ProductBody[];
    expect(products.length).toBeGreaterThanOrEqual(24);
    const audio = products.filter((p) => p.category === 'audio');
    const lights = products.filter((p) => p.category === 'lights');
    expect(audio.length).toBeGreaterThanOrEqual(10);
    expect(lights.length).toBeGreaterThanOrEqual(10);
    expect(audio.every((p) => /^AUD-\d{3}$/.test(p.key)) && lights.every((p) => /^LGT-\d{3}$/.test(p.key))).toBe(true);
    expect(new Set(products.map((p) => p.priceCategory))).toEqual(new Set(['standard', 'discounted', 'premium']));
    expect(products.filter((p) => p.oldPrice !== undefined).every((p) => p.oldPrice! > p.price)).toBe(true);
    expect(products.filter((p) => p.oldPrice !== undefined).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => !p.availability).length).toBeGreaterThanOrEqual(2);
    expect(products.some((p) => !Number.isInteger(p.price))).toBe(true);
    for (const product of products) {
      expect(product.image.length).toBeGreaterThanOrEqual(2);
      for (const url of product.image) expect(url).toMatch(new RegExp(`^${t().url}/uploads/products/[a-z0-9-]+\\.svg$`));
    }
  });

  it('serves the product pictures as SVG from the API itself', async () => {
    const products = (await t().http.get('/api/products').expect(200)).body as ProductBody[];
    for (const url of [products[0].image[0], products.at(-1)!.image[1]]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<linearGradient[\s\S]*<\/svg>\s*$/);
    }
  });

  it('adds at least 30 gallery items over several months, so the gallery has pages', async () => {
    const first = (await t().http.get('/api/gallery').expect(200)).body;
    expect(first.pagination.total).toBeGreaterThanOrEqual(30);
    expect(first.pagination.totalPages).toBeGreaterThanOrEqual(2);
    const all = (await t().http.get('/api/gallery?limit=100').expect(200)).body.data as { imageUrl: string; category: string; createdAt: string }[];
    expect(new Set(all.map((item) => item.category)).size).toBeGreaterThanOrEqual(4);
    const dates = all.map((item) => Date.parse(item.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates[0] - dates.at(-1)!).toBeGreaterThan(90 * 24 * 60 * 60 * 1000);
    const picture = await fetch(all[0].imageUrl);
    expect(picture.status).toBe(200);
    // WebP rendered from the SVG drawing (demo-pictures.ts): small, and cheap for a phone to decode.
    expect(all.every((item) => /\/uploads\/gallery\/event-\d{2}\.webp$/.test(item.imageUrl))).toBe(true);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.length).toBeLessThan(60_000);
  });
});

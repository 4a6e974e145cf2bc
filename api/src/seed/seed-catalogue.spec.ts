import { DataSource } from 'typeorm';
import { Product } from '../products/product.entity.js';
import { generatedProduct, seedCatalogue } from './seed-catalogue.js';
import { sqliteDriver } from '../database/data-source-options.js';

describe('generated catalogue', () => {
  let dataSource: DataSource;
  beforeEach(async () => {
    dataSource = new DataSource({ type: 'better-sqlite3', driver: sqliteDriver(), database: ':memory:', entities: [Product], synchronize: true });
    await dataSource.initialize();
  });
  afterEach(() => dataSource.destroy());

  it('loads N products in chunks, and a second run replaces them instead of adding more', async () => {
    const products = dataSource.getRepository(Product);
    await products.save(products.create({ ...generatedProduct(1), key: 'real-speaker' }));
    await seedCatalogue(dataSource, 1_234);
    await seedCatalogue(dataSource, 1_234);
    expect(await products.count()).toBe(1_235);
    await seedCatalogue(dataSource, 10);
    expect(await products.count()).toBe(11);
    expect(await products.existsBy({ key: 'real-speaker' })).toBe(true);
  });

  it('generates valid, distinct, repeatable products', () => {
    const all = Array.from({ length: 10_000 }, (_, i) => generatedProduct(i + 1));
    expect(new Set(all.map((p) => p.key)).size).toBe(10_000);
    expect(generatedProduct(42)).toEqual(generatedProduct(42));
    for (const p of all) {
      expect(p.key).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(p.priceCents).toBeGreaterThan(0);
      expect(p.priceCents).toBeLessThan(1_000_000_000);
    }
    expect(all.filter((p) => !p.availability).length).toBe(1_000);
  });
});

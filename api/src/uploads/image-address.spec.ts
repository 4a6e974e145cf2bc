import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { EmbeddedDatabaseWrites } from '../database/database-writes.js';
import { entities } from '../database/entities.js';
import { Product } from '../products/product.entity.js';
import { configureImageAddresses, servedImageAddress, storedImageAddress } from './image-address.js';
import { ImageAddressMigration } from './image-address-migration.js';
import { sqliteDriver } from '../database/data-source-options.js';

const dataDir = mkdtempSync(join(tmpdir(), 'image-address-'));
mkdirSync(join(dataDir, 'uploads', 'products'), { recursive: true });
writeFileSync(join(dataDir, 'uploads', 'products', 'old-speaker.svg'), '<svg/>');

describe('image addresses', () => {
  beforeEach(() => configureImageAddresses({ publicUrl: 'https://api.shop.example', dataDir }));

  it("stores the API's own files as a path and serves them at the current PUBLIC_URL", () => {
    expect(storedImageAddress('https://api.shop.example/uploads/gallery/0b6f0d5e-5c0e.jpg')).toBe('/uploads/gallery/0b6f0d5e-5c0e.jpg');
    // Written under an earlier address: recognised by the file it names.
    expect(storedImageAddress('http://localhost:3000/uploads/products/old-speaker.svg')).toBe('/uploads/products/old-speaker.svg');
    expect(servedImageAddress('/uploads/products/old-speaker.svg')).toBe('https://api.shop.example/uploads/products/old-speaker.svg');
    configureImageAddresses({ publicUrl: 'http://10.0.0.5:8000', dataDir });
    expect(servedImageAddress('/uploads/products/old-speaker.svg')).toBe('http://10.0.0.5:8000/uploads/products/old-speaker.svg');
  });

  it.each([
    'https://bucket.s3.example/products/a.jpg',
    'https://elsewhere.example/uploads/products/not-ours.jpg',
    'https://api.shop.example/uploads/products/a.jpg?x=1',
    'https://api.shop.example/uploads/secrets/a.jpg',
    'http://localhost:3000http://localhost:3000/x.png',
  ])('leaves %s as it is', (address) => {
    expect(storedImageAddress(address)).toBe(address);
    expect(servedImageAddress(address)).toBe(address);
  });

  it('rewrites rows stored with an old origin once, at boot, and the entities read them at the new one', async () => {
    const dataSource = new DataSource({ type: 'better-sqlite3', driver: sqliteDriver(), database: ':memory:', entities, synchronize: true });
    await dataSource.initialize();
    try {
      await dataSource.query(
        `INSERT INTO products ("key", name, priceCents, category, priceCategory, dimensions, description, images, availability) VALUES ('A', 'A', 1, 'audio', 'standard', '-', '-', ?, 1)`,
        [JSON.stringify(['http://localhost:3000/uploads/products/old-speaker.svg', 'https://cdn.example/b.jpg'])],
      );
      const migration = new ImageAddressMigration(dataSource, new EmbeddedDatabaseWrites(dataSource));
      await migration.onApplicationBootstrap();
      const [row] = await dataSource.query('SELECT images FROM products');
      expect(JSON.parse(row.images)).toEqual(['/uploads/products/old-speaker.svg', 'https://cdn.example/b.jpg']);
      const product = await dataSource.getRepository(Product).findOneByOrFail({ key: 'A' });
      expect(product.images).toEqual(['https://api.shop.example/uploads/products/old-speaker.svg', 'https://cdn.example/b.jpg']);
      // Saved back through the entity, it is stored as the path again.
      await dataSource.getRepository(Product).save(product);
      expect(JSON.parse((await dataSource.query('SELECT images FROM products'))[0].images)[0]).toBe('/uploads/products/old-speaker.svg');
    } finally {
      await dataSource.destroy();
    }
  });
});

// Loads a large generated catalogue into the configured database, for measuring the catalogue and
// quote routes at shop scale: `npm run seed:catalogue -w api -- 10000` (reads the same environment
// as the API: DB_TYPE, DATABASE_URL, DATA_DIR). Idempotent: every product whose key starts with
// `gen-` is replaced, so running it twice leaves exactly N generated products beside the real ones.
// On the embedded database, stop the API first: it keeps the file in memory and would overwrite it.
import 'reflect-metadata';
import { DataSource, Like } from 'typeorm';
import { loadConfigOrExit } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { Product } from '../products/product.entity.js';

export const GENERATED_KEY_PREFIX = 'gen-';
const CHUNK = 500;

const BRANDS = ['Yamaha', 'JBL', 'Shure', 'Sennheiser', 'Martin', 'Chauvet', 'Behringer', 'Allen & Heath', 'Robe', 'ADJ'];
const AUDIO = ['Powered speaker', 'Subwoofer', 'Mixing console', 'Wireless microphone', 'Stage monitor', 'DI box', 'Power amplifier'];
const LIGHTS = ['Moving head', 'LED par', 'Fog machine', 'Follow spot', 'Strobe', 'Wash light', 'DMX controller'];

/** The n-th generated product (1-based); the same n always gives the same product. */
export function generatedProduct(n: number): Partial<Product> {
  const category = n % 2 === 0 ? 'lights' : 'audio';
  const kinds = category === 'audio' ? AUDIO : LIGHTS;
  const kind = kinds[(n >> 1) % kinds.length];
  const brand = BRANDS[n % BRANDS.length];
  // Prices from Rs 150.00 to about Rs 25,000 with paise, so sums exercise the exact arithmetic.
  const priceCents = 15_000 + ((n * 7_919) % 2_485_000) + (n % 100);
  return {
    key: `${GENERATED_KEY_PREFIX}${String(n).padStart(5, '0')}`,
    name: `${brand} ${kind} ${100 + (n % 900)}-${Math.floor(n / 900)}`,
    priceCents,
    oldPriceCents: n % 7 === 0 ? priceCents + 5_000 : null,
    category,
    priceCategory: n % 7 === 0 ? 'discounted' : n % 11 === 0 ? 'premium' : 'standard',
    dimensions: `${20 + (n % 60)} x ${20 + (n % 40)} x ${10 + (n % 30)} cm`,
    description: `${brand} ${kind.toLowerCase()} for rent: checked, cleaned and packed in a road case before every hire.`,
    images: [],
    // About one in ten is out for repair, so customers' lists and admins' lists differ as in real life.
    availability: n % 10 !== 0,
  };
}

export async function seedCatalogue(dataSource: DataSource, count: number): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.delete(Product, { key: Like(`${GENERATED_KEY_PREFIX}%`) });
    for (let first = 1; first <= count; first += CHUNK) {
      const chunk = Array.from({ length: Math.min(CHUNK, count - first + 1) }, (_, i) => generatedProduct(first + i));
      await manager.createQueryBuilder().insert().into(Product).values(chunk).updateEntity(false).execute();
    }
  });
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 10_000);
  if (!Number.isInteger(count) || count < 0 || count > 99_999) {
    console.error('Give the number of products as a whole number from 0 to 99999: npm run seed:catalogue -w api -- 10000');
    process.exit(1);
  }
  const config = loadConfigOrExit();
  const dataSource = new DataSource(dataSourceOptions(config.database));
  await dataSource.initialize();
  const started = Date.now();
  try {
    await seedCatalogue(dataSource, count);
    const total = await dataSource.getRepository(Product).count();
    const where = config.database.type === 'mysql' ? 'MySQL' : `the embedded database at ${config.database.file}`;
    console.log(`${count} generated products (${GENERATED_KEY_PREFIX}…) loaded into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${total} products in all.`);
  } finally {
    await dataSource.destroy();
  }
}

// Run only as a script, so tests can import the generator.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();

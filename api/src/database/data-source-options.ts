import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

/**
 * One entity set for both databases. MySQL's schema comes only from the generated migrations
 * (run at boot); the embedded SQLite file is a zero-set-up default and is synchronised.
 */
export function dataSourceOptions(database: AppConfig['database'], { connectTimeoutMs = 10_000 } = {}): DataSourceOptions {
  if (database.type === 'mysql') {
    return {
      // TypeORM reads MariaDB's information schema differently (e.g. NULL defaults), so say which it is.
      type: database.url.startsWith('mariadb:') ? 'mariadb' : 'mysql',
      url: database.url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      entities,
      migrations,
      migrationsRun: true,
      synchronize: false,
      connectTimeout: connectTimeoutMs,
      extra: { connectionLimit: 20 },
    };
  }
  return {
    type: 'better-sqlite3',
    database: database.file ?? ':memory:',
    // Each commit appends to the write-ahead log instead of rewriting the file: milliseconds
    // whatever the shop's size. synchronous=FULL syncs the log at every commit, so an answered
    // write survives a killed process and a power cut alike.
    enableWAL: true,
    prepareDatabase: (db: { pragma(source: string): unknown }) => {
      db.pragma('synchronous = FULL');
    },
    entities,
    synchronize: true,
  };
}

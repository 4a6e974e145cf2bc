import { createRequire } from 'node:module';
import { type DataSourceOptions, getMetadataArgsStorage } from 'typeorm';
import { MailAttachment } from '../mail/mail-attachment.entity.js';
import type { DatabaseConnection } from './config/database.config.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

const require = createRequire(import.meta.url);

/**
 * The SQLite addon for this Node.js. better-sqlite3 12 wraps its objects in Node's own ObjectWrap,
 * which Node 24.19+ aborts the process on when a statement is garbage-collected (nodejs/node#65446,
 * seen here under a burst of bookings); 13 is built on Node-API and has no such wrap, but needs
 * Node 22. So Node 22+ (the Docker images' Node 24) loads 13, installed under the alias
 * better-sqlite3-13, and an older Node (npm start on 20.19) loads 12.
 */
export const sqliteDriver = (): unknown => require(Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-13' : 'better-sqlite3');

/**
 * One entity set for both databases. MySQL's schema comes only from the generated migrations
 * (run at boot); the embedded SQLite file is a zero-set-up default and is synchronised.
 */
export function dataSourceOptions(database: DatabaseConnection, { connectTimeoutMs = 10_000 } = {}): DataSourceOptions {
  largeBinaryColumns(database.type);
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
    driver: sqliteDriver(),
    database: database.file ?? ':memory:',
    // Each commit appends to the write-ahead log instead of rewriting the file: milliseconds
    // whatever the shop's size. synchronous=FULL syncs the log at every commit, so a write whose
    // response was sent survives a killed process and a power cut alike.
    enableWAL: true,
    prepareDatabase: (db: { pragma(source: string): unknown }) => {
      db.pragma('synchronous = FULL');
    },
    entities,
    synchronize: true,
  };
}

/**
 * Files stored in the database (mail attachments) may pass 64 KB, where MySQL's BLOB stops: there
 * they are LONGBLOB; SQLite's BLOB has no such limit (and TypeORM's SQLite driver knows no
 * LONGBLOB). Set on the entity's column before a data source reads the metadata.
 */
function largeBinaryColumns(type: DatabaseConnection['type']): void {
  for (const column of getMetadataArgsStorage().columns) {
    if (column.target === MailAttachment && column.propertyName === 'content') column.options.type = type === 'mysql' ? 'longblob' : 'blob';
  }
}

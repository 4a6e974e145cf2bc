import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { atomicFileSaver } from './atomic-file.js';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

/**
 * One entity set for both databases. MySQL's schema comes only from the generated migrations
 * (run at boot); the embedded sql.js database is a zero-set-up default and is synchronised.
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
  if (database.file) mkdirSync(dirname(database.file), { recursive: true });
  return {
    type: 'sqljs',
    location: database.file ?? undefined,
    autoSave: database.file !== null,
    autoSaveCallback: database.file ? atomicFileSaver(database.file) : undefined,
    entities,
    synchronize: true,
  };
}

import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from './config/database.config.js';
import { DatabaseWrites, databaseWritesFor } from './database-writes.js';
import { watchDatabase } from './database-timeouts.js';
import { dataSourceOptions } from './data-source-options.js';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(database: DatabaseConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(database, { connectTimeoutMs: database.timeoutMs }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            if (database.type === 'mysql') {
              const stopWatching = watchDatabase(dataSource, database.url, database.timeoutMs);
              const destroy = dataSource.destroy.bind(dataSource);
              dataSource.destroy = () => (stopWatching(), destroy());
            }
            return dataSource;
          },
        }),
      ],
      providers: [{ provide: DatabaseWrites, inject: [DataSource], useFactory: databaseWritesFor }],
      exports: [DatabaseWrites],
    };
  }
}

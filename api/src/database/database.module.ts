import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { DatabaseWrites, databaseWritesFor } from './database-writes.js';
import { watchDatabase } from './database-timeouts.js';
import { dataSourceOptions } from './data-source-options.js';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(config.database, { connectTimeoutMs: config.databaseTimeoutMs }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            if (config.database.type === 'mysql') {
              const stopWatching = watchDatabase(dataSource, config.database.url, config.databaseTimeoutMs);
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

import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { DatabaseWrites, databaseWritesFor } from './database-writes.js';
import { dataSourceOptions } from './data-source-options.js';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot(dataSourceOptions(config.database))],
      providers: [{ provide: DatabaseWrites, inject: [DataSource], useFactory: databaseWritesFor }],
      exports: [DatabaseWrites],
    };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: DatabaseModule, imports: [TypeOrmModule.forRoot(dataSourceOptions(config.database))] };
  }
}

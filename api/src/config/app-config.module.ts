import { DynamicModule, Global, Module } from '@nestjs/common';
import { type AppConfig, featureProviders } from './app-config.js';

/**
 * Makes each feature's checked configuration injectable everywhere by its registerAs KEY, as
 * loadConfig read it at boot (so the process environment is read and checked once).
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    const providers = featureProviders(config);
    return { module: AppConfigModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}

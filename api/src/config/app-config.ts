import type { ConfigType } from '@nestjs/config';
import { databaseConfig } from '../database/config/database.config.js';
import { deliveryConfig } from '../delivery/config/delivery.config.js';
import { loggingConfig } from '../logging/config/logging.config.js';
import { mailConfig } from '../mail/config/mail.config.js';
import { metricsConfig } from '../metrics/config/metrics.config.js';
import { ordersConfig } from '../orders/config/orders.config.js';
import { paymentsConfig } from '../payments/payments.config.js';
import { redisConfig } from '../redis/config/redis.config.js';
import { releaseHealthConfig } from '../release-health/config/release-health.config.js';
import { idDocumentsConfig } from '../id-documents/id-documents.config.js';
import { seedConfig } from '../seed/config/seed.config.js';
import { uploadsConfig } from '../uploads/config/uploads.config.js';
import { authConfig } from '../users/config/auth.config.js';
import { ConfigError, type Env } from './env-rules.js';
import { serverConfig } from './server.config.js';
import { shopConfig } from './shop.config.js';

export { ConfigError } from './env-rules.js';

/**
 * Each feature's configuration, in the order their problems are listed. Each is a `registerAs`
 * factory in its feature's config/ folder: it reads and checks that feature's variables (README.md
 * documents each one); Nest code injects one by its KEY (`@Inject(mailConfig.KEY) mail: MailConfig`).
 */
const FEATURES = {
  server: serverConfig,
  shop: shopConfig,
  database: databaseConfig,
  seed: seedConfig,
  auth: authConfig,
  redis: redisConfig,
  metrics: metricsConfig,
  logging: loggingConfig,
  orders: ordersConfig,
  mail: mailConfig,
  uploads: uploadsConfig,
  payments: paymentsConfig,
  idDocuments: idDocumentsConfig,
  delivery: deliveryConfig,
  releaseHealth: releaseHealthConfig,
} as const;

export type AppConfig = { [Feature in keyof typeof FEATURES]: ConfigType<(typeof FEATURES)[Feature]> };

/** The features' configurations as Nest providers, each under its registerAs KEY (config/app-config.module.ts). */
export const featureProviders = (config: AppConfig) =>
  Object.entries(FEATURES).map(([feature, factory]) => ({ provide: factory.KEY, useValue: config[feature as keyof AppConfig] }));

/** Reads and checks every feature's variables once, at boot. Throws ConfigError listing every bad value of every feature. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems = new Set<string>();
  const config: Partial<Record<keyof AppConfig, unknown>> = {};
  for (const [feature, factory] of Object.entries(FEATURES)) {
    try {
      config[feature as keyof AppConfig] = factory(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      for (const problem of error.problems) problems.add(problem);
    }
  }
  if (problems.size) throw new ConfigError([...problems]);
  return config as AppConfig;
}

/** For entry points: the configuration, or the list of problems on stderr and exit code 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

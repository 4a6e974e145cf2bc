import type { Server } from 'node:http';
import { type INestApplication, Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { handlersFinished } from './common/in-flight.js';
import { DEMO_ADMIN, DEMO_CUSTOMER, loadConfigOrExit } from './config/app-config.js';

async function main() {
  const config = loadConfigOrExit();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const logger = new Logger('Rental API');
  logger.log(`API listening on ${config.publicUrl}/api (OpenAPI docs: ${config.publicUrl}/api/docs)`);
  logger.log(`Database: ${config.database.type === 'mysql' ? 'MySQL' : `embedded SQLite at ${config.database.file}`}; uploads: ${config.storage.driver}`);
  if (config.admin.email === DEMO_ADMIN.email) logger.log(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  if (config.database.type === 'mysql' && config.admin.password === DEMO_ADMIN.password) {
    logger.warn('The admin uses the public demo password: set ADMIN_PASSWORD before the first start of a real shop, or change it.');
  }
  if (config.seedDemoData) logger.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutDown(app, logger, signal));
}

/** How long requests already taken in may take to finish when the API is asked to stop. */
const DRAIN_MS = 10_000;

/**
 * Stops taking new connections, lets every request already taken in finish (a booking that was
 * accepted is written, even if its client has hung up), and only then closes the database.
 */
async function shutDown(app: INestApplication, logger: Logger, signal: string) {
  logger.log(`${signal}: finishing the requests in progress, then stopping`);
  const server = app.getHttpServer() as Server;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const drained = Promise.all([closed, handlersFinished()]);
  const timedOut = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
  await Promise.race([drained, timedOut]);
  server.closeAllConnections();
  await app.close();
  process.exit(0);
}

void main();

import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app.js';
import { handlersFinished, handlersRunning } from './common/in-flight.js';
import { type AppConfig, loadConfigOrExit } from './config/app-config.js';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './seed/config/seed.config.js';
import { removeLeftoverSnapshots } from './database/leftover-snapshots.js';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from './database/embedded-lock.js';
import { Readiness } from './health/readiness.js';
import { quietForMs } from './health/stopping.hooks.js';
import { flushTraces } from './tracing/traces-switch.js';

async function main() {
  const config = loadConfigOrExit();
  const releaseLock = await holdEmbeddedDatabase(config);
  const app = await createApp(config);
  await app.listen(config.server.port, config.server.host);
  const logger = new Logger('Rental API');
  logger.log(`API listening on ${config.server.publicUrl}/api (OpenAPI docs: ${config.server.publicUrl}/api/docs)`);
  logger.log(
    `Database: ${config.database.type === 'mysql' ? 'MySQL' : `embedded SQLite at ${config.database.file}`}; uploads: ${config.uploads.driver}; ` +
      (config.redis.url ? 'Redis shared by the instances' : 'one instance (no REDIS_URL)'),
  );
  if (config.seed.admin.email === DEMO_ADMIN.email) logger.log(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  if (config.database.type === 'mysql' && config.seed.admin.password === DEMO_ADMIN.password) {
    logger.warn('The admin uses the public demo password: set ADMIN_PASSWORD before the first start of a real shop, or change it.');
  }
  if (config.seed.demoData) logger.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutDown(app, logger, signal, releaseLock));
}

/** On the embedded database, this process must be its only user (see database/embedded-lock.ts). */
async function holdEmbeddedDatabase(config: AppConfig): Promise<() => Promise<void>> {
  if (config.database.type !== 'sqlite' || !config.database.file) return async () => undefined;
  try {
    const release = await lockEmbeddedDatabase(config.database.file, (error) => {
      console.error(`The lock on the embedded database was lost (${error.message}); stopping so that two processes never write it.`);
      process.exit(1);
    });
    await removeLeftoverSnapshots(config.database.file);
    return release;
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** How long requests already taken in may take to finish when the API is asked to stop. */
const DRAIN_MS = 10_000;
/** How long the connections may stay silent once the API is stopping before the idle ones are closed. */
const QUIET_MS = 1_000;

/**
 * Stops taking new connections and new requests on kept-alive ones (readiness responds 503 from
 * now on, so a load balancer moves on; see health/stopping.hooks.ts), lets every request already
 * taken in finish (a booking that was accepted is written, even if its client has hung up), and
 * only then closes the database and releases it. A kept-alive connection ends after its next
 * response; the idle ones are closed once nothing has passed for QUIET_MS.
 */
async function shutDown(app: NestFastifyApplication, logger: Logger, signal: string, releaseLock: () => Promise<void>) {
  logger.log(`${signal}: finishing the requests in progress, then stopping`);
  app.get(Readiness).markStopping();
  const server = app.getHttpServer() as Server;
  // Stop accepting connections but leave the kept-alive ones open: each closes after its next
  // response, which says Connection: close (health/stopping.hooks.ts). http.Server's own close()
  // would also drop the idle ones at once, and a request a client sent on one at that moment would
  // meet a reset. 'close' comes once every connection has ended.
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  // A connection that stays silent has no next response to carry Connection: close. Once nothing is
  // running and no request or response has passed for QUIET_MS, the idle ones are closed; a client
  // sending at that very moment would meet a reset, as at any keep-alive timeout, but a client
  // that keeps asking always gets its response first.
  const stoppingSince = Date.now();
  const quiet = setInterval(() => {
    if (handlersRunning() === 0 && quietForMs(stoppingSince) >= QUIET_MS) server.closeIdleConnections();
  }, 100);
  const drained = Promise.all([closed, handlersFinished()]);
  const timedOut = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_MS).unref());
  await Promise.race([drained, timedOut]);
  clearInterval(quiet);
  server.closeAllConnections();
  try {
    await app.close();
  } catch (error) {
    logger.warn(`While closing: ${(error as Error).message}`);
  }
  await releaseLock().catch(() => undefined);
  await flushTraces();
  process.exit(0);
}

void main();

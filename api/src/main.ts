import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
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
}

void main();

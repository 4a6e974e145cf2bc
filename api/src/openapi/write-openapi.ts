// Writes the API's OpenAPI document to api/openapi.json (`npm run openapi -w api`), or with --check
// fails when the committed file differs from what the code describes. Builds the Nest module graph
// in preview mode: no database, no Redis, no listening port, nothing under DATA_DIR.
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module.js';
import { setRoutePrefix } from '../app.js';
import { loadConfig } from '../config/app-config.js';
import { createOpenApiDocument, openApiText } from './openapi-document.js';

const OPENAPI_FILE = join(import.meta.dirname, '..', '..', 'openapi.json');
/** The contract as the current major version started: every later document of that major must keep its clients working. */
const BASELINE_FILE = join(import.meta.dirname, '..', '..', 'contract', 'baseline.json');

/**
 * The document for the default configuration (embedded database, local uploads: the routes every
 * deployment has plus the local upload routes). No setting renames or removes a route; the secret
 * is fixed only so that no file is created for one.
 */
async function generateOpenApiText(): Promise<string> {
  const config = loadConfig({ JWT_SECRET: 'openapi-document-only-never-signs-anything', LOG_FORMAT: 'json' });
  const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), { preview: true, logger: ['error'], abortOnError: false });
  try {
    setRoutePrefix(app);
    return openApiText(createOpenApiDocument(app));
  } finally {
    await app.close();
  }
}

const majorOf = (version: string | null) => (version === null ? null : version.split('.')[0]);

function readVersion(file: string): string | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { info: { version: string } }).info.version;
  } catch {
    return null;
  }
}

async function main(check: boolean) {
  const generated = await generateOpenApiText();
  if (!check) {
    writeFileSync(OPENAPI_FILE, generated);
    console.log(`Wrote ${OPENAPI_FILE}`);
    if (majorOf(readVersion(BASELINE_FILE)) !== majorOf(JSON.parse(generated).info.version)) {
      writeFileSync(BASELINE_FILE, generated);
      console.log(`Wrote ${BASELINE_FILE}: the first contract of this major version`);
    }
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(OPENAPI_FILE, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (committed !== generated) {
    console.error(`api/openapi.json is stale: the routes or shapes in the code changed. Run \`npm run openapi\` and commit the result.`);
    process.exit(1);
  }
  console.log('api/openapi.json matches the code.');
}

await main(process.argv.includes('--check'));

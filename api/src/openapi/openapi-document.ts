import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorView } from '../common/error-view.js';

/** api/package.json, from src/openapi or dist/openapi alike. */
const PACKAGE_JSON = join(import.meta.dirname, '..', '..', 'package.json');

/**
 * The API's version is api/package.json's, and it is the contract's: a change that breaks existing
 * clients (README, "The API contract") raises its major in the same change.
 */
export const apiVersion = (): string => (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }).version;

/**
 * The OpenAPI document, as served at /api/docs and committed as api/openapi.json. Paths and schemas
 * are sorted by name, so the file does not change when only the order of modules or imports does.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Rental storefront API')
    .setDescription('Audio and lighting equipment rental: products, quotes, bookings, gallery, uploads, users.')
    .setVersion(apiVersion())
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorView] });
  describeFailures(document);
  document.paths = sortedByKey(document.paths);
  if (document.components?.schemas) document.components.schemas = sortedByKey(document.components.schemas);
  return document;
}

/** The committed file's text: two-space JSON and a final newline. */
export const openApiText = (document: OpenAPIObject): string => `${JSON.stringify(document, null, 2)}\n`;

/** Every failure of every route has one shape (common/http-error.filter.ts); routes document only their successes. */
function describeFailures(document: OpenAPIObject): void {
  const failure = { description: 'Any failure: `{ error, statusCode }`, plus details for some', content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorView) } } } };
  for (const pathItem of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = pathItem[method];
      if (operation && !operation.responses.default) operation.responses.default = failure;
    }
  }
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// Generates src/types/openapi.generated.ts from the API's committed contract (api/openapi.json) with
// openapi-typescript; `--check` fails when the committed file is not what the contract gives.
// `npm run openapi` at the repository root runs both steps: the API's document, then these types.
// `--contract <file> --out <file>` generate from another document (src/types/api.spec.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? resolve(process.argv[at + 1]) : fallback;
};
const contract = option('--contract', join(import.meta.dirname, '..', '..', '..', 'api', 'openapi.json'));
const target = option('--out', join(import.meta.dirname, '..', 'src', 'types', 'openapi.generated.ts'));

const HEADER = `// Generated from api/openapi.json by packages/platform/scripts/api-types.mjs (openapi-typescript).
// Do not edit: change the API, then run \`npm run openapi\` at the repository root.
// src/types/api.ts names these shapes for the apps (Product, Order, User, ...).

`;

const generated = HEADER + astToString(await openapiTS(readFileSync(contract, 'utf8')));

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (committed !== generated) {
    console.error('packages/platform/src/types/openapi.generated.ts does not match api/openapi.json: run `npm run openapi` at the repository root and commit the result.');
    process.exit(1);
  }
  console.log('The platform API types match api/openapi.json.');
} else {
  writeFileSync(target, generated);
  console.log(`Wrote ${target}`);
}

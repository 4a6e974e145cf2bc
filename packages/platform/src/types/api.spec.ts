// The platform's API types come from the API's contract: an app that reads a field the API no
// longer sends stops type-checking. Proven here by generating the types from a copy of
// api/openapi.json without a field and compiling a consumer against them.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import type { components } from './openapi.generated';
import type { Order, Product } from './api';

const platform = join(__dirname, '..', '..');
const contractFile = join(platform, '..', '..', 'api', 'openapi.json');

/** Type errors of `consumer` compiled against types generated from `contract`. */
function typeErrors(contract: object, consumer: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'platform-types-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(contract));
    const generate = spawnSync(process.execPath, [join(platform, 'scripts', 'api-types.mjs'), '--contract', join(dir, 'openapi.json'), '--out', join(dir, 'openapi.generated.ts')], { encoding: 'utf8' });
    if (generate.status !== 0) throw new Error(generate.stderr);
    copyFileSync(join(__dirname, 'api.ts'), join(dir, 'api.ts'));
    writeFileSync(join(dir, 'consumer.ts'), consumer);
    const program = ts.createProgram([join(dir, 'consumer.ts')], { strict: true, noEmit: true, skipLibCheck: true, lib: ['lib.es5.d.ts'], target: ts.ScriptTarget.ES2020, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, types: [] });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const readsImages = `import type { Product } from './api';\nexport const pictures = (product: Product): string[] => product.images;\n`;

describe('API types derived from the contract', () => {
  it('gives Product the images list the API sends, the same type as the contract says', () => {
    const product: Product = { _id: '1', key: 'SPK-1', name: 'Speaker', price: 1500, category: 'audio', priceCategory: 'standard', dimensions: '40 cm', description: 'Loud', image: ['a.png'], images: ['a.png'], availability: true, stock: 1, rating: 4.5, deposit: 0 };
    const sameAsContract: components['schemas']['ProductView'] = product;
    expect(sameAsContract.images).toEqual(product.image);
    const status: Order['status'] = 'Rejected';
    expect(status).toBe('Rejected');
  });

  it('an app reading a field the API no longer sends fails its type check', () => {
    const contract = JSON.parse(readFileSync(contractFile, 'utf8'));
    const productView = contract.components.schemas.ProductView;
    delete productView.properties.images;
    productView.required = productView.required.filter((name: string) => name !== 'images');
    // The one error is the missing field: the consumer and the generated types are otherwise sound.
    expect(typeErrors(contract, readsImages)).toEqual([expect.stringMatching(/^Property 'images' does not exist on type/)]);
  });
});

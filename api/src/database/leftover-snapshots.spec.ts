import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeLeftoverSnapshots } from './leftover-snapshots.js';

describe('saving the embedded database', () => {
  it('removes the temporary snapshots that earlier versions, killed mid-save, left, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-'));
    const file = join(dir, 'rental.sqlite');
    for (const name of ['rental.sqlite', 'rental.sqlite.4242.tmp', 'rental.sqlite.17.tmp', 'rental.sqlite.lock', 'other.sqlite.9.tmp', 'jwt-secret']) writeFileSync(join(dir, name), 'x');
    expect((await removeLeftoverSnapshots(file)).sort()).toEqual(['rental.sqlite.17.tmp', 'rental.sqlite.4242.tmp']);
    expect(readdirSync(dir).sort()).toEqual(['jwt-secret', 'other.sqlite.9.tmp', 'rental.sqlite', 'rental.sqlite.lock']);
  });
});

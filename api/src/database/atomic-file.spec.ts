import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atomicFileSaver, removeLeftoverSnapshots } from './atomic-file.js';

describe('saving the embedded database', () => {
  it('writes snapshots in the order they were taken, leaving only the newest and no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-'));
    const file = join(dir, 'rental.sqlite');
    const save = atomicFileSaver(file);
    const big = new Uint8Array(5_000_000).fill(1);
    await Promise.all([save(big), save(new Uint8Array([2, 2])), save(new Uint8Array([3]))]);
    expect([...readFileSync(file)]).toEqual([3]);
    expect(readdirSync(dir)).toEqual(['rental.sqlite']);
  });

  it('removes the temporary snapshots that killed processes left, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atomic-'));
    const file = join(dir, 'rental.sqlite');
    for (const name of ['rental.sqlite', 'rental.sqlite.4242.tmp', 'rental.sqlite.17.tmp', 'rental.sqlite.lock', 'other.sqlite.9.tmp', 'jwt-secret']) writeFileSync(join(dir, name), 'x');
    expect((await removeLeftoverSnapshots(file)).sort()).toEqual(['rental.sqlite.17.tmp', 'rental.sqlite.4242.tmp']);
    expect(readdirSync(dir).sort()).toEqual(['jwt-secret', 'other.sqlite.9.tmp', 'rental.sqlite', 'rental.sqlite.lock']);
  });
});

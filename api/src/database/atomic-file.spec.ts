import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atomicFileSaver } from './atomic-file.js';

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
});

import type { DataSource } from 'typeorm';
import { serialWrite } from './serial-writes.js';

const fakeDataSource = (type: string) => ({ options: { type } }) as unknown as DataSource;
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** Runs 20 writes at once and reports the most that were ever in progress together. */
async function mostAtOnce(dataSource: DataSource): Promise<number> {
  let running = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: 20 }, () =>
      serialWrite(dataSource, async () => {
        most = Math.max(most, ++running);
        await tick();
        running--;
      }),
    ),
  );
  return most;
}

describe('serial writes', () => {
  it('runs writes on sql.js one at a time', async () => {
    expect(await mostAtOnce(fakeDataSource('sqljs'))).toBe(1);
  });

  it('lets MySQL writes overlap', async () => {
    expect(await mostAtOnce(fakeDataSource('mysql'))).toBeGreaterThan(1);
  });

  it('keeps going after a failed write and hands each caller its own result', async () => {
    const dataSource = fakeDataSource('sqljs');
    const failed = serialWrite(dataSource, async () => {
      throw new Error('rolled back');
    });
    const next = serialWrite(dataSource, async () => 'booked');
    await expect(failed).rejects.toThrow('rolled back');
    await expect(next).resolves.toBe('booked');
  });
});

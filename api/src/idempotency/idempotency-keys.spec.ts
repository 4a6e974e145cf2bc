import { DataSource } from 'typeorm';
import { databaseWritesFor } from '../database/database-writes.js';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { IdempotencyKeys, KEY_LIFETIME_MS } from './idempotency-keys.js';
import { sqliteDriver } from '../database/data-source-options.js';

describe('stored idempotency keys', () => {
  let dataSource: DataSource;
  let keys: IdempotencyKeys;
  beforeEach(async () => {
    dataSource = await new DataSource({ type: 'better-sqlite3', driver: sqliteDriver(), database: ':memory:', entities: [IdempotencyKey], synchronize: true }).initialize();
    keys = new IdempotencyKeys(dataSource.getRepository(IdempotencyKey), databaseWritesFor(dataSource));
  });
  afterEach(() => dataSource.destroy());

  const age = (hours: number) => dataSource.createQueryBuilder().update(IdempotencyKey).set({ createdAt: new Date(Date.now() - hours * 3_600_000) }).execute();

  it('the first claim runs; once its response is kept, a repeat gets it; another request with the key is refused', async () => {
    const first = await keys.claim(1, 'k', 'body-a');
    expect(first.kind).toBe('first');
    await keys.keep((first as { id: number }).id, 201, '{"ok":true}');
    expect(await keys.claim(1, 'k', 'body-a')).toEqual({ kind: 'repeat', statusCode: 201, response: '{"ok":true}' });
    expect(await keys.claim(1, 'k', 'body-b')).toEqual({ kind: 'other-request' });
    expect((await keys.claim(2, 'k', 'body-b')).kind).toBe('first');
  });

  it('keys are case-sensitive whatever the database collation', async () => {
    expect((await keys.claim(1, 'abc', 'x')).kind).toBe('first');
    expect((await keys.claim(1, 'ABC', 'y')).kind).toBe('first');
  });

  it('a released key (the first failed on our side) can be claimed again', async () => {
    const first = (await keys.claim(1, 'k', 'a')) as { id: number };
    await keys.release(first.id);
    expect((await keys.claim(1, 'k', 'a')).kind).toBe('first');
  });

  it('a key older than its lifetime is forgotten: the same key runs again, even with another request', async () => {
    const first = (await keys.claim(1, 'k', 'a')) as { id: number };
    await keys.keep(first.id, 201, '{}');
    await age(KEY_LIFETIME_MS / 3_600_000 + 1);
    expect((await keys.claim(1, 'k', 'b')).kind).toBe('first');
  });

  it('expired keys are swept away now and then', async () => {
    await keys.claim(1, 'old', 'a');
    await age(25);
    // A new instance sweeps on its first claim.
    const fresh = new IdempotencyKeys(dataSource.getRepository(IdempotencyKey), databaseWritesFor(dataSource));
    await fresh.claim(1, 'new', 'a');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await dataSource.getRepository(IdempotencyKey).find()).map((row) => row.userId + ':' + row.fingerprint)).toEqual(['1:a']);
    expect(await dataSource.getRepository(IdempotencyKey).count()).toBe(1);
  });
});

import { DataSource, type Repository } from 'typeorm';
import { sqliteDriver } from '../../database/data-source-options.js';
import { type DatabaseWrites, databaseWritesFor } from '../../database/database-writes.js';
import { CacheInvalidation } from '../../read-cache/cache-invalidation.js';
import { ReadCache } from '../../read-cache/read-cache.js';
import { SESSION_MAX_AGE_MS, SessionCache } from '../../read-cache/session-cache.js';
import type { RedisConnections } from '../../redis/redis-connections.js';
import type { AuthConfig } from '../config/auth.config.js';
import { User } from '../user.entity.js';
import { Session } from './session.entity.js';
import { type OpenSession, SESSION_TOUCH_MS, SessionsService } from './sessions.service.js';

const HOUR = 3_600_000;

describe('the session check, with open sessions remembered', () => {
  let dataSource: DataSource;
  let writes: DatabaseWrites;
  let sessions: SessionsService;
  let cache: SessionCache<OpenSession>;
  let users: Repository<User>;
  let user: User;
  /** Database reads of a session made by the check. */
  let lookups = 0;
  /** The clock the check reads (Date.now), moved by the tests; it starts at the real time, which opening a session writes. */
  let now = 0;
  const realNow = Date.now;

  beforeEach(async () => {
    now = realNow();
    Date.now = () => now;
    dataSource = await new DataSource({ type: 'better-sqlite3', driver: sqliteDriver(), database: ':memory:', entities: [User, Session], synchronize: true }).initialize();
    writes = databaseWritesFor(dataSource);
    const reads = new ReadCache();
    cache = new SessionCache<OpenSession>(reads);
    // The wiring the app has, without Redis: writes empty the caches.
    new CacheInvalidation(reads, cache, writes, { client: null, prefix: 'test:' } as unknown as RedisConnections).onApplicationBootstrap();
    const repository = dataSource.getRepository(Session);
    const createQueryBuilder = repository.createQueryBuilder.bind(repository);
    repository.createQueryBuilder = ((alias?: string) => {
      lookups++;
      return createQueryBuilder(alias);
    }) as typeof repository.createQueryBuilder;
    sessions = new SessionsService(repository, { sessionIdleHours: 72 } as AuthConfig, writes, cache);
    users = dataSource.getRepository(User);
    user = await users.save(users.create({ email: 'sid@example.com', firstName: 'Sid', lastName: 'Session', role: 'customer' }));
    lookups = 0;
  });
  afterEach(async () => {
    Date.now = realNow;
    await dataSource.destroy();
  });

  const open = (lifetimeMs = 24 * HOUR) => sessions.open(user, new Date(now + lifetimeMs), {});
  const lastSeenInDatabase = async (id: string) => (await dataSource.getRepository(Session).findOneByOrFail({ id })).lastSeenAt.getTime();

  it('reads an open session once, then serves it from memory', async () => {
    const { id } = await open();
    for (let i = 0; i < 5; i++) expect((await sessions.userOf(id, user.id)).email).toBe('sid@example.com');
    expect(lookups).toBe(1);
    expect(cache.stats).toEqual({ hits: 4, misses: 1 });
  });

  it('a remembered session ended by logout or "sign out other devices" is refused at once', async () => {
    const [one, two, three] = [await open(), await open(), await open()];
    for (const session of [one, two, three]) await sessions.userOf(session.id, user.id);
    await sessions.endOne(user.id, one.id);
    await expect(sessions.userOf(one.id, user.id)).rejects.toThrow('no longer valid');
    await sessions.userOf(two.id, user.id);
    await sessions.endOthers(user.id, three.id);
    await expect(sessions.userOf(two.id, user.id)).rejects.toThrow('no longer valid');
    expect((await sessions.userOf(three.id, user.id)).id).toBe(user.id);
  });

  it('a block (sessions ended in its transaction) is told at once to a remembered session', async () => {
    const { id } = await open();
    await sessions.userOf(id, user.id);
    await writes.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { isBlocked: true });
      await sessions.endAll(manager, user.id);
    });
    await expect(sessions.userOf(id, user.id)).rejects.toThrow('blocked');
  });

  it('a profile change shows at once; a change to the remembered user by a handler does not stick', async () => {
    const { id } = await open();
    const seen = await sessions.userOf(id, user.id);
    seen.role = 'admin';
    expect((await sessions.userOf(id, user.id)).role).toBe('customer');
    await writes.runForSessions(() => users.update({ id: user.id }, { firstName: 'Sidney' }));
    expect((await sessions.userOf(id, user.id)).firstName).toBe('Sidney');
  });

  it('a remembered session past its absolute lifetime is refused, though still within the age limit', async () => {
    const { id } = await open(10_000);
    await sessions.userOf(id, user.id);
    now += 10_001;
    expect(10_001).toBeLessThan(SESSION_MAX_AGE_MS);
    await expect(sessions.userOf(id, user.id)).rejects.toThrow('expired');
  });

  it('a remembered session left unused past SESSION_IDLE_HOURS is refused; one used meanwhile stays', async () => {
    const idle = await open(30 * 24 * HOUR);
    const used = await open(30 * 24 * HOUR);
    await sessions.userOf(idle.id, user.id);
    await sessions.userOf(used.id, user.id);
    now += 40 * HOUR;
    await sessions.userOf(used.id, user.id);
    now += 33 * HOUR;
    await expect(sessions.userOf(idle.id, user.id)).rejects.toThrow('expired');
    await sessions.userOf(used.id, user.id);
  });

  it('writes the last use at most every SESSION_TOUCH_MS, from memory too', async () => {
    const { id } = await open();
    const start = await lastSeenInDatabase(id);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    now += SESSION_TOUCH_MS - 10_000;
    await sessions.userOf(id, user.id);
    await settle();
    expect(await lastSeenInDatabase(id)).toBe(start);
    // Remembered 20 s ago, last used over SESSION_TOUCH_MS ago: written, without reading.
    now += 20_000;
    await sessions.userOf(id, user.id);
    await settle();
    expect(await lastSeenInDatabase(id)).toBe(now);
    const touched = now;
    now += 5_000;
    await sessions.userOf(id, user.id);
    await settle();
    expect(await lastSeenInDatabase(id)).toBe(touched);
    expect(lookups).toBe(1);
  });
});

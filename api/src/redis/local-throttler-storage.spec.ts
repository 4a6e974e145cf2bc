import { LocalThrottlerStorage } from './local-throttler-storage.js';

describe('rate limits counted in this process', () => {
  const WINDOW = 60_000;

  it('allows the limit within a window, then blocks for the block duration, and starts a new window after it', async () => {
    const storage = new LocalThrottlerStorage();
    const hit = (at: number) => storage.increment('1.2.3.4', WINDOW, 3, WINDOW, 'public-read', at);
    for (const at of [0, 10, 20]) expect((await hit(at)).isBlocked).toBe(false);
    const fourth = await hit(1000);
    expect(fourth).toEqual({ totalHits: 4, timeToExpire: 59, isBlocked: true, timeToBlockExpire: 60 });
    // Still blocked after the window that counted it is over, until the block ends.
    expect((await hit(WINDOW + 500)).isBlocked).toBe(true);
    expect(await hit(WINDOW + 1000)).toEqual({ totalHits: 2, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    storage.onApplicationShutdown();
  });

  it('counts each key and each throttler apart', async () => {
    const storage = new LocalThrottlerStorage();
    await storage.increment('a', WINDOW, 1, WINDOW, 'auth', 0);
    expect((await storage.increment('a', WINDOW, 1, WINDOW, 'auth', 1)).isBlocked).toBe(true);
    expect((await storage.increment('b', WINDOW, 1, WINDOW, 'auth', 1)).isBlocked).toBe(false);
    expect((await storage.increment('a', WINDOW, 1, WINDOW, 'public-read', 1)).isBlocked).toBe(false);
    storage.onApplicationShutdown();
  });

  it('forgets counts whose window and block are over, and keeps the others', async () => {
    const storage = new LocalThrottlerStorage();
    await storage.increment('done', WINDOW, 5, WINDOW, 'public-read', 0);
    await storage.increment('blocked', WINDOW, 0, 5 * WINDOW, 'public-read', 0);
    await storage.increment('other', WINDOW, 1, WINDOW, 'public-read', 30_000);
    storage.sweep(WINDOW + 1);
    expect(storage.size).toBe(2);
    storage.sweep(5 * WINDOW + 1);
    expect(storage.size).toBe(0);
    storage.onApplicationShutdown();
  });
});

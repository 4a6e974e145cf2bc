import { MAX_AGE_MS, ReadCache } from './read-cache.js';

describe('the read cache', () => {
  it('serves a stored response with a strong ETag until the next write', () => {
    const cache = new ReadCache();
    const stored = cache.store('GET /api/products', cache.begin(), '[1]');
    expect(cache.get('GET /api/products')).toEqual(stored);
    expect(stored.etag).toMatch(/^"[\w-]+"$/);
    cache.invalidate();
    expect(cache.get('GET /api/products')).toBeUndefined();
  });

  it('does not keep a response computed while a write happened: it may hold the data from before', () => {
    const cache = new ReadCache();
    const generation = cache.begin();
    cache.invalidate();
    cache.store('GET /api/products/A', generation, '{"price":100}');
    expect(cache.get('GET /api/products/A')).toBeUndefined();
  });

  it('serves and keeps nothing while it cannot hear of other instances writing, and starts empty after', () => {
    const cache = new ReadCache();
    cache.store('k', cache.begin(), 'old');
    cache.setTrusted(false);
    expect(cache.get('k')).toBeUndefined();
    cache.store('k', cache.begin(), 'meanwhile');
    cache.setTrusted(true);
    expect(cache.get('k')).toBeUndefined();
  });

  it('lets responses age out, so a change made around the API shows within a minute', () => {
    const cache = new ReadCache();
    cache.store('k', cache.begin(), 'x', 1000);
    expect(cache.get('k', 1000 + MAX_AGE_MS)).toBeDefined();
    expect(cache.get('k', 1001 + MAX_AGE_MS)).toBeUndefined();
  });
});

import { ReadCache } from './read-cache.js';
import { SESSION_MAX_AGE_MS, SESSION_MAX_ENTRIES, SessionCache } from './session-cache.js';

describe('the session cache', () => {
  const setUp = () => {
    const reads = new ReadCache();
    return { reads, sessions: new SessionCache<string>(reads) };
  };

  it('remembers a session until it is invalidated, or the read cache is', () => {
    const { reads, sessions } = setUp();
    sessions.store('s1', sessions.begin(), 'alice');
    expect(sessions.get('s1')).toBe('alice');
    sessions.invalidate();
    expect(sessions.get('s1')).toBeUndefined();

    sessions.store('s1', sessions.begin(), 'alice');
    reads.invalidate();
    expect(sessions.get('s1')).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it('emptying the session cache leaves the public responses cached', () => {
    const { reads, sessions } = setUp();
    reads.store('GET /api/products', reads.begin(), '[]');
    sessions.invalidate();
    expect(reads.get('GET /api/products')?.body).toBe('[]');
  });

  it('does not keep a session read while an invalidation happened (of either cache): it may be from before a logout', () => {
    const { reads, sessions } = setUp();
    const before = sessions.begin();
    sessions.invalidate();
    sessions.store('s1', before, 'alice');
    expect(sessions.get('s1')).toBeUndefined();

    const beforeWrite = sessions.begin();
    reads.invalidate();
    sessions.store('s1', beforeWrite, 'alice');
    expect(sessions.get('s1')).toBeUndefined();
  });

  it('is not used while the read cache is off (Redis away), and starts empty when it is back', () => {
    const { reads, sessions } = setUp();
    sessions.store('s1', sessions.begin(), 'alice');
    reads.setTrusted(false);
    expect(sessions.get('s1')).toBeUndefined();
    sessions.store('s2', sessions.begin(), 'bob');
    reads.setTrusted(true);
    expect(sessions.get('s1')).toBeUndefined();
    expect(sessions.get('s2')).toBeUndefined();
  });

  it('forgets a session after its age limit, and the oldest past its bound', () => {
    const { sessions } = setUp();
    sessions.store('s1', sessions.begin(), 'alice', 1_000);
    expect(sessions.get('s1', 1_000 + SESSION_MAX_AGE_MS)).toBe('alice');
    expect(sessions.get('s1', 1_001 + SESSION_MAX_AGE_MS)).toBeUndefined();

    for (let i = 0; i <= SESSION_MAX_ENTRIES; i++) sessions.store(`s${i}`, sessions.begin(), 'x');
    expect(sessions.size).toBe(SESSION_MAX_ENTRIES);
    expect(sessions.get('s0')).toBeUndefined();
    expect(sessions.get(`s${SESSION_MAX_ENTRIES}`)).toBe('x');
  });
});

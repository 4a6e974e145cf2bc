import { newAttemptKey, settlesAttempt } from './bookingAttempt';

describe('booking attempts (Idempotency-Key)', () => {
  it('makes a new random key each time, one the API takes (visible ASCII, at most 255)', () => {
    const keys = new Set(Array.from({ length: 50 }, newAttemptKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    ['a refusal', { status: 400, data: { error: 'No' } }, true],
    ['a session that ran out', { status: 401, data: {} }, true],
    ['a key used for another cart', { status: 422, data: {} }, true],
    ['short lines', { status: 409, data: { shortages: [] } }, true],
    ['the first press still being answered', { status: 409, data: { error: 'still being answered' } }, false],
    ['no response', { status: 'FETCH_ERROR', data: {} }, false],
    ['a timeout', { status: 'TIMEOUT_ERROR', data: {} }, false],
    ["the server's failure", { status: 502, data: {} }, false],
    ['a rate limit', { status: 429, data: {} }, false],
  ])('%s settles the attempt: %s', (_what, error, settles) => {
    expect(settlesAttempt(error)).toBe(settles);
  });
});

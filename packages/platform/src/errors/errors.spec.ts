import { ApiRequestError, errorMessage, shortagesOf, toApiError } from '@rental/platform/errors';

describe('errorMessage (spec §8: server text, else the fallback)', () => {
  it("returns the server's error field", () => {
    expect(errorMessage({ status: 401, data: { error: 'Invalid email or password', statusCode: 401 } }, 'Login failed. Please try again.')).toBe(
      'Invalid email or password',
    );
  });

  it('returns the fallback for network failures, empty bodies and non-errors', () => {
    const fallback = 'Login failed. Please try again.';
    expect(errorMessage({ status: 'FETCH_ERROR', data: { statusCode: undefined } }, fallback)).toBe(fallback);
    expect(errorMessage({ status: 500, data: { error: '  ' } }, fallback)).toBe(fallback);
    expect(errorMessage(undefined, fallback)).toBe(fallback);
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });

  it('reads ApiRequestError like an RTK Query failure', () => {
    expect(errorMessage(new ApiRequestError('Failed to presign upload', 500), 'x')).toBe('Failed to presign upload');
  });

  it('keeps a JSON body and drops a non-JSON one', () => {
    expect(toApiError({ status: 400, data: { error: 'Bad', statusCode: 400, fields: ['email'] } })).toEqual({
      status: 400,
      data: { error: 'Bad', statusCode: 400, fields: ['email'] },
    });
    expect(toApiError({ status: 'PARSING_ERROR', data: '<html>', error: 'SyntaxError' })).toEqual({ status: 'PARSING_ERROR', data: { statusCode: undefined } });
    expect(toApiError({ status: 502, data: '<html>' })).toEqual({ status: 502, data: { statusCode: 502 } });
  });
});

describe('shortagesOf (409 from quote or booking)', () => {
  const shortage = { key: 'STAGE-X', name: 'Stage Light X', requested: 2, available: 1 };

  it('reads the short lines of a 409', () => {
    expect(shortagesOf({ status: 409, data: { error: 'Only 1 of Stage Light X available from 2026-12-01 to 2026-12-03', shortages: [shortage] } })).toEqual([shortage]);
  });

  it('is empty for other failures and for a 409 without lines', () => {
    expect(shortagesOf({ status: 400, data: { error: 'Bad', shortages: [shortage] } })).toEqual([]);
    expect(shortagesOf({ status: 409, data: { error: 'A product with the key X already exists' } })).toEqual([]);
    expect(shortagesOf(undefined)).toEqual([]);
  });
});

import { ApiRequestError, errorMessage, toApiError } from './errors';

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

import { isLoadFailure } from './loadFailure';
import { RemoteUnavailableError } from './RemoteUnavailableError';

describe('isLoadFailure', () => {
  it("counts code that could not be fetched: webpack's ChunkLoadError and a remote that did not answer", () => {
    const chunk = new Error('Loading chunk 859 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isLoadFailure(chunk)).toBe(true);
    expect(isLoadFailure(new Error('Loading CSS chunk 12 failed. (/12.0123456789.css)'))).toBe(true);
    expect(isLoadFailure(new RemoteUnavailableError('mfe_catalog/App', new TypeError('Failed to fetch')))).toBe(true);
  });

  it('does not count code that ran and threw', () => {
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'price')"))).toBe(false);
    expect(isLoadFailure('Loading chunk 1 failed')).toBe(false);
  });
});

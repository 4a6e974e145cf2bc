import { isLoadFailure, platformVersionConflict } from './loadFailure';
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

describe('platformVersionConflict', () => {
  const refusal = 'mfe_gallery needs @rental/platform ^2.0.0, but this page runs @rental/platform 1.0.0';

  it("finds the kernel policy's refusal anywhere in the causes, naming both versions", () => {
    const wrapped = new RemoteUnavailableError('mfe_gallery/App', new Error(`[ Federation Runtime ]: ${refusal}`, { cause: new Error('x') }));
    expect(platformVersionConflict(wrapped)).toBe(refusal);
    expect(platformVersionConflict(new Error(refusal))).toBe(refusal);
  });

  it('is undefined for every other failure', () => {
    expect(platformVersionConflict(new RemoteUnavailableError('mfe_gallery/App', new TypeError('Failed to fetch')))).toBeUndefined();
    expect(platformVersionConflict(undefined)).toBeUndefined();
  });
});

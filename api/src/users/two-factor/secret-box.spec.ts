import { randomBytes } from 'node:crypto';
import { isEncrypted, openSecret, SecretKeyMismatchError, sealSecret } from './secret-box.js';

describe('authenticator secrets at rest', () => {
  const key = randomBytes(32);
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('stores no trace of the secret and opens it again with the same key', () => {
    const sealed = sealSecret(key, 7, secret);
    expect(isEncrypted(sealed)).toBe(true);
    expect(sealed).not.toContain(secret);
    expect(sealed.length).toBeLessThanOrEqual(200);
    expect(openSecret(key, 7, sealed)).toBe(secret);
    // A fresh IV each time: two seals of one secret differ.
    expect(sealSecret(key, 7, secret)).not.toBe(sealed);
  });

  it('refuses another key, another account and an altered value clearly', () => {
    const sealed = sealSecret(key, 7, secret);
    expect(() => openSecret(randomBytes(32), 7, sealed)).toThrow(SecretKeyMismatchError);
    expect(() => openSecret(key, 8, sealed)).toThrow(/cannot be decrypted with TWO_FACTOR_KEY/);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => openSecret(key, 7, altered)).toThrow(SecretKeyMismatchError);
  });

  it('reads a secret stored before encryption as it is', () => {
    expect(isEncrypted(secret)).toBe(false);
    expect(openSecret(key, 7, secret)).toBe(secret);
  });
});

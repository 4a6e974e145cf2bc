import { randomBytes } from 'node:crypto';
import { IdDocumentKeyMismatchError, idDocumentKeyOf, isSealedDocument, openDocument, sealDocument } from './id-document-seal.js';

describe('ID documents at rest', () => {
  const key = randomBytes(32);
  const name = 'ORD0042-0b6f0d5e-5c0e-4f3e-9a53-0d1c9d1f2a77.jpg';
  const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF passport page of A. Renter, NIC 200012345678')]);

  it('keeps no trace of the document and opens it again with the same key', () => {
    const sealed = sealDocument(key, name, photo);
    expect(isSealedDocument(sealed)).toBe(true);
    expect(sealed.includes(Buffer.from('passport'))).toBe(false);
    expect(sealed.includes(Buffer.from('200012345678'))).toBe(false);
    expect(openDocument(key, name, sealed).equals(photo)).toBe(true);
    // A fresh IV each time.
    expect(sealDocument(key, name, photo).equals(sealed)).toBe(false);
  });

  it('refuses another key, another order and an altered file', () => {
    const sealed = sealDocument(key, name, photo);
    expect(() => openDocument(randomBytes(32), name, sealed)).toThrow(IdDocumentKeyMismatchError);
    expect(() => openDocument(key, name.replace('ORD0042', 'ORD0043'), sealed)).toThrow(IdDocumentKeyMismatchError);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] ^= 1;
    expect(() => openDocument(key, name, altered)).toThrow(IdDocumentKeyMismatchError);
  });

  it('reads a document kept before sealing as it is', () => {
    expect(isSealedDocument(photo)).toBe(false);
    expect(openDocument(key, name, photo)).toBe(photo);
  });

  it('uses ID_DOCUMENTS_KEY when set, else a key of its own derived from the authenticator key', () => {
    const twoFactor = randomBytes(32);
    expect(idDocumentKeyOf(key, twoFactor)).toBe(key);
    const derived = idDocumentKeyOf(null, twoFactor);
    expect(derived).toHaveLength(32);
    expect(derived.equals(twoFactor)).toBe(false);
    expect(idDocumentKeyOf(null, twoFactor).equals(derived)).toBe(true);
  });
});

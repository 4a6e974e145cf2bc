import { hkdfSync } from 'node:crypto';
import { seal, unseal } from '../common/seal.js';

/** What a sealed document starts with: never the start of a JPEG, PNG, WebP or PDF, which are all a plain one can be. */
const MAGIC = Buffer.from('RENTAL-ID-DOCUMENT-V1\n', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored document that does not open with this key: kept with another ID_DOCUMENTS_KEY (or altered). */
export class IdDocumentKeyMismatchError extends Error {}

/** ID_DOCUMENTS_KEY, or without it a key of its own derived from the authenticator secrets' key. */
export const idDocumentKeyOf = (configured: Buffer | null, twoFactorKey: Buffer): Buffer =>
  configured ?? Buffer.from(hkdfSync('sha256', twoFactorKey, 'rental-api', 'id-documents', 32));

export const isSealedDocument = (stored: Buffer): boolean => stored.subarray(0, MAGIC.length).equals(MAGIC);

/**
 * The document as kept at rest: the marker, then AES-256-GCM's IV, tag and ciphertext, bound to
 * its stored name (which names the order), so a file moved to another order does not open.
 */
export function sealDocument(key: Buffer, storedKey: string, plain: Buffer): Buffer {
  const { iv, tag, body } = seal(key, `id-document:${storedKey}`, plain);
  return Buffer.concat([MAGIC, iv, tag, body]);
}

/** The plain document; one kept before documents were sealed is returned as it is. */
export function openDocument(key: Buffer, storedKey: string, stored: Buffer): Buffer {
  if (!isSealedDocument(stored)) return stored;
  const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = stored.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
  try {
    return unseal(key, `id-document:${storedKey}`, { iv, tag, body: stored.subarray(MAGIC.length + IV_BYTES + TAG_BYTES) });
  } catch {
    throw new IdDocumentKeyMismatchError();
  }
}

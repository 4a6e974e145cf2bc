import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What AES-256-GCM gives back: a fresh 96-bit IV, the authentication tag, the ciphertext. */
export interface Sealed {
  iv: Buffer;
  tag: Buffer;
  body: Buffer;
}

/**
 * AES-256-GCM for what the shop keeps encrypted at rest (authenticator secrets, renters' ID
 * documents). `bound` is authenticated with it, never stored in it: a value copied to another
 * account or order does not open.
 */
export function seal(key: Buffer, bound: string, plain: Buffer): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(bound));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

/** The plain bytes; throws for another key, another `bound`, or an altered value. */
export function unseal(key: Buffer, bound: string, { iv, tag, body }: Sealed): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(bound));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

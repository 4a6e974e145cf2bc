import { seal, unseal } from '../../common/seal.js';

/** What an encrypted secret starts with; a stored secret without it is from before encryption (plain Base32). */
const PREFIX = 'v1.';

/** The stored secret was encrypted with another key than TWO_FACTOR_KEY (or was altered). */
export class SecretKeyMismatchError extends Error {
  constructor() {
    super('An authenticator secret in the database cannot be decrypted with TWO_FACTOR_KEY: it was encrypted with another key. Set TWO_FACTOR_KEY to the key the shop used before (or have an admin reset the second factors).');
  }
}

export const isEncrypted = (stored: string) => stored.startsWith(PREFIX);

/**
 * AES-256-GCM (common/seal.ts) for the authenticator secrets at rest: a copy of the database (a
 * backup, a dump) no longer gives anyone the codes of the shop's admins. `v1.<iv>.<tag>.<ciphertext>`,
 * base64url; the account's id is bound in, so a secret copied to another account does not decrypt.
 */
export function sealSecret(key: Buffer, userId: number, secret: string): string {
  const { iv, tag, body } = seal(key, `user:${userId}`, Buffer.from(secret, 'utf8'));
  return `${PREFIX}${[iv, tag, body].map((part) => part.toString('base64url')).join('.')}`;
}

/** The Base32 secret; a plain (older) one as it is. Throws SecretKeyMismatchError for a wrong key. */
export function openSecret(key: Buffer, userId: number, stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const [iv, tag, body] = stored.slice(PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64url'));
  try {
    return unseal(key, `user:${userId}`, { iv, tag, body }).toString('utf8');
  } catch {
    throw new SecretKeyMismatchError();
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a local upload link allows: one PUT of one content type to one path, until it expires, up to a size. */
export interface UploadGrant {
  path: string;
  contentType: string;
  /** Unix time in seconds. */
  expires: number;
  maxBytes: number;
  /** The body must be exactly maxBytes long (the client told the size when asking for the link). */
  exact?: boolean;
  /** The account that asked for the link, when the upload is recorded as theirs (staff sending a customer's ID document). */
  by?: number;
}

/**
 * The key is derived from the JWT secret rather than being the secret itself, so a signature made
 * for one purpose can never be replayed as the other.
 */
const signingKey = (secret: string): Buffer => createHmac('sha256', secret).update('rental-api/upload-links/v1').digest();

export function signUploadGrant(secret: string, grant: UploadGrant): string {
  const message = ['PUT', grant.path, grant.contentType, grant.expires, grant.maxBytes, ...(grant.exact ? ['exact'] : []), ...(grant.by === undefined ? [] : [`by:${grant.by}`])].join('\n');
  return createHmac('sha256', signingKey(secret)).update(message).digest('base64url');
}

/** The query string of a signed link: `?type=…&expires=…&max=…&signature=…` */
export function uploadLinkQuery(secret: string, grant: UploadGrant): string {
  return new URLSearchParams({
    type: grant.contentType,
    expires: String(grant.expires),
    max: String(grant.maxBytes),
    ...(grant.exact ? { exact: '1' } : {}),
    ...(grant.by === undefined ? {} : { by: String(grant.by) }),
    signature: signUploadGrant(secret, grant),
  }).toString();
}

export type LinkCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a link's query against the path it was used on; the signature first, so a forged expiry reads as invalid. */
export function checkUploadLink(secret: string, path: string, query: Record<string, unknown>, now = Date.now()): LinkCheck {
  const { type, expires, max, signature, exact, by } = query;
  if (![type, expires, max, signature].every((v) => typeof v === 'string')) return { ok: false, reason: 'invalid' };
  if (!/^\d{1,12}$/.test(expires as string) || !/^\d{1,12}$/.test(max as string)) return { ok: false, reason: 'invalid' };
  if (by !== undefined && !(typeof by === 'string' && /^\d{1,10}$/.test(by))) return { ok: false, reason: 'invalid' };
  const grant: UploadGrant = { path, contentType: type as string, expires: Number(expires), maxBytes: Number(max), ...(exact === '1' ? { exact: true } : {}), ...(by === undefined ? {} : { by: Number(by) }) };
  const expected = Buffer.from(signUploadGrant(secret, grant));
  const given = Buffer.from(signature as string);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (grant.expires * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}

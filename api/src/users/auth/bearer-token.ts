export interface TokenPayload {
  sub: number;
  email: string;
  role: string;
  /** The session the token belongs to (sessions/session.entity.ts); tokens from before sessions have none and are refused. */
  sid: string;
}

export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * The role a token claims, read without checking its signature: only good for deciding whether a
 * request needs checking at all (a forged claim gains nothing, since a claimed admin is verified).
 */
export function claimedRole(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { role?: unknown };
    return typeof payload.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
}

import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { dataDirOf } from '../../config/server.config.js';
import { AtLeastChars, ConfigError, Decimal, type Env, Flag, HttpUrl, Pattern, Text, WholeNumber, readEnv, withoutTrailingSlash } from '../../config/env-rules.js';

/** An AES-256 key setting: 32 bytes as 64 hex digits, or base64 (44 characters with its padding). */
export const AES_KEY_FORMAT = /^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/;
/** The 32 bytes of a setting that matched AES_KEY_FORMAT. */
export const aesKeyOf = (value: string): Buffer => Buffer.from(value, /^[0-9a-fA-F]{64}$/.test(value) ? 'hex' : 'base64');
const PASSWORD_RESET_MINUTES = 'PASSWORD_RESET_MINUTES must be a number of minutes from 30 to 60';

class AuthVariables {
  @AtLeastChars(32, 'JWT_SECRET must be at least 32 characters (leave it unset to generate one in DATA_DIR)') JWT_SECRET?: string;
  @Pattern(/^\d+[smhd]?$/, 'JWT_EXPIRES_IN must be a number of seconds or a duration such as 15m, 12h or 7d') JWT_EXPIRES_IN?: string;
  @WholeNumber(4, 15, 'BCRYPT_COST must be a whole number from 4 to 15') BCRYPT_COST?: number;
  @WholeNumber(1, 8760, 'SESSION_IDLE_HOURS must be a whole number of hours from 1 to 8760') SESSION_IDLE_HOURS?: number;
  @Decimal(0.01, 60, PASSWORD_RESET_MINUTES) PASSWORD_RESET_MINUTES?: number;
  @Flag('TWO_FACTOR_REQUIRED must be true or false') TWO_FACTOR_REQUIRED?: boolean;
  @Pattern(AES_KEY_FORMAT, 'TWO_FACTOR_KEY must be 32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)') TWO_FACTOR_KEY?: string;
  @WholeNumber(3, 1000, 'SIGN_IN_MAX_FAILURES must be a whole number from 3 to 1000') SIGN_IN_MAX_FAILURES?: number;
  @WholeNumber(1, 86400, 'SIGN_IN_LOCK_SECONDS must be a whole number of seconds from 1 to 86400') SIGN_IN_LOCK_SECONDS?: number;
  @Text() GOOGLE_CLIENT_ID?: string;
  @HttpUrl('GOOGLE_API_URL must be an http(s) URL') GOOGLE_API_URL?: string;
  @WholeNumber(10, null, 'AUTH_RATE_LIMIT must be a whole number of at least 10') AUTH_RATE_LIMIT?: number;
  @WholeNumber(1, 60, 'AUTH_RATE_WINDOW_SECONDS must be a whole number from 1 to 60') AUTH_RATE_WINDOW_SECONDS?: number;
}

/** Signing in: tokens, sessions, passwords, two-step sign-in, Google, and the limits on guessing. */
export const authConfig = registerAs('auth', (env: Env = process.env) => {
  const vars = readEnv(AuthVariables, env);
  const production = env.NODE_ENV === 'production';
  const unsafe: string[] = [];
  if (production && !vars.TWO_FACTOR_KEY) unsafe.push('TWO_FACTOR_KEY must be set in production (32 random bytes, e.g. openssl rand -base64 32): it encrypts the authenticator secrets');
  if (production && vars.PASSWORD_RESET_MINUTES !== undefined && vars.PASSWORD_RESET_MINUTES < 30) unsafe.push(PASSWORD_RESET_MINUTES);
  if (unsafe.length) throw new ConfigError(unsafe);
  const jwtSecret = vars.JWT_SECRET ?? readOrCreateSecret(dataDirOf(env));
  return {
    jwtSecret,
    /** A session's absolute lifetime, as its token's expiry. */
    jwtExpiresIn: vars.JWT_EXPIRES_IN ?? '7d',
    /** A session not used for this long ends (hours). */
    sessionIdleHours: vars.SESSION_IDLE_HOURS ?? 72,
    bcryptCost: vars.BCRYPT_COST ?? 12,
    rateLimit: vars.AUTH_RATE_LIMIT ?? 10,
    rateWindowSeconds: vars.AUTH_RATE_WINDOW_SECONDS ?? 60,
    googleClientId: vars.GOOGLE_CLIENT_ID ?? null,
    googleApiUrl: withoutTrailingSlash(vars.GOOGLE_API_URL ?? 'https://www.googleapis.com'),
    /** How long a password-reset link works (minutes; 30 to 60, shorter only outside production, for tests). */
    passwordResetMinutes: vars.PASSWORD_RESET_MINUTES ?? 30,
    /** Admins and staff must set up two-step sign-in (an authenticator app) before they get a token. */
    twoFactorRequired: vars.TWO_FACTOR_REQUIRED ?? production,
    /** AES-256 key (32 bytes) that encrypts the authenticator secrets at rest (users/two-factor/secret-box.ts). */
    twoFactorKey: twoFactorKey(vars.TWO_FACTOR_KEY, jwtSecret),
    /** Failed sign-ins against one account (from any address) before it is refused for a while. */
    signInMaxFailures: vars.SIGN_IN_MAX_FAILURES ?? 10,
    /** How long such an account's sign-in is refused; also how long failures are counted. */
    signInLockSeconds: vars.SIGN_IN_LOCK_SECONDS ?? 900,
  };
});
export type AuthConfig = ReturnType<typeof authConfig>;

/**
 * TWO_FACTOR_KEY's 32 bytes; without it (never in production), a key derived from the token secret,
 * so a development shop works with no setting and keeps its secrets across restarts.
 */
function twoFactorKey(value: string | undefined, jwtSecret: string): Buffer {
  if (value) return aesKeyOf(value);
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'rental-api', 'two-factor-secrets', 32));
}

/** Without JWT_SECRET, a random secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // Exclusive: instances sharing DATA_DIR that start together all end up with the first one's secret.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}

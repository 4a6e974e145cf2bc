import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';

/** Injection token for the validated configuration object. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123' } as const;
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'customer123' } as const;

/**
 * Without CORS_ORIGINS: pages served from this machine, on any port, so a frontend added on a new
 * port (a new remote) needs no setting. Bearer tokens, no cookies (credentials: false), so an
 * allowed origin gains no one's session. Deployments list their origins.
 */
const DEFAULT_CORS_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** CORS_ORIGINS entries as the cors middleware takes them: `http://host:*` allows any port of that host. */
export function corsOriginMatchers(origins: string[]): (string | RegExp)[] {
  return origins.map((origin) => {
    const anyPort = /^(https?:\/\/[^/:]+):\*$/.exec(origin);
    return anyPort ? new RegExp(`^${escapeRegExp(anyPort[1])}:\\d{1,5}$`) : origin;
  });
}

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^-?\d+$/.test(String(value)) ? Number(value) : value;
const toNumber = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^\d+(\.\d+)?$/.test(String(value)) ? Number(value) : value;
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
/** 32 bytes: 64 hex digits, or base64 (44 characters with its padding). */
const TWO_FACTOR_KEY_FORMAT = /^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/;
const toUrl = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/** Environment variables the API reads; README.md documents each one. */
class EnvironmentVariables {
  @IsOptional() @Transform(toInt) @IsInt({ message: 'PORT must be a whole number between 1 and 65535' }) @Min(1, { message: 'PORT must be a whole number between 1 and 65535' }) @Max(65535, { message: 'PORT must be a whole number between 1 and 65535' })
  PORT?: number;

  @IsOptional() @IsString() HOST?: string;

  @IsOptional() @IsIn(['sqlite', 'mysql'], { message: 'DB_TYPE must be sqlite or mysql' })
  DB_TYPE?: 'sqlite' | 'mysql';

  @ValidateIf((env: EnvironmentVariables) => env.DB_TYPE === 'mysql' || env.DATABASE_URL !== undefined)
  @Matches(/^(mysql|mariadb):\/\/[^/]+\/[A-Za-z0-9_$]+(\?.*)?$/, {
    message: 'DATABASE_URL must look like mysql://user:password@host:3306/database (required when DB_TYPE=mysql)',
  })
  DATABASE_URL?: string;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'DB_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000' }) @Min(100, { message: 'DB_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000' }) @Max(60000, { message: 'DB_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000' })
  DB_TIMEOUT_MS?: number;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'CLIENT_IDLE_TIMEOUT_SECONDS must be a whole number from 1 to 600' }) @Min(1, { message: 'CLIENT_IDLE_TIMEOUT_SECONDS must be a whole number from 1 to 600' }) @Max(600, { message: 'CLIENT_IDLE_TIMEOUT_SECONDS must be a whole number from 1 to 600' })
  CLIENT_IDLE_TIMEOUT_SECONDS?: number;

  @IsOptional() @IsString() DATA_DIR?: string;

  @IsOptional() @IsEmail({}, { message: 'ADMIN_EMAIL must be an e-mail address' }) ADMIN_EMAIL?: string;
  @IsOptional() @MinLength(6, { message: 'ADMIN_PASSWORD must be at least 6 characters' }) ADMIN_PASSWORD?: string;

  @IsOptional() @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters (leave it unset to generate one in DATA_DIR)' })
  JWT_SECRET?: string;
  @IsOptional() @Matches(/^\d+[smhd]?$/, { message: 'JWT_EXPIRES_IN must be a number of seconds or a duration such as 15m, 12h or 7d' })
  JWT_EXPIRES_IN?: string;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'BCRYPT_COST must be a whole number from 4 to 15' }) @Min(4, { message: 'BCRYPT_COST must be a whole number from 4 to 15' }) @Max(15, { message: 'BCRYPT_COST must be a whole number from 4 to 15' })
  BCRYPT_COST?: number;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'SESSION_IDLE_HOURS must be a whole number of hours from 1 to 8760' }) @Min(1, { message: 'SESSION_IDLE_HOURS must be a whole number of hours from 1 to 8760' }) @Max(8760, { message: 'SESSION_IDLE_HOURS must be a whole number of hours from 1 to 8760' })
  SESSION_IDLE_HOURS?: number;

  @IsOptional() @Transform(toNumber) @IsNumber({}, { message: 'PASSWORD_RESET_MINUTES must be a number of minutes from 30 to 60' }) @Min(0.01, { message: 'PASSWORD_RESET_MINUTES must be a number of minutes from 30 to 60' }) @Max(60, { message: 'PASSWORD_RESET_MINUTES must be a number of minutes from 30 to 60' })
  PASSWORD_RESET_MINUTES?: number;
  @IsOptional() @Transform(toBool) @IsBoolean({ message: 'TWO_FACTOR_REQUIRED must be true or false' }) TWO_FACTOR_REQUIRED?: boolean;
  @IsOptional() @Matches(TWO_FACTOR_KEY_FORMAT, { message: 'TWO_FACTOR_KEY must be 32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)' })
  TWO_FACTOR_KEY?: string;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'SIGN_IN_MAX_FAILURES must be a whole number from 3 to 1000' }) @Min(3, { message: 'SIGN_IN_MAX_FAILURES must be a whole number from 3 to 1000' }) @Max(1000, { message: 'SIGN_IN_MAX_FAILURES must be a whole number from 3 to 1000' })
  SIGN_IN_MAX_FAILURES?: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'SIGN_IN_LOCK_SECONDS must be a whole number of seconds from 1 to 86400' }) @Min(1, { message: 'SIGN_IN_LOCK_SECONDS must be a whole number of seconds from 1 to 86400' }) @Max(86400, { message: 'SIGN_IN_LOCK_SECONDS must be a whole number of seconds from 1 to 86400' })
  SIGN_IN_LOCK_SECONDS?: number;

  @IsOptional() @IsString() GOOGLE_CLIENT_ID?: string;
  @IsOptional() @IsUrl(toUrl, { message: 'GOOGLE_API_URL must be an http(s) URL' }) GOOGLE_API_URL?: string;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'AUTH_RATE_LIMIT must be a whole number of at least 10' }) @Min(10, { message: 'AUTH_RATE_LIMIT must be a whole number of at least 10' })
  AUTH_RATE_LIMIT?: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'AUTH_RATE_WINDOW_SECONDS must be a whole number from 1 to 60' }) @Min(1, { message: 'AUTH_RATE_WINDOW_SECONDS must be a whole number from 1 to 60' }) @Max(60, { message: 'AUTH_RATE_WINDOW_SECONDS must be a whole number from 1 to 60' })
  AUTH_RATE_WINDOW_SECONDS?: number;

  @IsOptional() @Transform(toInt) @IsInt({ message: 'PUBLIC_READ_RATE_LIMIT must be a whole number of at least 10' }) @Min(10, { message: 'PUBLIC_READ_RATE_LIMIT must be a whole number of at least 10' })
  PUBLIC_READ_RATE_LIMIT?: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'PUBLIC_READ_RATE_WINDOW_SECONDS must be a whole number from 1 to 3600' }) @Min(1, { message: 'PUBLIC_READ_RATE_WINDOW_SECONDS must be a whole number from 1 to 3600' }) @Max(3600, { message: 'PUBLIC_READ_RATE_WINDOW_SECONDS must be a whole number from 1 to 3600' })
  PUBLIC_READ_RATE_WINDOW_SECONDS?: number;

  @IsOptional() @Transform(toNumber) @IsNumber({}, { message: 'PENDING_HOLD_HOURS must be a number of hours from 0.001 to 8760' }) @Min(0.001, { message: 'PENDING_HOLD_HOURS must be a number of hours from 0.001 to 8760' }) @Max(8760, { message: 'PENDING_HOLD_HOURS must be a number of hours from 0.001 to 8760' })
  PENDING_HOLD_HOURS?: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'MAX_OPEN_BOOKINGS must be a whole number from 1 to 1000000' }) @Min(1, { message: 'MAX_OPEN_BOOKINGS must be a whole number from 1 to 1000000' }) @Max(1_000_000, { message: 'MAX_OPEN_BOOKINGS must be a whole number from 1 to 1000000' })
  MAX_OPEN_BOOKINGS?: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'MAX_RENTAL_DAYS must be a whole number from 1 to 3650' }) @Min(1, { message: 'MAX_RENTAL_DAYS must be a whole number from 1 to 3650' }) @Max(3650, { message: 'MAX_RENTAL_DAYS must be a whole number from 1 to 3650' })
  MAX_RENTAL_DAYS?: number;

  @IsOptional() @Matches(/^(https?:\/\/[^,\s]+)(,https?:\/\/[^,\s]+)*$/, { message: 'CORS_ORIGINS must be a comma-separated list of http(s) origins (host:* for any port)' })
  CORS_ORIGINS?: string;

  @IsOptional() @IsUrl(toUrl, { message: 'PUBLIC_URL must be an http(s) URL' }) PUBLIC_URL?: string;

  @IsOptional() @Transform(toBool) @IsBoolean({ message: 'SEED_DEMO_DATA must be true or false' }) SEED_DEMO_DATA?: boolean;

  @IsOptional() @Matches(/^rediss?:\/\/[^\s]+$/, { message: 'REDIS_URL must look like redis://host:6379 (or rediss:// for TLS)' })
  REDIS_URL?: string;
  @IsOptional() @Matches(/^[\w:.-]{1,64}$/, { message: 'REDIS_PREFIX must be up to 64 letters, digits or : . _ -' }) REDIS_PREFIX?: string;

  @IsOptional() @Matches(/^[\x21-\x7e]{24,200}$/, { message: 'METRICS_TOKEN must be at least 24 printable characters without spaces (e.g. openssl rand -hex 24)' })
  METRICS_TOKEN?: string;

  @IsOptional() @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' }) LOG_FORMAT?: 'json' | 'pretty';

  @IsOptional() @Matches(/^(true|false|\d{1,2}|[0-9a-fA-F.:/,\s]+)$/, { message: 'TRUST_PROXY must be true, false, a number of proxies or a comma-separated list of proxy addresses' })
  TRUST_PROXY?: string;

  @IsOptional() @Matches(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, { message: 'TAX_RATE_PERCENT must be a percentage from 0 to 100 with at most 2 decimals, such as 18' })
  TAX_RATE_PERCENT?: string;
  @IsOptional() @Matches(/^(10(\.0{1,2})?|\d(\.\d{1,2})?)$/, { message: 'LATE_FEE_MULTIPLIER must be a number from 0 to 10 with at most 2 decimals, such as 1 or 1.5' })
  LATE_FEE_MULTIPLIER?: string;
  @IsOptional() @Matches(/^(?=.*\S)[^\r\n]{1,80}$/, { message: 'SHOP_NAME must be the shop\'s name on one line, at most 80 characters' }) SHOP_NAME?: string;
  @IsOptional() @IsString() SHOP_ADDRESS?: string;
  @IsOptional() @IsEmail({}, { message: 'SHOP_EMAIL must be an e-mail address (where contact messages are sent)' }) SHOP_EMAIL?: string;
  @IsOptional() @Matches(/^\+?[0-9][0-9 ()-]{5,30}$/, { message: 'SHOP_PHONE must be a phone number such as +94 11 234 5678' }) SHOP_PHONE?: string;

  @IsOptional() @IsUrl(toUrl, { message: 'PUBLIC_SITE_URL must be an http(s) URL' }) PUBLIC_SITE_URL?: string;
  @IsOptional() @Matches(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must look like smtp://user:password@host:587 (or smtps:// for TLS)' })
  SMTP_URL?: string;
  @IsOptional() @IsString() @MinLength(3, { message: 'MAIL_FROM must be an address such as "Shop <bookings@example.com>"' }) MAIL_FROM?: string;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'MAIL_TICK_MS must be a whole number of milliseconds from 50 to 3600000' }) @Min(50, { message: 'MAIL_TICK_MS must be a whole number of milliseconds from 50 to 3600000' }) @Max(3_600_000, { message: 'MAIL_TICK_MS must be a whole number of milliseconds from 50 to 3600000' })
  MAIL_TICK_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'MAIL_RETRY_MS must be a whole number of milliseconds from 50 to 86400000' }) @Min(50, { message: 'MAIL_RETRY_MS must be a whole number of milliseconds from 50 to 86400000' }) @Max(86_400_000, { message: 'MAIL_RETRY_MS must be a whole number of milliseconds from 50 to 86400000' })
  MAIL_RETRY_MS?: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: 'MAIL_MAX_ATTEMPTS must be a whole number from 1 to 1000' }) @Min(1, { message: 'MAIL_MAX_ATTEMPTS must be a whole number from 1 to 1000' }) @Max(1000, { message: 'MAIL_MAX_ATTEMPTS must be a whole number from 1 to 1000' })
  MAIL_MAX_ATTEMPTS?: number;

  @IsOptional() @IsIn(['local', 's3'], { message: 'STORAGE must be local or s3' }) STORAGE?: 'local' | 's3';
  @IsOptional() @Transform(toInt) @IsInt({ message: 'UPLOAD_URL_TTL_SECONDS must be a whole number from 10 to 3600' }) @Min(10, { message: 'UPLOAD_URL_TTL_SECONDS must be a whole number from 10 to 3600' }) @Max(3600, { message: 'UPLOAD_URL_TTL_SECONDS must be a whole number from 10 to 3600' })
  UPLOAD_URL_TTL_SECONDS?: number;

  @ValidateIf((env: EnvironmentVariables) => env.STORAGE === 's3')
  @IsUrl(toUrl, { message: 'S3_ENDPOINT must be an http(s) URL (required when STORAGE=s3)' })
  S3_ENDPOINT?: string;
  @ValidateIf((env: EnvironmentVariables) => env.STORAGE === 's3')
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a valid bucket name (required when STORAGE=s3)' })
  S3_BUCKET?: string;
  @IsOptional() @IsString() S3_REGION?: string;
  @ValidateIf((env: EnvironmentVariables) => env.STORAGE === 's3')
  @IsString({ message: 'S3_ACCESS_KEY_ID is required when STORAGE=s3' })
  S3_ACCESS_KEY_ID?: string;
  @ValidateIf((env: EnvironmentVariables) => env.STORAGE === 's3')
  @IsString({ message: 'S3_SECRET_ACCESS_KEY is required when STORAGE=s3' })
  S3_SECRET_ACCESS_KEY?: string;
  @ValidateIf((env: EnvironmentVariables) => env.STORAGE === 's3')
  @IsUrl(toUrl, { message: 'S3_PUBLIC_URL must be the http(s) base URL objects are read from (required when STORAGE=s3)' })
  S3_PUBLIC_URL?: string;
}

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  corsOrigins: string[];
  database: { type: 'sqlite'; file: string | null } | { type: 'mysql'; url: string };
  /** With MySQL: the longest a request waits for a connection or a query before it is answered 503. */
  databaseTimeoutMs: number;
  /** A connection on which the client sends nothing for this long (an unfinished body, an idle keep-alive) is closed. */
  clientIdleTimeoutSeconds: number;
  seedDemoData: boolean;
  /** Shared rate limits and cache invalidation across instances; null runs the API as one instance. */
  redisUrl: string | null;
  /** Put before every Redis key and channel of this shop. */
  redisPrefix: string;
  /** Bearer token Prometheus sends to GET /api/metrics; null: the route does not exist (404). */
  metricsToken: string | null;
  /** json: one line per event (operators, Docker); pretty: for people at a terminal. */
  logFormat: 'json' | 'pretty';
  /** Which proxies' X-Forwarded-For to believe (a load balancer): false, true, a hop count or addresses. */
  trustProxy: boolean | number | string;
  admin: { email: string; password: string };
  auth: {
    jwtSecret: string;
    /** A session's absolute lifetime, as its token's expiry. */
    jwtExpiresIn: string;
    /** A session not used for this long ends (hours). */
    sessionIdleHours: number;
    bcryptCost: number;
    rateLimit: number;
    rateWindowSeconds: number;
    googleClientId: string | null;
    googleApiUrl: string;
    /** How long a password-reset link works (minutes; 30 to 60, shorter only outside production, for tests). */
    passwordResetMinutes: number;
    /** Admins and staff must set up two-step sign-in (an authenticator app) before they get a token. */
    twoFactorRequired: boolean;
    /** AES-256 key (32 bytes) that encrypts the authenticator secrets at rest (users/two-factor/secret-box.ts). */
    twoFactorKey: Buffer;
    /** Failed sign-ins against one account (from any address) before it is refused for a while. */
    signInMaxFailures: number;
    /** How long such an account's sign-in is refused; also how long failures are counted. */
    signInLockSeconds: number;
  };
  /** Money rules of the shop: tax on rental charges and fees, and the late-fee multiplier of the day rate. */
  pricing: { taxBasisPoints: number; lateFeeMultiplierHundredths: number };
  /** Printed at the top of invoices and quotes; the Contact page shows them, contact messages go to its e-mail. */
  shop: { name: string; address: string; email: string; phone: string };
  /** The shop's site as customers reach it (the shell): links in e-mails point here. */
  publicSiteUrl: string;
  /** Booking e-mails: sent through SMTP when smtpUrl is set, else written as .eml files into outboxDir. */
  mail: {
    smtpUrl: string | null;
    from: string;
    outboxDir: string;
    /** How often reminders are looked for and due mails sent. */
    tickMs: number;
    /** The wait after the first failed try; it doubles with each further failure (at most an hour). */
    retryMs: number;
    /** Tries before a mail is marked 'failed'. */
    maxAttempts: number;
  };
  /** Public quote and availability: requests allowed per client address and window (cache hits count too). */
  publicReadRateLimit: { limit: number; windowSeconds: number };
  /** How much stock a customer's bookings may hold (staff are exempt). */
  holding: {
    /** A Pending booking not approved within this time stops holding units and is marked 'Expired'. */
    pendingHoldHours: number;
    /** Pending or approved bookings a customer may have at once. */
    maxOpenBookings: number;
    /** The longest rental a customer may book online. */
    maxRentalDays: number;
  };
  storage: {
    driver: 'local' | 's3';
    maxBytes: number;
    urlTtlSeconds: number;
    s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string } | null;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The shop's name on paper and in e-mails when SHOP_NAME is unset: the name the site shows. */
export const DEFAULT_SHOP_NAME = 'Stage Rentals';

/** Reads, validates and normalises the environment once, at boot. Throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const vars = plainToInstance(EnvironmentVariables, raw);
  const errors = validateSync(vars, { skipMissingProperties: false });
  if (errors.length) {
    throw new ConfigError(errors.flatMap((e) => Object.values(e.constraints ?? {}).slice(0, 1)));
  }

  const port = vars.PORT ?? 3000;
  const dataDir = resolve(vars.DATA_DIR ?? './data');
  const dbType = vars.DB_TYPE ?? 'sqlite';
  if (env.NODE_ENV === 'production') {
    // A real shop never starts with what anyone can read in this repository.
    const unsafe: string[] = [];
    if (!vars.ADMIN_PASSWORD || vars.ADMIN_PASSWORD === DEMO_ADMIN.password) unsafe.push('ADMIN_PASSWORD must be set to a password of your own in production (the demo password is public)');
    if (vars.SEED_DEMO_DATA ?? dbType === 'sqlite') unsafe.push('SEED_DEMO_DATA must be false in production (the demo accounts have public passwords)');
    if (!vars.TWO_FACTOR_KEY) unsafe.push('TWO_FACTOR_KEY must be set in production (32 random bytes, e.g. openssl rand -base64 32): it encrypts the authenticator secrets');
    if (vars.PASSWORD_RESET_MINUTES !== undefined && vars.PASSWORD_RESET_MINUTES < 30) unsafe.push('PASSWORD_RESET_MINUTES must be a number of minutes from 30 to 60');
    if (unsafe.length) throw new ConfigError(unsafe);
  }
  const storage = vars.STORAGE ?? 'local';
  // The shop's one name: the site's ("Stage Rentals", shell/server/src/pageTitles.ts) unless the shop sets another.
  const shopName = vars.SHOP_NAME?.trim() ?? DEFAULT_SHOP_NAME;
  const jwtSecret = vars.JWT_SECRET ?? readOrCreateSecret(dataDir);
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    corsOrigins: (vars.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS).split(','),
    database: dbType === 'mysql' ? { type: 'mysql', url: vars.DATABASE_URL! } : { type: 'sqlite', file: join(dataDir, 'rental.sqlite') },
    databaseTimeoutMs: vars.DB_TIMEOUT_MS ?? 1500,
    clientIdleTimeoutSeconds: vars.CLIENT_IDLE_TIMEOUT_SECONDS ?? 30,
    seedDemoData: vars.SEED_DEMO_DATA ?? dbType === 'sqlite',
    redisUrl: vars.REDIS_URL ?? null,
    redisPrefix: vars.REDIS_PREFIX ?? 'rental:',
    metricsToken: vars.METRICS_TOKEN ?? null,
    logFormat: vars.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: trustProxy(vars.TRUST_PROXY),
    admin: { email: (vars.ADMIN_EMAIL ?? DEMO_ADMIN.email).toLowerCase(), password: vars.ADMIN_PASSWORD ?? DEMO_ADMIN.password },
    auth: {
      jwtSecret,
      jwtExpiresIn: vars.JWT_EXPIRES_IN ?? '7d',
      sessionIdleHours: vars.SESSION_IDLE_HOURS ?? 72,
      bcryptCost: vars.BCRYPT_COST ?? 12,
      rateLimit: vars.AUTH_RATE_LIMIT ?? 10,
      rateWindowSeconds: vars.AUTH_RATE_WINDOW_SECONDS ?? 60,
      googleClientId: vars.GOOGLE_CLIENT_ID ?? null,
      googleApiUrl: (vars.GOOGLE_API_URL ?? 'https://www.googleapis.com').replace(/\/$/, ''),
      passwordResetMinutes: vars.PASSWORD_RESET_MINUTES ?? 30,
      twoFactorRequired: vars.TWO_FACTOR_REQUIRED ?? env.NODE_ENV === 'production',
      twoFactorKey: twoFactorKey(vars.TWO_FACTOR_KEY, jwtSecret),
      signInMaxFailures: vars.SIGN_IN_MAX_FAILURES ?? 10,
      signInLockSeconds: vars.SIGN_IN_LOCK_SECONDS ?? 900,
    },
    pricing: {
      taxBasisPoints: hundredths(vars.TAX_RATE_PERCENT ?? '0'),
      lateFeeMultiplierHundredths: hundredths(vars.LATE_FEE_MULTIPLIER ?? '1'),
    },
    shop: {
      name: shopName,
      address: vars.SHOP_ADDRESS ?? '12 Stage Road, Colombo 03',
      email: (vars.SHOP_EMAIL ?? 'shop@localhost').toLowerCase(),
      phone: vars.SHOP_PHONE ?? '+94 11 234 5678',
    },
    publicSiteUrl: (vars.PUBLIC_SITE_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM ?? `"${shopName.replace(/["\\]/g, '')}" <no-reply@localhost>`,
      outboxDir: join(dataDir, 'outbox'),
      tickMs: vars.MAIL_TICK_MS ?? 10_000,
      retryMs: vars.MAIL_RETRY_MS ?? 30_000,
      maxAttempts: vars.MAIL_MAX_ATTEMPTS ?? 10,
    },
    publicReadRateLimit: { limit: vars.PUBLIC_READ_RATE_LIMIT ?? 120, windowSeconds: vars.PUBLIC_READ_RATE_WINDOW_SECONDS ?? 60 },
    holding: { pendingHoldHours: vars.PENDING_HOLD_HOURS ?? 48, maxOpenBookings: vars.MAX_OPEN_BOOKINGS ?? 5, maxRentalDays: vars.MAX_RENTAL_DAYS ?? 90 },
    storage: {
      driver: storage,
      maxBytes: 10 * 1024 * 1024,
      urlTtlSeconds: vars.UPLOAD_URL_TTL_SECONDS ?? 300,
      s3:
        storage === 's3'
          ? {
              endpoint: vars.S3_ENDPOINT!,
              bucket: vars.S3_BUCKET!,
              region: vars.S3_REGION ?? 'us-east-1',
              accessKeyId: vars.S3_ACCESS_KEY_ID!,
              secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
              publicUrl: vars.S3_PUBLIC_URL!.replace(/\/$/, ''),
            }
          : null,
    },
  };
}

/** '18' → 1800, '1.5' → 150: a decimal with up to 2 places, as a whole number of hundredths (exact, no floating point). */
function hundredths(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * TWO_FACTOR_KEY's 32 bytes; without it (never in production), a key derived from the token secret,
 * so a development shop works with no setting and keeps its secrets across restarts.
 */
function twoFactorKey(value: string | undefined, jwtSecret: string): Buffer {
  if (value) return Buffer.from(value, /^[0-9a-fA-F]{64}$/.test(value) ? 'hex' : 'base64');
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'rental-api', 'two-factor-secrets', 32));
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** For entry points: the configuration, or the list of problems on stderr and exit code 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
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

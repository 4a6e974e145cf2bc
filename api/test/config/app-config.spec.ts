import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/app-config.js';
import { corsOriginMatchers } from '../../src/config/server.config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'rental-config-'));

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

/** A 32-byte key in base64, as `openssl rand -base64 32` prints one. */
const KEY = Buffer.alloc(32, 7).toString('base64');

describe('configuration read at boot', () => {
  it('has working defaults: port 3000, embedded SQLite in DATA_DIR, demo admin, local uploads, bcrypt cost 12', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.server.port).toBe(3000);
    expect(config.database).toEqual({ type: 'sqlite', file: join(dir, 'rental.sqlite'), timeoutMs: 1500 });
    expect(config.seed.admin).toEqual({ email: 'admin@example.com', password: 'admin123' });
    expect(config.uploads.driver).toBe('local');
    expect(config.auth.bcryptCost).toBe(12);
    expect(config.auth.rateLimit).toBeGreaterThanOrEqual(10);
    expect(config.seed.demoData).toBe(true);
    expect(config.server.corsOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('allows browser pages of this machine on any port by default (a new remote needs no setting), and nothing else', () => {
    const allowed = (origin: string, origins = loadConfig({ DATA_DIR: dataDir() }).server.corsOrigins) =>
      corsOriginMatchers(origins).some((matcher) => (typeof matcher === 'string' ? matcher === origin : matcher.test(origin)));
    for (const origin of ['http://localhost:8080', 'http://localhost:8085', 'http://127.0.0.1:4081']) expect(allowed(origin)).toBe(true);
    for (const origin of ['https://evil.example', 'http://localhost.evil.example:8080', 'http://evil.example/http://localhost:8080']) expect(allowed(origin)).toBe(false);
    expect(allowed('http://localhost:8085', ['https://shop.example'])).toBe(false);
    expect(allowed('https://shop.example', ['https://shop.example'])).toBe(true);
  });

  it('refuses to start in production with the demo admin password or demo data, naming the variable to set', () => {
    const key = { TWO_FACTOR_KEY: KEY };
    expect(problemsOf({ NODE_ENV: 'production', DB_TYPE: 'mysql', DATABASE_URL: 'mysql://shop@db:3306/shop', ...key })).toEqual([
      'ADMIN_PASSWORD must be set to a password of your own in production (the demo password is public)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'admin123', ...key })).toEqual([
      'ADMIN_PASSWORD must be set to a password of your own in production (the demo password is public)',
      'SEED_DEMO_DATA must be false in production (the demo accounts have public passwords)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-shop-password', SEED_DEMO_DATA: 'false', ...key })).toEqual([]);
    expect(problemsOf({ ADMIN_PASSWORD: 'admin123' })).toEqual([]);
  });

  it('needs TWO_FACTOR_KEY in production (32 bytes, hex or base64); elsewhere a key derived from the token secret', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-shop-password', SEED_DEMO_DATA: 'false' };
    expect(problemsOf(production)).toEqual(['TWO_FACTOR_KEY must be set in production (32 random bytes, e.g. openssl rand -base64 32): it encrypts the authenticator secrets']);
    expect(problemsOf({ TWO_FACTOR_KEY: 'too-short' })).toEqual(['TWO_FACTOR_KEY must be 32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)']);
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir(), TWO_FACTOR_KEY: hex }).auth.twoFactorKey.toString('hex')).toBe(hex);
    expect(loadConfig({ DATA_DIR: dataDir(), TWO_FACTOR_KEY: KEY }).auth.twoFactorKey.toString('base64')).toBe(KEY);
    const derived = (secret: string) => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: secret }).auth.twoFactorKey;
    expect(derived('x'.repeat(40))).toHaveLength(32);
    expect(derived('x'.repeat(40)).equals(derived('x'.repeat(40)))).toBe(true);
    expect(derived('x'.repeat(40)).equals(derived('y'.repeat(40)))).toBe(false);
  });

  it('keeps password-reset links 30 minutes by default, 30 to 60 in production (shorter only for tests)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).auth.passwordResetMinutes).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir(), PASSWORD_RESET_MINUTES: '45' }).auth.passwordResetMinutes).toBe(45);
    expect(loadConfig({ DATA_DIR: dataDir(), PASSWORD_RESET_MINUTES: '0.05' }).auth.passwordResetMinutes).toBe(0.05);
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-shop-password', SEED_DEMO_DATA: 'false', TWO_FACTOR_KEY: KEY };
    expect(problemsOf({ ...production, PASSWORD_RESET_MINUTES: '10' })).toEqual(['PASSWORD_RESET_MINUTES must be a number of minutes from 30 to 60']);
    expect(problemsOf({ PASSWORD_RESET_MINUTES: '61' })).toEqual(['PASSWORD_RESET_MINUTES must be a number of minutes from 30 to 60']);
    expect(problemsOf({ PASSWORD_RESET_MINUTES: 'soon' })).toEqual(['PASSWORD_RESET_MINUTES must be a number of minutes from 30 to 60']);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).auth.jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).auth.jwtSecret).toBe(first);
  });

  it('reads MySQL settings, and does not seed demo data there unless asked', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DB_TYPE: 'mysql', DATABASE_URL: 'mysql://root:pw@db:3306/rental' });
    expect(config.database).toEqual({ type: 'mysql', url: 'mysql://root:pw@db:3306/rental', timeoutMs: 1500 });
    expect(config.seed.demoData).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [{ DB_TYPE: 'postgres' }, 'DB_TYPE must be sqlite or mysql'],
    [{ DB_TYPE: 'mysql' }, 'DATABASE_URL must look like mysql://user:password@host:3306/database (required when DB_TYPE=mysql)'],
    [{ DB_TYPE: 'mysql', DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL must look like mysql://user:password@host:3306/database (required when DB_TYPE=mysql)'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD must be at least 6 characters'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters (leave it unset to generate one in DATA_DIR)'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must be a number of seconds or a duration such as 15m, 12h or 7d'],
    [{ BCRYPT_COST: '3' }, 'BCRYPT_COST must be a whole number from 4 to 15'],
    [{ AUTH_RATE_LIMIT: '5' }, 'AUTH_RATE_LIMIT must be a whole number of at least 10'],
    [{ CORS_ORIGINS: 'localhost:8080' }, 'CORS_ORIGINS must be a comma-separated list of http(s) origins (host:* for any port)'],
    [{ STORAGE: 'ftp' }, 'STORAGE must be local or s3'],
    [{ STORAGE: 's3' }, 'S3_ENDPOINT must be an http(s) URL (required when STORAGE=s3)'],
    [{ GOOGLE_API_URL: 'not a url' }, 'GOOGLE_API_URL must be an http(s) URL'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA must be true or false'],
    [{ MAX_RENTAL_DAYS: '1096' }, 'MAX_RENTAL_DAYS must be a whole number from 1 to 1095'],
    [{ MAX_RENTAL_DAYS: '0' }, 'MAX_RENTAL_DAYS must be a whole number from 1 to 1095'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(problemsOf(env)).toContain(message);
  });

  it('writes e-mails as .eml files in DATA_DIR/outbox without SMTP_URL, links them to the local shell, and checks the mail settings', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, SHOP_NAME: 'Stage "Pro" Hire' });
    expect(config.mail).toEqual({ smtpUrl: null, from: '"Stage Pro Hire" <no-reply@localhost>', outboxDir: join(dir, 'outbox'), tickMs: 10_000, retryMs: 30_000, maxAttempts: 10 });
    expect(config.server.publicSiteUrl).toBe('http://localhost:8080');
    const set = loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtps://shop:secret@mail.example.com:465', PUBLIC_SITE_URL: 'https://shop.example.com/', MAIL_TICK_MS: '500' });
    expect(set.mail.smtpUrl).toBe('smtps://shop:secret@mail.example.com:465');
    expect(set.server.publicSiteUrl).toBe('https://shop.example.com');
    expect(problemsOf({ SMTP_URL: 'mail.example.com', MAIL_TICK_MS: '10', MAIL_MAX_ATTEMPTS: '0', PUBLIC_SITE_URL: 'shop' })).toEqual([
      'PUBLIC_SITE_URL must be an http(s) URL',
      'SMTP_URL must look like smtp://user:password@host:587 (or smtps:// for TLS)',
      'MAIL_TICK_MS must be a whole number of milliseconds from 50 to 3600000',
      'MAIL_MAX_ATTEMPTS must be a whole number from 1 to 1000',
    ]);
  });

  it('names the shop "Stage Rentals" by default, as the site does, on paper and in the sender', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.shop.name).toBe('Stage Rentals');
    expect(config.mail.from).toBe('"Stage Rentals" <no-reply@localhost>');
    expect(problemsOf({ SHOP_NAME: '   ' })).toEqual(['SHOP_NAME must be the shop\'s name on one line, at most 80 characters']);
    expect(problemsOf({ SHOP_NAME: 'Stage\nRentals' })).toHaveLength(1);
  });

  it("reads the shop's contact e-mail and phone (the Contact page, contact messages' recipient) and checks them", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shop).toEqual({ name: 'Stage Rentals', address: '12 Stage Road, Colombo 03', email: 'shop@localhost', phone: '+94 11 234 5678' });
    const set = loadConfig({ DATA_DIR: dataDir(), SHOP_EMAIL: 'Hello@Shop.example', SHOP_PHONE: '+94 77 123 4567' });
    expect(set.shop).toEqual(expect.objectContaining({ email: 'hello@shop.example', phone: '+94 77 123 4567' }));
    expect(problemsOf({ SHOP_EMAIL: 'shop', SHOP_PHONE: 'call us' })).toEqual([
      'SHOP_EMAIL must be an e-mail address (where contact messages are sent)',
      'SHOP_PHONE must be a phone number such as +94 11 234 5678',
    ]);
  });

  it('lists every bad value at once', () => {
    expect(problemsOf({ PORT: '0', DB_TYPE: 'oracle', BCRYPT_COST: '99' })).toHaveLength(3);
  });

  it("lists every feature's bad values together, the payment settings and the production checks included", () => {
    expect(problemsOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-shop-password', SEED_DEMO_DATA: 'false', MAIL_TICK_MS: '1', PAYMENT_PROVIDER: 'paypal' })).toEqual([
      'TWO_FACTOR_KEY must be set in production (32 random bytes, e.g. openssl rand -base64 32): it encrypts the authenticator secrets',
      'MAIL_TICK_MS must be a whole number of milliseconds from 50 to 3600000',
      'PAYMENT_PROVIDER must be payhere or stripe',
    ]);
  });

  it('keeps online bookings to 90 days unless MAX_RENTAL_DAYS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).orders.holding.maxOnlineRentalDays).toBe(90);
    expect(loadConfig({ DATA_DIR: dataDir(), MAX_RENTAL_DAYS: '1095' }).orders.holding.maxOnlineRentalDays).toBe(1095);
  });

  it('logs one successful read in 10 unless LOG_READ_SAMPLE says one in N (1: every one, 0: none)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).logging.readSample).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_READ_SAMPLE: '1' }).logging.readSample).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_READ_SAMPLE: '100' }).logging.readSample).toBe(100);
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_READ_SAMPLE: '0' }).logging.readSample).toBe(0);
    expect(problemsOf({ LOG_READ_SAMPLE: 'some' })).toEqual(['LOG_READ_SAMPLE must be a whole number from 0 (no lines for successful reads) to 1000000']);
  });

  it("keeps renters' ID documents on the API's disk unless a private bucket is named, swept every minute", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).idDocuments).toEqual({ sweepMs: 60_000, s3Bucket: null, key: null });
    expect(loadConfig({ DATA_DIR: dataDir(), ID_DOCUMENTS_SWEEP_MS: '500', ID_DOCUMENTS_S3_BUCKET: 'shop-ids' }).idDocuments).toEqual({ sweepMs: 500, s3Bucket: 'shop-ids', key: null });
    expect(loadConfig({ DATA_DIR: dataDir(), ID_DOCUMENTS_KEY: 'ab'.repeat(32) }).idDocuments.key).toEqual(Buffer.alloc(32, 0xab));
    expect(problemsOf({ ID_DOCUMENTS_KEY: 'short' })).toEqual(['ID_DOCUMENTS_KEY must be 32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)']);
    expect(problemsOf({ ID_DOCUMENTS_SWEEP_MS: '5' })).toEqual(['ID_DOCUMENTS_SWEEP_MS must be a whole number of milliseconds from 100 to 86400000']);
    expect(problemsOf({ ID_DOCUMENTS_S3_BUCKET: 'Not A Bucket' })).toEqual(['ID_DOCUMENTS_S3_BUCKET must be a valid bucket name']);
  });

  it('offers no rollback unless both the remotes.json file and the deploy folders are named, and checks their form', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.releaseHealth).toEqual({ reportRateLimit: { limit: 60, windowSeconds: 60 }, flagRatio: 3, flagMinErrors: 5, remotesJson: null, deployDirs: {} });
    const configured = loadConfig({ DATA_DIR: dataDir(), RELEASES_REMOTES_JSON: '/srv/shell/remotes.json', RELEASES_DEPLOY_DIRS: 'catalog=/srv/catalog/deploy,booking=/srv/booking/deploy', RELEASE_FLAG_RATIO: '2.5' });
    expect(configured.releaseHealth).toEqual(expect.objectContaining({ flagRatio: 2.5, remotesJson: '/srv/shell/remotes.json', deployDirs: { catalog: '/srv/catalog/deploy', booking: '/srv/booking/deploy' } }));
    expect(problemsOf({ RELEASES_DEPLOY_DIRS: 'catalog=/srv/catalog/deploy' })).toEqual(['RELEASES_DEPLOY_DIRS needs RELEASES_REMOTES_JSON: the remotes.json file a rollback rewrites']);
    expect(problemsOf({ RELEASES_REMOTES_JSON: '/x', RELEASES_DEPLOY_DIRS: '/srv/catalog/deploy' })).toEqual([
      'RELEASES_DEPLOY_DIRS must be a comma-separated list of remote=folder (e.g. catalog=/srv/mfe-catalog/deploy)',
    ]);
    expect(problemsOf({ CLIENT_REPORT_RATE_LIMIT: '5', RELEASE_FLAG_MIN_ERRORS: '0' })).toEqual([
      'CLIENT_REPORT_RATE_LIMIT must be a whole number of at least 10',
      'RELEASE_FLAG_MIN_ERRORS must be a whole number of at least 1',
    ]);
  });

  it('prices delivery by city only unless GEOCODER_URL names a Nominatim server', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).delivery).toEqual({ geocoderUrl: null });
    expect(loadConfig({ DATA_DIR: dataDir(), GEOCODER_URL: 'https://nominatim.openstreetmap.org/' }).delivery).toEqual({ geocoderUrl: 'https://nominatim.openstreetmap.org' });
    expect(problemsOf({ GEOCODER_URL: 'nominatim' })).toEqual(['GEOCODER_URL must be an http(s) URL (a Nominatim server, e.g. https://nominatim.openstreetmap.org)']);
  });
});

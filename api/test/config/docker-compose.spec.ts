import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/app-config.js';
import { corsOriginMatchers } from '../../src/config/server.config.js';

// No Docker engine runs here, so the compose file is checked by reading it against the API's config.
const root = join(import.meta.dirname, '../../..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<
    string,
    {
      image?: string;
      build?: { dockerfile: string; args?: Record<string, string> };
      deploy?: { replicas?: number };
      environment?: Record<string, string>;
      ports?: string[];
      expose?: string[];
      volumes?: string[];
      command?: string[] | string;
      depends_on?: Record<string, unknown>;
    }
  >;
};
/** The repository's remotes.json: the one list of remotes (name → manifest URL or { manifest, ... }). */
const remotesJson = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')) as { apiUrl: string; remotes: Record<string, string | { manifest: string }> };
const manifestUrl = (entry: string | { manifest: string }) => new URL(typeof entry === 'string' ? entry : entry.manifest);
const remoteNames = Object.keys(remotesJson.remotes);
const services = compose.services;
const apiEnv = services.api.environment!;
/** Resolves `${VAR:-default}` the way compose does when VAR is unset. */
const withDefaults = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')]));
const publishedPort = (service: string, containerPort: number) =>
  services[service].ports?.map((p) => p.split(':')).find(([, inner]) => Number(inner) === containerPort)?.[0];

describe('docker-compose.yml', () => {
  it('has MySQL 8, an S3-compatible store, Redis, the API and one static server per frontend', () => {
    expect(services.mysql.image).toMatch(/^mysql:8/);
    expect(services.minio.image).toMatch(/^minio\/minio/);
    for (const [service, app] of [['shell', 'shell'], ...remoteNames.map((name) => [name, `mfe-${name}`])]) {
      expect(services[service].build?.args?.APP).toBe(app);
      expect(existsSync(join(root, app, 'package.json'))).toBe(true);
    }
    for (const service of Object.values(services)) {
      if (service.build) expect(existsSync(join(root, service.build.dockerfile))).toBe(true);
    }
  });

  it("gives the API an environment its own config validation accepts, on MySQL with S3 storage", () => {
    // TWO_FACTOR_KEY has no default (compose stops without it): the operator's own key stands in.
    const config = loadConfig({ ...withDefaults(apiEnv), TWO_FACTOR_KEY: Buffer.alloc(32, 3).toString('base64'), DATA_DIR: mkdtempSync(join(tmpdir(), 'compose-')) });
    expect(config.database.type).toBe('mysql');
    expect(config.uploads.driver).toBe('s3');
    expect(services.api.expose).toContain(String(config.server.port));
    // Production: no public demo password (compose stops without ADMIN_PASSWORD), no demo data unless asked.
    expect(apiEnv.NODE_ENV).toBe('production');
    expect(apiEnv.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
    expect(apiEnv.TWO_FACTOR_KEY).toMatch(/^\$\{TWO_FACTOR_KEY:\?/);
    expect(config.seed.demoData).toBe(false);
  });

  it('runs two API replicas sharing Redis, behind a load balancer on port 3000 that sends traffic only to ready ones', () => {
    // TWO_FACTOR_KEY has no default (compose stops without it): the operator's own key stands in.
    const config = loadConfig({ ...withDefaults(apiEnv), TWO_FACTOR_KEY: Buffer.alloc(32, 3).toString('base64'), DATA_DIR: mkdtempSync(join(tmpdir(), 'compose-')) });
    expect(services.api.deploy?.replicas).toBe(2);
    expect(services.api.ports).toBeUndefined();
    expect(new URL(config.redis.url!).hostname).toBe('redis');
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.api.depends_on).toHaveProperty('redis');
    // Behind one proxy, whose X-Forwarded-For names the visitor the sign-in limit counts.
    expect(config.server.trustProxy).toBe(1);
    // Uploads must not land on one replica's disk.
    expect(config.uploads.driver).toBe('s3');
    expect(publishedPort('lb', 80)).toBe('3000');
    expect(config.server.publicUrl).toBe('http://localhost:3000');
    const haproxy = readFileSync(join(root, 'docker/haproxy.cfg'), 'utf8');
    expect(services.lb.volumes).toContain('./docker/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(haproxy).toMatch(/option httpchk GET \/api\/health\/ready/);
    expect(haproxy).toMatch(new RegExp(`server-template api- 2 api:${config.server.port}`));
  });

  it('points DATABASE_URL at the mysql service with the credentials and database it creates', () => {
    const url = new URL(apiEnv.DATABASE_URL);
    const mysql = services.mysql.environment!;
    expect(url.hostname).toBe('mysql');
    expect(url.port).toBe('3306');
    expect(decodeURIComponent(url.username)).toBe(mysql.MYSQL_USER);
    expect(decodeURIComponent(url.password)).toBe(mysql.MYSQL_PASSWORD);
    expect(url.pathname.slice(1)).toBe(mysql.MYSQL_DATABASE);
    expect(services.api.depends_on).toHaveProperty('mysql');
  });

  it('points S3 settings at the minio service as browsers reach it, its credentials and the bucket minio-init creates', () => {
    const minio = services.minio.environment!;
    // Upload links are signed for this host, and browsers PUT to them directly.
    expect(apiEnv.S3_ENDPOINT).toBe(`http://localhost:${publishedPort('minio', 9000)}`);
    expect(apiEnv.S3_ACCESS_KEY_ID).toBe(minio.MINIO_ROOT_USER);
    expect(apiEnv.S3_SECRET_ACCESS_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    expect(String(services['minio-init'].command)).toContain(`mb --ignore-existing shop/${apiEnv.S3_BUCKET}`);
    expect(apiEnv.S3_PUBLIC_URL).toBe(`http://localhost:${publishedPort('minio', 9000)}/${apiEnv.S3_BUCKET}`);
  });

  it("allows CORS from every frontend's published origin, and nothing else", () => {
    // TWO_FACTOR_KEY has no default (compose stops without it): the operator's own key stands in.
    const config = loadConfig({ ...withDefaults(apiEnv), TWO_FACTOR_KEY: Buffer.alloc(32, 3).toString('base64'), DATA_DIR: mkdtempSync(join(tmpdir(), 'compose-')) });
    const matchers = corsOriginMatchers(config.server.corsOrigins);
    const allowed = (origin: string) => matchers.some((m) => (typeof m === 'string' ? m === origin : m.test(origin)));
    for (const service of ['shell', ...remoteNames]) expect(allowed(`http://localhost:${publishedPort(service, 80)}`)).toBe(true);
    expect(allowed('https://evil.example')).toBe(false);
  });

  it('gives the shell the repository\'s remotes.json, and every remote in it a service on the port its manifest URL names', () => {
    expect(services.shell.volumes).toContain('./remotes.json:/etc/rental/remotes.json:ro');
    expect(services.shell.environment!.API_URL).toBe(`http://localhost:${publishedPort('lb', 80)}`);
    expect(remotesJson.apiUrl).toBe(services.shell.environment!.API_URL);
    for (const [name, entry] of Object.entries(remotesJson.remotes)) {
      const url = manifestUrl(entry);
      expect(`${url.hostname}:${publishedPort(name, 80)}`).toBe(`localhost:${url.port}`);
    }
  });

  it("writes the shell's remotes.json at container start: the mounted file, with API_URL and GOOGLE_CLIENT_ID from the environment", () => {
    const target = join(mkdtempSync(join(tmpdir(), 'remotes-json-')), 'remotes.json');
    const env = { ...process.env, REMOTES_JSON_SOURCE: join(root, 'remotes.json'), REMOTES_JSON_TARGET: target };
    const run = (extra: Record<string, string>) => {
      const result = spawnSync('sh', [join(root, 'docker/remotes-json.sh')], { env: { ...env, ...extra }, encoding: 'utf8' });
      expect(result.status).toBe(0);
      return JSON.parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
    };
    expect(run({ API_URL: '', GOOGLE_CLIENT_ID: '' })).toEqual(remotesJson);
    expect(run({ API_URL: 'https://api.example/?a=1&b=2', GOOGLE_CLIENT_ID: 'id.apps.example' })).toEqual({
      ...remotesJson,
      apiUrl: 'https://api.example/?a=1&b=2',
      googleClientId: 'id.apps.example',
    });
  });
});

import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/app-config.js';

// No Docker engine runs here, so the compose file is checked by reading it against the API's config.
const root = join(import.meta.dirname, '../../..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { image?: string; build?: { dockerfile: string; args?: Record<string, string> }; environment?: Record<string, string>; ports?: string[]; command?: string[] | string; depends_on?: Record<string, unknown> }>;
};
const services = compose.services;
const apiEnv = services.api.environment!;
/** Resolves `${VAR:-default}` the way compose does when VAR is unset. */
const withDefaults = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')]));
const publishedPort = (service: string, containerPort: number) =>
  services[service].ports?.map((p) => p.split(':')).find(([, inner]) => Number(inner) === containerPort)?.[0];

describe('docker-compose.yml', () => {
  it('has MySQL 8, an S3-compatible store, the API and one static server per frontend', () => {
    expect(services.mysql.image).toMatch(/^mysql:8/);
    expect(services.minio.image).toMatch(/^minio\/minio/);
    for (const [service, app] of Object.entries({ shell: 'shell', catalog: 'mfe-catalog', booking: 'mfe-booking', gallery: 'mfe-gallery', admin: 'mfe-admin' })) {
      expect(services[service].build?.args?.APP).toBe(app);
      expect(existsSync(join(root, app, 'package.json'))).toBe(true);
    }
    for (const service of Object.values(services)) {
      if (service.build) expect(existsSync(join(root, service.build.dockerfile))).toBe(true);
    }
  });

  it("gives the API an environment its own config validation accepts, on MySQL with S3 storage", () => {
    const config = loadConfig({ ...withDefaults(apiEnv), DATA_DIR: mkdtempSync(join(tmpdir(), 'compose-')) });
    expect(config.database.type).toBe('mysql');
    expect(config.storage.driver).toBe('s3');
    expect(publishedPort('api', config.port)).toBe(String(config.port));
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

  it("allows CORS from exactly the frontends' published origins, and tells the shell where everything is", () => {
    const config = loadConfig({ ...withDefaults(apiEnv), DATA_DIR: mkdtempSync(join(tmpdir(), 'compose-')) });
    const frontendOrigins = ['shell', 'catalog', 'booking', 'gallery', 'admin'].map((s) => `http://localhost:${publishedPort(s, 80)}`);
    expect(config.corsOrigins.sort()).toEqual(frontendOrigins.sort());
    const shell = services.shell.environment!;
    expect(shell.API_URL).toBe(`http://localhost:${publishedPort('api', 3000)}`);
    for (const remote of ['catalog', 'booking', 'gallery', 'admin']) {
      expect(shell[`${remote.toUpperCase()}_URL`]).toBe(`http://localhost:${publishedPort(remote, 80)}/mf-manifest.json`);
    }
  });
});

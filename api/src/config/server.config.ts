import { resolve } from 'node:path';
import { registerAs } from '@nestjs/config';
import { type Env, HttpUrl, Pattern, Text, WholeNumber, envValue, readEnv, withoutTrailingSlash } from './env-rules.js';

/**
 * Without CORS_ORIGINS: pages served from this machine, on any port, so a frontend added on a new
 * port (a new remote) needs no setting. Bearer tokens, no cookies (credentials: false), so an
 * allowed origin gains no one's session. Deployments list their origins.
 */
const DEFAULT_CORS_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';

class ServerVariables {
  @WholeNumber(1, 65535, 'PORT must be a whole number between 1 and 65535') PORT?: number;
  @Text() HOST?: string;
  @Text() DATA_DIR?: string;
  @HttpUrl('PUBLIC_URL must be an http(s) URL') PUBLIC_URL?: string;
  @HttpUrl('PUBLIC_SITE_URL must be an http(s) URL') PUBLIC_SITE_URL?: string;
  @Pattern(/^(https?:\/\/[^,\s]+)(,https?:\/\/[^,\s]+)*$/, 'CORS_ORIGINS must be a comma-separated list of http(s) origins (host:* for any port)') CORS_ORIGINS?: string;
  @WholeNumber(1, 600, 'CLIENT_IDLE_TIMEOUT_SECONDS must be a whole number from 1 to 600') CLIENT_IDLE_TIMEOUT_SECONDS?: number;
  @Pattern(/^(true|false|\d{1,2}|[0-9a-fA-F.:/,\s]+)$/, 'TRUST_PROXY must be true, false, a number of proxies or a comma-separated list of proxy addresses') TRUST_PROXY?: string;
  @WholeNumber(10, null, 'PUBLIC_READ_RATE_LIMIT must be a whole number of at least 10') PUBLIC_READ_RATE_LIMIT?: number;
  @WholeNumber(1, 3600, 'PUBLIC_READ_RATE_WINDOW_SECONDS must be a whole number from 1 to 3600') PUBLIC_READ_RATE_WINDOW_SECONDS?: number;
}

/** Where the API keeps its files (the embedded database, uploads, outbox, generated secret); other features' configs build on it. */
export const dataDirOf = (env: Env): string => resolve(envValue(env, 'DATA_DIR') ?? './data');

/** The HTTP server: where it listens, how it is reached, whom it serves. README.md documents each variable. */
export const serverConfig = registerAs('server', (env: Env = process.env) => {
  const vars = readEnv(ServerVariables, env);
  const port = vars.PORT ?? 3000;
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    publicUrl: withoutTrailingSlash(vars.PUBLIC_URL ?? `http://localhost:${port}`),
    /** The shop's site as customers reach it (the shell): links in e-mails and calendars point here. */
    publicSiteUrl: withoutTrailingSlash(vars.PUBLIC_SITE_URL ?? 'http://localhost:8080'),
    dataDir: dataDirOf(env),
    corsOrigins: (vars.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS).split(','),
    /** A connection on which the client sends nothing for this long (an unfinished body, an idle keep-alive) is closed. */
    clientIdleTimeoutSeconds: vars.CLIENT_IDLE_TIMEOUT_SECONDS ?? 30,
    /** Which proxies' X-Forwarded-For to believe (a load balancer): false, true, a hop count or addresses. */
    trustProxy: trustProxy(vars.TRUST_PROXY),
    /** Public quote and availability: requests allowed per client address and window (cache hits count too). */
    publicReadRateLimit: { limit: vars.PUBLIC_READ_RATE_LIMIT ?? 120, windowSeconds: vars.PUBLIC_READ_RATE_WINDOW_SECONDS ?? 60 },
  };
});
export type ServerConfig = ReturnType<typeof serverConfig>;

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** CORS_ORIGINS entries as the cors middleware takes them: `http://host:*` allows any port of that host. */
export function corsOriginMatchers(origins: string[]): (string | RegExp)[] {
  return origins.map((origin) => {
    const anyPort = /^(https?:\/\/[^/:]+):\*$/.exec(origin);
    return anyPort ? new RegExp(`^${escapeRegExp(anyPort[1])}:\\d{1,5}$`) : origin;
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ValueTransformer } from 'typeorm';
import type { ServerConfig } from '../config/server.config.js';
import { isUploadFolder, servedContentType } from './upload-rules.js';

/**
 * Images the API serves itself are stored as a path (`/uploads/products/x.svg`), never with the
 * API's origin, and sent as `PUBLIC_URL + path`: moving the API (a new PUBLIC_URL, port or
 * domain) breaks no picture. Addresses elsewhere (S3, another site) are stored as they are.
 * Set once at boot, before the database is read.
 */
let settings: { origin: string; base: string; dataDir: string } | null = null;

export function configureImageAddresses(config: Pick<ServerConfig, 'publicUrl' | 'dataDir'>): void {
  settings = { origin: new URL(config.publicUrl).origin, base: config.publicUrl, dataDir: config.dataDir };
}

const OWN_PATH = /^\/uploads\/([a-z]+)\/([^/]+)$/;

/**
 * The path of one of the API's own files, or null. An address is the API's own when it has the
 * file server's shape and either this API's origin or names a file this API stores (an address
 * written under an earlier PUBLIC_URL).
 */
export function ownUploadPath(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const match = OWN_PATH.exec(url.pathname);
  if (!match || url.search || url.hash || !isUploadFolder(match[1]) || !servedContentType(match[2])) return null;
  if (!settings) return null;
  if (url.origin === settings.origin || existsSync(join(settings.dataDir, 'uploads', match[1], match[2]))) return url.pathname;
  return null;
}

/** What to store for an image address. */
export const storedImageAddress = (address: string): string => ownUploadPath(address) ?? address;

/** What to send for a stored image address. */
export const servedImageAddress = (stored: string): string => (settings && OWN_PATH.test(stored) ? `${settings.base}${stored}` : stored);

const mapNullable = (map: (address: string) => string) => (value: string | null | undefined) => (typeof value === 'string' ? map(value) : value);

/** For a column holding one image address. */
export const imageAddressColumn: ValueTransformer = { to: mapNullable(storedImageAddress), from: mapNullable(servedImageAddress) };

/** For a (simple-json) column holding a list of image addresses. */
export const imageAddressListColumn: ValueTransformer = {
  to: (value: string[] | null | undefined) => (Array.isArray(value) ? value.map(storedImageAddress) : value),
  from: (value: string[] | null | undefined) => (Array.isArray(value) ? value.map(servedImageAddress) : value),
};

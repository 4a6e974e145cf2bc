// The `remotes` of remotes.json, read into one shape. An entry is either the remote's manifest URL
// (the original form) or `{ manifest, adminOnly?, paths? }`: what the shell must know before it
// fetches a byte from the remote. (The original form's "admin" stays admin-only through
// originalRemotes.ts.)
import type { RemoteName, RuntimeConfig } from '@rental/platform';
import { readPin } from './integrity';
import type { RemotePin } from './integrity';

export interface RemoteConfig {
  name: RemoteName;
  manifestUrl: string;
  /** Never fetched until GET /api/users/ confirmed an admin. */
  adminOnly: boolean;
  /** Paths routed to the remote while its registration is unknown (an admin-only remote's, for visitors). */
  paths: string[];
  /** Digests of the pinned release's manifest and entry (integrity.ts). */
  integrity?: RemotePin;
}

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

export function readRemotesConfig(remotes: RuntimeConfig['remotes'] | undefined): RemoteConfig[] {
  const configs: RemoteConfig[] = [];
  for (const [name, entry] of Object.entries(remotes ?? {})) {
    if (typeof entry === 'string' && entry) {
      configs.push({ name, manifestUrl: entry, adminOnly: false, paths: [] });
    } else if (entry && typeof entry === 'object' && typeof entry.manifest === 'string' && entry.manifest) {
      const paths = Array.isArray(entry.paths) ? entry.paths.filter(isPath) : [];
      // `integrity` is read leniently here: the RemoteEntry type of a kernel without pins does not name it.
      const integrity = readPin((entry as { integrity?: unknown }).integrity);
      configs.push({ name, manifestUrl: entry.manifest, adminOnly: entry.adminOnly === true, paths, ...(integrity ? { integrity } : {}) });
    } else {
      console.warn(`[shell] remotes.json: "${name}" needs a manifest URL, or { "manifest": "<url>" }`);
    }
  }
  return configs;
}

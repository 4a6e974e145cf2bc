// Where the remotes live comes from remotes.json at run time; this registers and loads them.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@rental/platform';
import { unavailableModule } from './remoteFallbackPlugin';

export type { RemoteName };
export type RemoteModule = { default: ComponentType };

/** Federation container name of each remote (its webpack `name`). */
export const CONTAINERS: Record<RemoteName, string> = {
  catalog: 'mfe_catalog',
  booking: 'mfe_booking',
  gallery: 'mfe_gallery',
  admin: 'mfe_admin',
};

/** Remotes every visitor may need. The admin remote is never registered up front. */
const PUBLIC_REMOTES: RemoteName[] = ['catalog', 'booking', 'gallery'];

let manifests: Partial<Record<RemoteName, string>> = {};
const registered = new Set<RemoteName>();

/** Registering fetches nothing; with shareStrategy 'loaded-first' a remote is fetched on first loadRemote. */
export function configureRemotes(remoteManifests: Partial<Record<RemoteName, string>>): void {
  manifests = { ...remoteManifests };
  registered.clear();
  PUBLIC_REMOTES.forEach((remote) => registerRemote(remote));
}

export function registerRemote(remote: RemoteName, force = false): boolean {
  const entry = manifests[remote];
  if (!entry) return false;
  if (registered.has(remote) && !force) return true;
  registerRemotes([{ name: CONTAINERS[remote], entry }], { force });
  registered.add(remote);
  return true;
}

export function isRegistered(remote: RemoteName): boolean {
  return registered.has(remote);
}

/** Drops whatever the runtime cached for a remote (a failed manifest fetch included) so the next load refetches. */
export function forgetRemote(remote: RemoteName): void {
  if (registered.has(remote)) registerRemote(remote, true);
}

/** The remote's `./App`. Never rejects: a missing or broken remote yields a component that throws while rendering. */
export async function loadRemoteApp(remote: RemoteName): Promise<RemoteModule> {
  const id = `${CONTAINERS[remote]}/App`;
  if (!registerRemote(remote)) return unavailableModule(id, new Error(`${remote} is not in remotes.json`));
  try {
    const module = await loadRemote<RemoteModule>(id);
    return module?.default ? module : unavailableModule(id, new Error(`${id} has no default export`));
  } catch (error) {
    return unavailableModule(id, error);
  }
}

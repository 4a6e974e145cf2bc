// The shell fetches a remote's mf-manifest.json itself (for the registration in it, and the
// federation container's name) and hands that same response to the federation runtime when it
// loads the remote, so a manifest is downloaded once per load, not twice.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkManifest, isPinnedManifest } from './integrity';

export interface Manifest {
  name?: unknown;
  metaData?: { registration?: unknown } & Record<string, unknown>;
}

/** Manifests fetched here that the runtime has not asked for yet, by URL. Each is given once. */
const unclaimed = new Map<string, string>();

/** A remote that does not answer counts as down after this long (its pages then show the fallback, not a spinner). */
const MANIFEST_TIMEOUT_MS = 10_000;

async function download(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export async function fetchManifest(url: string): Promise<Manifest> {
  const text = await download(url);
  await checkManifest(url, text);
  const manifest = JSON.parse(text) as Manifest;
  if (!manifest || typeof manifest !== 'object') throw new Error(`${url} is not a federation manifest`);
  unclaimed.set(url, text);
  return manifest;
}

/** Test hook. */
export function forgetFetchedManifests(): void {
  unclaimed.clear();
}

const jsonResponse = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * Runtime plugin: the runtime's manifest request is answered from the shell's own fetch when
 * there is one it has not used. Once used, the next request (a retry, a re-registration) goes to
 * the network as usual.
 */
export function manifestHandoffPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rental-manifest-handoff',
    fetch(url: string) {
      const text = unclaimed.get(url);
      if (text !== undefined) {
        unclaimed.delete(url);
        return Promise.resolve(jsonResponse(text));
      }
      // A pinned manifest is checked whoever asks for it: the runtime's own request too.
      if (!isPinnedManifest(url)) return undefined;
      return download(url).then(async (fetched) => (await checkManifest(url, fetched), jsonResponse(fetched)));
    },
  };
}

// The chain of trust for remote code: remotes.json may pin a remote's release with SHA-384 digests
// of its manifest and its entry (`"integrity": { "manifest": "sha384-…", "entry": "sha384-…" }`,
// written by `npm run release -- --pin`). A manifest whose bytes do not match is refused before
// anything in it is read; the entry is loaded with the browser's own Subresource Integrity check,
// and so are the chunks the runtime loads from the verified manifest (its `metaData.integrity`,
// written by the build); the chunks the remote's own runtime loads carry their digests in the entry.
// Either way nothing of the remote runs: its pages show the contained fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemotePin {
  manifest?: string;
  entry?: string;
}

/** Pins by manifest URL, with the entry file and the chunks' digests each verified manifest names. */
const pins = new Map<string, RemotePin & { entryFile?: string; files?: Record<string, string> }>();

const DIGEST = /^sha384-[A-Za-z0-9+/]{64}$/;

/** A remotes.json `integrity` value, leniently: only well-formed SHA-384 digests are kept. */
export function readPin(value: unknown): RemotePin | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { manifest, entry } = value as Record<string, unknown>;
  const pin: RemotePin = {};
  if (typeof manifest === 'string' && DIGEST.test(manifest)) pin.manifest = manifest;
  if (typeof entry === 'string' && DIGEST.test(entry)) pin.entry = entry;
  return pin.manifest || pin.entry ? pin : undefined;
}

export function pinRemote(manifestUrl: string, pin: RemotePin | undefined): void {
  if (pin) pins.set(manifestUrl, { ...pin });
  else pins.delete(manifestUrl);
}

export class IntegrityError extends Error {
  override name = 'IntegrityError';
}

/** The Subresource Integrity form of a text's SHA-384 (UTF-8 bytes, as the server sent them). */
export async function sha384(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new IntegrityError('this browser cannot check digests (no crypto.subtle)');
  const digest = new Uint8Array(await subtle.digest('SHA-384', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

/**
 * Throws an IntegrityError when `url` is pinned and `text` is not the pinned manifest; remembers
 * the entry file the verified manifest names, for the entry's integrity attribute.
 */
export async function checkManifest(url: string, text: string): Promise<void> {
  const pin = pins.get(url);
  if (!pin) return;
  if (pin.manifest) {
    const actual = await sha384(text);
    if (actual !== pin.manifest) {
      console.error(`[shell] refused ${url}: its SHA-384 is ${actual}, remotes.json pins ${pin.manifest}`);
      throw new IntegrityError(`${url} does not match the digest remotes.json pins`);
    }
  }
  try {
    const metaData = (JSON.parse(text) as { metaData?: { remoteEntry?: { name?: unknown }; integrity?: unknown } }).metaData;
    const entry = metaData?.remoteEntry?.name;
    pin.entryFile = typeof entry === 'string' ? entry.split('/').pop() : undefined;
    pin.files = pin.manifest ? chunkDigestsOf(metaData?.integrity) : undefined;
  } catch {
    pin.entryFile = undefined;
    pin.files = undefined;
  }
}

/** A manifest's `metaData.integrity` (`{ file: digest }`), leniently: well-formed digests only. */
function chunkDigestsOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const files: Record<string, string> = {};
  for (const [file, digest] of Object.entries(value)) if (typeof digest === 'string' && DIGEST.test(digest)) files[file] = digest;
  return files;
}

/**
 * The `integrity` a script the federation runtime is about to load must carry: the pinned entry's
 * digest when `url` is the entry file a pinned (and verified) manifest names, at that manifest's
 * origin, or the digest a verified manifest gives the chunk. The runtime loads the entry from the
 * address the manifest resolves to, not the manifest's.
 */
export function scriptIntegrity(url: string): string | undefined {
  let script: URL;
  try {
    script = new URL(url, typeof location === 'undefined' ? undefined : location.href);
  } catch {
    return undefined;
  }
  const file = script.pathname.split('/').pop();
  for (const [manifestUrl, pin] of pins) {
    if (new URL(manifestUrl).origin !== script.origin || !file) continue;
    if (pin.entry && pin.entryFile === file) return pin.entry;
    if (pin.files?.[file]) return pin.files[file];
  }
  return undefined;
}

/** Test hook. */
export function forgetPins(): void {
  pins.clear();
}

/** Whether `url` is a pinned manifest: the runtime's own request for it must be checked too. */
export const isPinnedManifest = (url: string): boolean => pins.get(url)?.manifest !== undefined;

/** Runtime plugin: the pinned remote's entry and chunks are loaded with `integrity` (the browser refuses other bytes). */
export function scriptIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'rental-script-integrity',
    createScript({ url }) {
      const integrity = scriptIntegrity(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}

// Server rendering with the remotes' own page components. For a page one public remote registered
// (its mf-manifest.json's metaData.registration, layout 'site'), the shell server loads that
// remote's server target (dist/server/remoteEntry.js beside its manifest, built by packages/build)
// over HTTP through Module Federation's runtime (in Node it fetches the entry and runs it in a vm
// context; the entry carries @module-federation/node's runtime plugin for its own use) and asks its `./serverRender` for the page,
// within the budget. Anything else (no such remote, no server target, down, throwing, slow) is
// `null`: the page renders in the browser as before.
import { createHash } from 'node:crypto';
import { createInstance } from '@module-federation/runtime';
import { matchPath } from 'react-router-dom';

export interface RemotePage {
  /** The remote's name in remotes.json. */
  remote: string;
  /** The manifest (release) it rendered with: the page names it. */
  manifest: string;
  /** remotes.json's entry for it as rendered with (release and pins): the browser takes the page from the same. */
  entry: RemoteRef;
  html: string;
  queries: Record<string, unknown>;
  provided?: unknown;
  status: number;
}

interface ServerRenderModule {
  renderPage(request: { url: string; apiUrl: string; budgetMs: number }): Promise<{ html: string; queries: Record<string, unknown>; provided?: unknown; status: number }>;
}

export interface RemoteRendererOptions {
  /** How long a manifest and a loaded server entry at one address are reused (ms): a deploy to the same address is live after at most this long; a new release address at once. */
  reuseMs?: number;
  log?: (message: string) => void;
}

/** remotes.json's pins of a release (`npm run release -- --pin`): SHA-384 digests in Subresource Integrity form. */
export interface RemotePins {
  manifest?: string;
  entry?: string;
  /** The server target's entry (server/remoteEntry.js beside the manifest). */
  serverEntry?: string;
}

export type RemoteRef = string | { manifest: string; adminOnly?: boolean; integrity?: RemotePins };

/** The Subresource Integrity form of bytes' SHA-384. */
export const sha384 = (bytes: Uint8Array | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export class RefusedBytes extends Error {
  override name = 'RefusedBytes';
}

/**
 * Throws RefusedBytes when `pin` is given and `bytes` are not what it pins: checked before
 * anything of them is read or run.
 */
export function checkPin(what: string, bytes: Uint8Array | string, pin: string | undefined): void {
  if (!pin) return;
  const actual = sha384(bytes);
  if (actual !== pin) throw new RefusedBytes(`refused ${what}: its SHA-384 is ${actual}, remotes.json pins ${pin}`);
}

/**
 * Whether a registration's path pattern (':name' segments, a trailing '/*') matches `pathname`:
 * react-router's matchPath, the matcher the remotes' routes (@rental/platform/routes) and the
 * shell's router use, so the server renders exactly the pages the browser would route there.
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, end: true }, pathname) !== null;
}

const timeout = <T>(ms: number, work: Promise<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`over the ${ms} ms budget`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

let instances = 0;

export function createRemoteRenderer(options: RemoteRendererOptions = {}) {
  const reuseMs = options.reuseMs ?? 10_000;
  const log = options.log ?? (() => undefined);
  const manifests = new Map<string, { at: number; value: Promise<ManifestFacts | null> }>();
  const entries = new Map<string, { at: number; value: Promise<ServerRenderModule> }>();

  function registration(manifest: string, pins: RemotePins | undefined) {
    const key = `${manifest} ${pins?.manifest ?? ''}`;
    const kept = manifests.get(key);
    if (kept && Date.now() - kept.at < reuseMs) return kept.value;
    const value = fetch(manifest, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${manifest} answered ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        checkPin(manifest, bytes, pins?.manifest);
        return manifestFacts(manifest, JSON.parse(Buffer.from(bytes).toString('utf8')) as FederationManifest);
      })
      .catch((error: unknown) => {
        log(`server render: ${manifest}: ${(error as Error).message}`);
        // Not kept: the next page asks again (the remote may just be starting, or back).
        if (manifests.get(key)?.value === value) manifests.delete(key);
        return null;
      });
    manifests.set(key, { at: Date.now(), value });
    return value;
  }

  /** A pinned release's server entry, its bytes checked against the pin, as a data: address of those bytes. */
  async function verifiedEntry(entry: string, pins: RemotePins): Promise<string> {
    // A release pinned before server entries had pins is not run here: its pages render in the browser.
    if (!pins.serverEntry) throw new RefusedBytes(`refused ${entry}: the release is pinned but its server entry is not`);
    const response = await fetch(entry, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    checkPin(entry, bytes, pins.serverEntry);
    return `data:text/javascript;base64,${Buffer.from(bytes).toString('base64')}`;
  }

  /** The remote's server container, loaded over HTTP by the federation runtime (a fresh instance per load: a deploy replaces it). */
  function serverModule(name: string, manifest: string, pins: RemotePins | undefined) {
    const entry = new URL('server/remoteEntry.js', manifest).href;
    const key = `${entry} ${pins?.serverEntry ?? ''}`;
    const kept = entries.get(key);
    if (kept && Date.now() - kept.at < reuseMs) return kept.value;
    instances += 1;
    const alias = `r${instances}`;
    const federationName = `shell_server_${instances}`;
    // A pinned release's entry is fetched and checked here first, and the runtime is given those
    // very bytes (as a data: address), so what was checked is what runs and nothing of a refused
    // entry runs. The server target is one file (packages/build's server config): no chunks follow.
    const value = (pins ? verifiedEntry(entry, pins) : Promise.resolve(entry))
      .then((loadFrom) => createInstance({ name: federationName, remotes: [{ name, alias, entry: loadFrom }] }).loadRemote<ServerRenderModule>(`${alias}/serverRender`))
      .then((module) => {
        if (!module || typeof module.renderPage !== 'function') throw new Error(`${entry} has no serverRender`);
        return module;
      });
    value.catch((error: unknown) => {
      log(`server render: ${entry}: ${(error as Error).message}`);
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    entries.set(key, { at: Date.now(), value });
    return value;
  }

  /**
   * The page at `url` as the remote that registered it renders it, or null. Never waits past
   * `budgetMs` in all (manifest, code and render), never throws.
   */
  async function render(url: string, remotes: Record<string, RemoteRef>, apiUrl: string, budgetMs: number): Promise<RemotePage | null> {
    const started = Date.now();
    const pathname = new URL(url, 'http://shell').pathname;
    try {
      return await timeout(
        budgetMs,
        (async () => {
          for (const [remote, ref] of Object.entries(remotes)) {
            if (typeof ref !== 'string' && ref.adminOnly) continue;
            const manifest = typeof ref === 'string' ? ref : ref.manifest;
            const pins = typeof ref === 'string' ? undefined : ref.integrity;
            const reg = await registration(manifest, pins);
            if (!reg || reg.layout !== 'site' || !reg.paths.some((path) => matchesPath(path, pathname))) continue;
            const module = await serverModule(reg.name, manifest, pins);
            const page = await module.renderPage({ url, apiUrl, budgetMs: Math.max(0, budgetMs - (Date.now() - started) - 10) });
            return { remote, manifest, entry: ref, ...page };
          }
          return null;
        })(),
      );
    } catch (error) {
      log(`server render of ${pathname}: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * What the browser will ask for first on this page, for `<link rel="preload">`: every public
   * remote's manifest (the shell reads them all to compose its routes, so each preload is used at
   * once, whether it arrived or failed). Never an admin-only remote's (a visitor gets no byte of
   * it). Not the page's remote's code: a browser keeps a preload that failed (the remote was down
   * when the page arrived) and hands that failure to the first script asking for the address, so
   * Retry, once the remote is back, would fail without a request (e2e/add-remote).
   */
  function preloads(remotes: Record<string, RemoteRef>): Preload[] {
    return Object.values(remotes)
      .filter((ref) => typeof ref === 'string' || !ref.adminOnly)
      .map((ref) => ({ href: typeof ref === 'string' ? ref : ref.manifest, as: 'fetch', crossOrigin: true }));
  }

  /**
   * Loads every public remote's server code ahead of the first visitor (at start): its first load
   * takes longer than a page's budget, so without this the first page of each remote after a
   * start is rendered in the browser. Failures are logged as for a render, never thrown.
   */
  async function warm(remotes: Record<string, RemoteRef>): Promise<void> {
    await Promise.all(
      Object.values(remotes).map(async (ref) => {
        if (typeof ref !== 'string' && ref.adminOnly) return;
        const manifest = typeof ref === 'string' ? ref : ref.manifest;
        const pins = typeof ref === 'string' ? undefined : ref.integrity;
        const reg = await registration(manifest, pins);
        if (reg?.layout === 'site') await serverModule(reg.name, manifest, pins).catch(() => undefined);
      }),
    );
  }

  return { render, preloads, warm };
}

/** A file the page will need, asked for while the HTML is still arriving (pageHtml.ts: `<link rel="preload">`). */
export interface Preload {
  href: string;
  as: 'fetch';
  /** Read in CORS mode (a manifest read with fetch): the preload must say so to be used. */
  crossOrigin?: boolean;
}

/** The parts of a remote's mf-manifest.json the server reads. */
interface FederationManifest {
  name?: unknown;
  metaData?: { registration?: { paths?: unknown; layout?: unknown } };
}

interface ManifestFacts {
  name: string;
  paths: string[];
  layout: 'site' | 'full';
}

function manifestFacts(manifest: string, body: FederationManifest): ManifestFacts {
  const reg = body.metaData?.registration;
  const paths = Array.isArray(reg?.paths) ? reg.paths.filter((p): p is string => typeof p === 'string') : [];
  if (typeof body.name !== 'string') throw new Error(`${manifest} has no name`);
  return { name: body.name, paths, layout: reg?.layout === 'full' ? 'full' : 'site' };
}

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
  /** The code the browser will load to hydrate this page, from the same release (codePreloads). */
  code: Preload[];
  /** The manifest (release) it rendered with: the page names it. */
  manifest: string;
  /** remotes.json's entry for it as rendered with (release and pins): the browser takes the page from the same. */
  entry: RemoteRef;
  html: string;
  queries: Record<string, unknown>;
  provided?: unknown;
  status: number;
  /** The remote says every request of its render went through the page's fetch and answered, and the render was not cut (a remote built before it said so: absent). */
  complete?: boolean;
  /** Which release's code rendered it: the remote, its manifest and that manifest's bytes, and the load of its server code (`release()` says the same while nothing changed). */
  release: string;
}

interface ServerRenderModule {
  /** `fetch`: this page's reads of the API (pageReads.ts); a remote built before it was given makes its own. */
  renderPage(request: { url: string; apiUrl: string; budgetMs: number; fetch?: typeof fetch }): Promise<{ html: string; queries: Record<string, unknown>; provided?: unknown; status: number; complete?: boolean }>;
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
/** Which load of a server entry a module came from (a release's identity, with its manifest's digest). */
const loads = new WeakMap<ServerRenderModule, number>();

/** A server entry as loaded: since when it is trusted without asking, its bytes' digest and ETag, and a check in progress. */
interface LoadedEntry {
  at: number;
  value: Promise<ServerRenderModule>;
  digest?: string;
  etag?: string;
  checking?: Promise<ServerRenderModule>;
}

export function createRemoteRenderer(options: RemoteRendererOptions = {}) {
  const reuseMs = options.reuseMs ?? 10_000;
  const log = options.log ?? (() => undefined);
  const manifests = new Map<string, { at: number; value: Promise<ManifestFacts | null> }>();
  const entries = new Map<string, LoadedEntry>();

  function registration(manifest: string, pins: RemotePins | undefined) {
    const key = `${manifest} ${pins?.manifest ?? ''}`;
    const kept = manifests.get(key);
    if (kept && Date.now() - kept.at < reuseMs) return kept.value;
    const value = fetch(manifest, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${manifest} answered ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        checkPin(manifest, bytes, pins?.manifest);
        return { ...manifestFacts(manifest, JSON.parse(Buffer.from(bytes).toString('utf8')) as FederationManifest), digest: sha384(bytes) };
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

  /**
   * A remote's server entry, fetched here (never by the federation runtime): a pinned release's
   * bytes are checked against the pin before anything of them runs, and every release's bytes are
   * remembered by digest, so a check after `reuseMs` that finds the same bytes (a 304 to the
   * entry's ETag, or equal bytes) keeps the loaded code instead of running 6 MB of it again.
   */
  async function entryBytes(entry: string, pins: RemotePins | undefined, etag: string | undefined): Promise<{ bytes: Uint8Array; etag?: string } | 'unchanged'> {
    // A release pinned before server entries had pins is not run here: its pages render in the browser.
    if (pins && !pins.serverEntry) throw new RefusedBytes(`refused ${entry}: the release is pinned but its server entry is not`);
    // fetch adds `cache-control: no-cache` to a conditional request, and a static server (`send`) never answers 304 to that.
    const response = await fetch(entry, { signal: AbortSignal.timeout(5_000), headers: etag ? { 'if-none-match': etag, 'cache-control': 'max-age=0' } : {} });
    if (response.status === 304 && etag) return 'unchanged';
    if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    checkPin(entry, bytes, pins?.serverEntry);
    return { bytes, etag: response.headers.get('etag') ?? undefined };
  }

  /**
   * The remote's server container, loaded through the federation runtime from bytes this server
   * fetched (a fresh instance per load: a deploy replaces it). Reused for `reuseMs`, then kept as
   * long as a conditional request says its bytes are the same: loading it costs about 0.4 s of
   * the server's one thread, which every page waiting behind it would pay.
   */
  function serverModule(name: string, manifest: string, pins: RemotePins | undefined) {
    const entry = new URL('server/remoteEntry.js', manifest).href;
    const key = `${entry} ${pins?.serverEntry ?? ''}`;
    const kept = entries.get(key);
    if (kept && Date.now() - kept.at < reuseMs) return kept.value;
    if (kept?.checking) return kept.checking;

    const load = (bytes: Uint8Array) => {
      instances += 1;
      const alias = `r${instances}`;
      // The runtime is given these very bytes (a data: address), so what was checked is what runs
      // and nothing of a refused entry runs. The server target is one file (packages/build's
      // server config): no chunks follow.
      const loadFrom = `data:text/javascript;base64,${Buffer.from(bytes).toString('base64')}`;
      // The runtime keeps a loaded container in a global named after the remote and hands that to
      // every later load of the same name, whatever its entry: a name per load, so a deploy runs.
      const entryGlobalName = `__shell_server_${instances}_${name}`;
      return createInstance({ name: `shell_server_${instances}`, remotes: [{ name, alias, entry: loadFrom, entryGlobalName }] })
        .loadRemote<ServerRenderModule>(`${alias}/serverRender`)
        .then((module) => {
          if (!module || typeof module.renderPage !== 'function') throw new Error(`${entry} has no serverRender`);
          loads.set(module, Number(alias.slice(1)));
          return module;
        })
        .finally(() => delete (globalThis as Record<string, unknown>)[entryGlobalName]);
    };
    // A failed load or check is not kept: the next page asks again (the remote may just be starting, or back).
    const forget = (failed: (loaded: LoadedEntry | undefined) => boolean) => (error: unknown) => {
      if (!failed(entries.get(key))) return;
      log(`server render: ${entry}: ${(error as Error).message}`);
      entries.delete(key);
    };

    if (kept) {
      // Past reuseMs: the same bytes keep the loaded code; other bytes (a deploy to the same address) are loaded.
      const checking = entryBytes(entry, pins, kept.etag).then((fetched) => {
        if (fetched !== 'unchanged' && sha384(fetched.bytes) !== kept.digest) {
          const value = load(fetched.bytes);
          entries.set(key, { at: Date.now(), value, digest: sha384(fetched.bytes), etag: fetched.etag });
          value.catch(forget((loaded) => loaded?.value === value));
          return value;
        }
        entries.set(key, { ...kept, at: Date.now(), checking: undefined, etag: fetched === 'unchanged' ? kept.etag : fetched.etag });
        return kept.value;
      });
      checking.catch(forget((loaded) => loaded?.checking === checking));
      kept.checking = checking;
      return checking;
    }

    const loaded = { at: Date.now() } as LoadedEntry;
    loaded.value = entryBytes(entry, pins, undefined).then((fetched) => {
      if (fetched === 'unchanged') throw new Error(`${entry} answered 304 to a request that was not conditional`);
      loaded.digest = sha384(fetched.bytes);
      loaded.etag = fetched.etag;
      return load(fetched.bytes);
    });
    loaded.value.catch(forget((current) => current === loaded));
    entries.set(key, loaded);
    return loaded.value;
  }

  /** The public remote that registered `pathname` (the first in remotes.json's order), with its release's server code loaded. */
  async function pageOwner(pathname: string, remotes: Record<string, RemoteRef>) {
    for (const [remote, ref] of Object.entries(remotes)) {
      if (typeof ref !== 'string' && ref.adminOnly) continue;
      const manifest = typeof ref === 'string' ? ref : ref.manifest;
      const pins = typeof ref === 'string' ? undefined : ref.integrity;
      const reg = await registration(manifest, pins);
      if (!reg || reg.layout !== 'site' || !reg.paths.some((path) => matchesPath(path, pathname))) continue;
      const module = await serverModule(reg.name, manifest, pins);
      return { remote, ref, manifest, pins, reg, module, release: `${remote} ${manifest} ${reg.digest} ${loads.get(module) ?? 0}` };
    }
    return null;
  }

  /**
   * The page at `url` as the remote that registered it renders it, or null. Never waits past
   * `budgetMs` in all (manifest, code and render), never throws.
   */
  async function render(url: string, remotes: Record<string, RemoteRef>, apiUrl: string, budgetMs: number, pageFetch?: typeof fetch): Promise<RemotePage | null> {
    const started = Date.now();
    const pathname = new URL(url, 'http://shell').pathname;
    try {
      return await timeout(
        budgetMs,
        (async () => {
          const owner = await pageOwner(pathname, remotes);
          if (!owner) return null;
          const { remote, ref, manifest, pins, reg, module, release } = owner;
          const page = await module.renderPage({ url, apiUrl, budgetMs: Math.max(0, budgetMs - (Date.now() - started) - 10), fetch: pageFetch });
          return { remote, manifest, entry: ref, code: codePreloads(reg, pins, pathname), ...page, release };
        })(),
      );
    } catch (error) {
      log(`server render of ${pathname}: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * Which release would render the page at `url` now (RemotePage.release), or null: the same
   * checks as a render (a manifest and server code older than `reuseMs` are asked for again), without
   * rendering. Never waits past `budgetMs`, never throws.
   */
  async function release(url: string, remotes: Record<string, RemoteRef>, budgetMs: number): Promise<string | null> {
    const pathname = new URL(url, 'http://shell').pathname;
    try {
      return (await timeout(budgetMs, pageOwner(pathname, remotes)))?.release ?? null;
    } catch {
      return null;
    }
  }

  /**
   * What the browser will ask for first on this page, for `<link rel="preload">`: every public
   * remote's manifest (the shell reads them all to compose its routes, so each preload is used at
   * once, whether it arrived or failed). Never an admin-only remote's (a visitor gets no byte of
   * it). A remote's code only with the page it rendered (RemotePage.code): a browser keeps a
   * preload that failed (the remote was down when the page arrived) and hands that failure to the
   * first script asking for the address, so Retry, once the remote is back, would fail without a
   * request (e2e/add-remote); a remote that just rendered the page answered a moment ago.
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

  return { render, release, preloads, warm };
}

/**
 * A file the page will need, asked for while the HTML is still arriving (pageHtml.ts: `<link
 * rel="preload">`). A browser reuses a preload only for a request of the same kind, CORS mode and
 * integrity, so each says how the page's code will ask for the file.
 */
export interface Preload {
  href: string;
  as: 'fetch' | 'script';
  /** Read in CORS mode (a manifest read with fetch, a script loaded with `integrity`): the preload must say so to be used. */
  crossOrigin?: boolean;
  /** The SHA-384 the script will be loaded with (its `integrity`). */
  integrity?: string;
  /** 'low': after the page's pictures (its largest paint), as the shell's own boot files. */
  fetchPriority?: 'low';
}

/** The parts of a remote's mf-manifest.json the server reads. */
interface FederationManifest {
  name?: unknown;
  metaData?: {
    registration?: { paths?: unknown; layout?: unknown };
    remoteEntry?: { name?: unknown; path?: unknown };
    publicPath?: unknown;
    /** `{ file: SHA-384 }` of every chunk (packages/build's chunkIntegrity.js). */
    integrity?: unknown;
    /** `{ path pattern: files }`: the chunks of each route's page (packages/build's registration.js). */
    pageFiles?: unknown;
  };
  exposes?: Array<{ name?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

interface ManifestFacts {
  name: string;
  /** The SHA-384 of the manifest's bytes (set where it was fetched). */
  digest?: string;
  paths: string[];
  layout: 'site' | 'full';
  /** Where the remote's files are (its entry and chunks resolve against it). */
  base: string;
  /** The entry script's file, from the manifest. */
  entry?: string;
  /** The `./App` expose's own chunks, which the federation runtime loads with the entry. */
  appFiles: string[];
  /** The chunks of each route's page, loaded by the remote's own runtime when the page renders. */
  pageFiles: Record<string, string[]>;
  digests: Record<string, string>;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function manifestFacts(manifest: string, body: FederationManifest): ManifestFacts {
  const meta = body.metaData;
  const reg = meta?.registration;
  if (typeof body.name !== 'string') throw new Error(`${manifest} has no name`);
  // 'auto' (packages/build's setting): the files are beside the manifest, as the federation runtime resolves them.
  const base = typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto' ? new URL(meta.publicPath, manifest).href : new URL('./', manifest).href;
  const entryName = typeof meta?.remoteEntry?.name === 'string' ? `${typeof meta.remoteEntry.path === 'string' ? meta.remoteEntry.path : ''}${meta.remoteEntry.name}` : undefined;
  const digests: Record<string, string> = {};
  for (const [file, digest] of Object.entries(meta?.integrity && typeof meta.integrity === 'object' ? meta.integrity : {})) {
    if (typeof digest === 'string' && /^sha384-[A-Za-z0-9+/]{64}$/.test(digest)) digests[file] = digest;
  }
  const pageFiles: Record<string, string[]> = {};
  for (const [path, files] of Object.entries(meta?.pageFiles && typeof meta.pageFiles === 'object' ? meta.pageFiles : {})) pageFiles[path] = strings(files);
  return {
    name: body.name,
    paths: strings(reg?.paths),
    layout: reg?.layout === 'full' ? 'full' : 'site',
    base,
    entry: entryName,
    appFiles: strings(body.exposes?.find((expose) => expose.name === 'App')?.assets?.js?.sync),
    pageFiles,
    digests,
  };
}

/**
 * What the browser will load to hydrate a page this remote rendered at `pathname`, as it will
 * ask for it (shell/src/federation/integrity.ts), so each preload is the request that is used:
 * - the entry, by the federation runtime: with `integrity` and CORS when remotes.json pins it;
 * - `./App`'s chunks, by the runtime from the manifest: with their digests and CORS when the
 *   manifest is pinned (the shell takes digests only from a manifest it checked), else plain;
 * - the route's page chunks, by the remote's own runtime, which always loads another origin's
 *   chunk with its digest and CORS (chunkIntegrity.js): only those the manifest has a digest for.
 * The shared libraries the page uses come from the shell (the share policy takes a copy already
 * loaded), whose own boot files its HTML preloads.
 */
export function codePreloads(facts: ManifestFacts, pins: RemotePins | undefined, pathname: string): Preload[] {
  const url = (file: string) => new URL(file, facts.base).href;
  const preloads: Preload[] = [];
  if (facts.entry) preloads.push(pins?.entry ? { href: url(facts.entry), as: 'script', crossOrigin: true, integrity: pins.entry } : { href: url(facts.entry), as: 'script' });
  for (const file of facts.appFiles) {
    const digest = pins?.manifest ? facts.digests[file] : undefined;
    preloads.push(digest ? { href: url(file), as: 'script', crossOrigin: true, integrity: digest } : { href: url(file), as: 'script' });
  }
  const page = Object.entries(facts.pageFiles).find(([path]) => matchesPath(path, pathname))?.[1] ?? [];
  for (const file of page) {
    if (facts.appFiles.includes(file) || !facts.digests[file]) continue;
    preloads.push({ href: url(file), as: 'script', crossOrigin: true, integrity: facts.digests[file] });
  }
  return preloads.map((preload) => ({ ...preload, fetchPriority: 'low' }));
}

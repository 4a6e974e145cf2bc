// Server rendering with the remotes' own page components. For a page one public remote registered
// (its mf-manifest.json's metaData.registration, layout 'site'), the shell server loads that
// remote's server target (dist/server/remoteEntry.js beside its manifest, built by packages/build)
// over HTTP through Module Federation's runtime (in Node it fetches the entry and runs it in a vm
// context; the entry carries @module-federation/node's runtime plugin for its own use) and asks its `./serverRender` for the page,
// within the budget. Anything else (no such remote, no server target, down, throwing, slow) is
// `null`: the page renders in the browser as before.
import { createInstance } from '@module-federation/runtime';

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

export type RemoteRef = string | { manifest: string; adminOnly?: boolean };

/** react-router-style path patterns of a registration: ':name' segments, a trailing '/*'. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const want = trim(pattern).split('/');
  const have = trim(pathname).split('/');
  if (want[want.length - 1] === '*') return have.length >= want.length - 1 && want.slice(0, -1).every((part, i) => part === have[i] || (part.startsWith(':') && Boolean(have[i])));
  return want.length === have.length && want.every((part, i) => part === have[i] || (part.startsWith(':') && Boolean(have[i])));
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
  const manifests = new Map<string, { at: number; value: Promise<{ name: string; paths: string[]; layout: string } | null> }>();
  const entries = new Map<string, { at: number; value: Promise<ServerRenderModule> }>();

  function registration(manifest: string) {
    const kept = manifests.get(manifest);
    if (kept && Date.now() - kept.at < reuseMs) return kept.value;
    const value = fetch(manifest, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${manifest} answered ${response.status}`);
        const body = (await response.json()) as { name?: string; metaData?: { registration?: { paths?: unknown; layout?: unknown } } };
        const reg = body.metaData?.registration;
        const paths = Array.isArray(reg?.paths) ? reg.paths.filter((p): p is string => typeof p === 'string') : [];
        if (typeof body.name !== 'string') throw new Error(`${manifest} has no name`);
        return { name: body.name, paths, layout: reg?.layout === 'full' ? 'full' : 'site' };
      })
      .catch((error: unknown) => {
        log(`server render: ${manifest}: ${(error as Error).message}`);
        return null;
      });
    manifests.set(manifest, { at: Date.now(), value });
    return value;
  }

  /** The remote's server container, loaded over HTTP by the federation runtime (a fresh instance per load: a deploy replaces it). */
  function serverModule(name: string, manifest: string) {
    const entry = new URL('server/remoteEntry.js', manifest).href;
    const kept = entries.get(entry);
    if (kept && Date.now() - kept.at < reuseMs) return kept.value;
    instances += 1;
    const federation = createInstance({
      name: `shell_server_${instances}`,
      remotes: [{ name, alias: `r${instances}`, entry }],
    });
    const value = federation.loadRemote<ServerRenderModule>(`r${instances}/serverRender`).then((module) => {
      if (!module || typeof module.renderPage !== 'function') throw new Error(`${entry} has no serverRender`);
      return module;
    });
    value.catch((error: unknown) => {
      log(`server render: ${entry}: ${(error as Error).message}`);
      if (entries.get(entry)?.value === value) entries.delete(entry);
    });
    entries.set(entry, { at: Date.now(), value });
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
            const reg = await registration(manifest);
            if (!reg || reg.layout !== 'site' || !reg.paths.some((path) => matchesPath(path, pathname))) continue;
            const module = await serverModule(reg.name, manifest);
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

  return { render };
}

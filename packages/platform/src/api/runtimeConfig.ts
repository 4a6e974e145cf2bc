// Where the API and the remotes live is decided at deploy time by `remotes.json` beside the shell,
// so a new address never needs a rebuild.

/** Any key of `remotes` in remotes.json: the shell knows no remote by name. */
export type RemoteName = string;

/**
 * Where a remote lives: its `mf-manifest.json` URL, or an object with flags the shell needs
 * before fetching anything from the remote (`adminOnly`: fetched only once the API confirmed an
 * admin; `paths`: routed to it even while its registration is unknown). See shell/README.md.
 */
export type RemoteEntry = string | { manifest: string; adminOnly?: boolean; paths?: string[] };

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, RemoteEntry>;
  googleClientId?: string;
}

declare global {
  interface Window {
    /** Optional inline config a deployment may put in index.html before the bundles. */
    __RENTAL_CONFIG__?: Partial<RuntimeConfig>;
    /** `/remotes.json` as the shell's HTML started fetching it before any bundle ran (packages/build's template). */
    __shellBootRemotesJson?: Promise<Response>;
  }
}

export const DEFAULT_API_URL = 'http://localhost:3000';

let apiUrl = DEFAULT_API_URL;
let runtimeConfig: RuntimeConfig = { apiUrl, remotes: {} };

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export function getApiUrl(): string {
  return apiUrl;
}

export function setApiUrl(url: string): void {
  apiUrl = withoutTrailingSlash(url) || DEFAULT_API_URL;
  runtimeConfig = { ...runtimeConfig, apiUrl };
}

export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}

/** The Google sign-in button is shown only when a client id is configured. */
export function getGoogleClientId(): string | undefined {
  const inline = typeof window !== 'undefined' ? window.__RENTAL_CONFIG__?.googleClientId : undefined;
  return inline || runtimeConfig.googleClientId || undefined;
}

/** The HTML's head start on remotes.json (one request, not two), taken once. */
function takeBootRemotesJson(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined' || url !== '/remotes.json') return undefined;
  const started = window.__shellBootRemotesJson;
  delete window.__shellBootRemotesJson;
  return started;
}

/**
 * Reads `remotes.json`. A missing or broken file must not take the site down: the API then
 * defaults to the local development address and no remote is registered.
 */
export async function loadRuntimeConfig(url = '/remotes.json'): Promise<RuntimeConfig> {
  const inline = typeof window !== 'undefined' ? window.__RENTAL_CONFIG__ : undefined;
  let fetched: Partial<RuntimeConfig> = {};
  try {
    const download = () => fetch(url, { cache: 'no-cache' });
    const response = await (takeBootRemotesJson(url)?.catch(download) ?? download());
    if (response.ok) fetched = (await response.json()) as Partial<RuntimeConfig>;
  } catch {
    // Fall through to the defaults.
  }
  const merged: RuntimeConfig = {
    apiUrl: inline?.apiUrl || fetched.apiUrl || DEFAULT_API_URL,
    remotes: { ...(fetched.remotes ?? {}), ...(inline?.remotes ?? {}) },
    googleClientId: inline?.googleClientId || fetched.googleClientId,
  };
  runtimeConfig = merged;
  setApiUrl(merged.apiUrl);
  return runtimeConfig;
}

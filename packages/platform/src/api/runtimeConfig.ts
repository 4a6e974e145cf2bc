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
  /** Browsers' reports to the API about each release they ran (shell/src/federation/releaseReports.ts). */
  clientReports?: { /** The share of page loads that report, 0 to 1. */ sampleRate?: number };
}

declare global {
  interface Window {
    /** Optional inline config a deployment may put in index.html before the bundles. */
    __RENTAL_CONFIG__?: Partial<RuntimeConfig>;
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

/** The element in which the shell server's page carries remotes.json as it served it for this page. */
export const EMBEDDED_CONFIG_ID = 'remotes-json';

/**
 * remotes.json as the shell server put it into this page (the very config it rendered the page
 * with), taken once: the page starts without asking for it again. Later requests go to the network.
 */
function takeEmbeddedConfig(url: string): Partial<RuntimeConfig> | undefined {
  if (typeof document === 'undefined' || url !== '/remotes.json') return undefined;
  // The server's own element, a child of <body>: not one a remote's markup (inside #root) could carry.
  const element = document.querySelector(`body > script#${EMBEDDED_CONFIG_ID}[type="application/json"]`);
  if (!element) return undefined;
  element.remove();
  try {
    const value = JSON.parse(element.textContent ?? '') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<RuntimeConfig>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads `remotes.json`. A missing or broken file must not take the site down: the API then
 * defaults to the local development address and no remote is registered.
 */
export async function loadRuntimeConfig(url = '/remotes.json'): Promise<RuntimeConfig> {
  const inline = typeof window !== 'undefined' ? window.__RENTAL_CONFIG__ : undefined;
  let fetched: Partial<RuntimeConfig> = {};
  try {
    const embedded = takeEmbeddedConfig(url);
    if (embedded) fetched = embedded;
    else {
      const response = await fetch(url, { cache: 'no-cache' });
      if (response.ok) fetched = (await response.json()) as Partial<RuntimeConfig>;
    }
  } catch {
    // Fall through to the defaults.
  }
  const merged: RuntimeConfig = {
    apiUrl: inline?.apiUrl || fetched.apiUrl || DEFAULT_API_URL,
    remotes: { ...(fetched.remotes ?? {}), ...(inline?.remotes ?? {}) },
    googleClientId: inline?.googleClientId || fetched.googleClientId,
    clientReports: inline?.clientReports ?? fetched.clientReports,
  };
  runtimeConfig = merged;
  setApiUrl(merged.apiUrl);
  return runtimeConfig;
}

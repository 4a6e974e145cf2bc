// Where the remotes live comes from remotes.json; what each one serves (paths, nav entries) comes
// from its own manifest. One record per remote: its registration, and its registration with the
// federation runtime, which happens once its manifest is known.
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadAntdTheme } from '@rental/platform';
import type { RemoteName, RuntimeConfig } from '@rental/platform';
import { withAntdTheme } from './antdThemed';
import { kernelConflict } from './kernelVersion';
import { scriptIntegrityPlugin, pinRemote } from './integrity';
import { fetchManifest, manifestHandoffPlugin } from './manifests';
import { ORIGINAL_REGISTRATIONS } from './originalRemotes';
import { matchesPath, readRegistration } from './registration';
import { releaseIdOf, reportRemoteLoaded } from './releaseReports';
import type { RemoteRegistration } from './registration';
import { unavailableModule } from './remoteFallbackPlugin';
import { readRemotesConfig } from './remotesConfig';
import type { RemoteConfig } from './remotesConfig';

export type { RemoteName };
export type RemoteModule = { default: ComponentType };

/** idle: nothing fetched yet; loading: its manifest is on the way; ready: registered with the runtime; failed: its manifest could not be fetched. */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A remote as the routes and the nav bar see it. */
export interface RemoteView {
  name: RemoteName;
  status: RemoteStatus;
  adminOnly: boolean;
  /** From its manifest, else remembered from an earlier visit, else originalRemotes.ts; null while unknown. */
  registration: RemoteRegistration | null;
  /** Its remotes.json `paths`, routed to it while its registration is unknown. */
  claimedPaths: string[];
}

interface RemoteRecord extends RemoteConfig {
  status: RemoteStatus;
  fetched: RemoteRegistration | null;
  remembered: RemoteRegistration | null;
  /** Federation container name, from the manifest. */
  container: string | null;
  /** Its manifest must be fetched (again) before the next load: never fetched, failed, or forgotten. */
  stale: boolean;
  fetchedAt: number;
  /** Its code is running: the runtime will not read its manifest again. */
  loaded: boolean;
  /** Its manifest says it needs another platform major than this page runs (kernelVersion.ts). */
  conflict?: string;
  /** Its own code uses antd (its manifest's `metaData.usesAntd`; a build without the field counts as yes): it is rendered inside AntdTheme. */
  usesAntd: boolean;
  /** `<version>-<commit>` from its manifest's build info ('unknown' before it is fetched). */
  release: string;
  loading?: Promise<void>;
}

/**
 * A manifest fetched at boot serves the remote's first load for this long; later, the load fetches
 * it again, so a remote deployed meanwhile is loaded as it is now.
 */
const MANIFEST_FRESH_MS = 30_000;

/** localStorage: the last registration seen per remote, so a remote that is down on a later visit still has its nav link and routes. */
export const REMEMBERED_KEY = 'remoteRegistrations';

let records = new Map<RemoteName, RemoteRecord>();
let snapshot: readonly RemoteView[] = [];
let adminConfirmed = false;
let handoffRegistered = false;
/** Loads started before React asked for them (startRemoteApp), each handed to the first loadRemoteApp of its remote. */
const started = new Map<RemoteName, Promise<RemoteModule>>();
const inRuntime = new Set<RemoteName>();
const listeners = new Set<() => void>();
let notifyQueued = false;

const registrationOf = (record: RemoteRecord) => record.fetched ?? record.remembered ?? ORIGINAL_REGISTRATIONS[record.name] ?? null;
const isAdminOnly = (record: RemoteRecord) => record.adminOnly || registrationOf(record)?.adminOnly === true;

function view(record: RemoteRecord): RemoteView {
  return {
    name: record.name,
    status: record.status,
    adminOnly: isAdminOnly(record),
    registration: registrationOf(record),
    claimedPaths: record.paths,
  };
}

// Listeners hear of changes after the current task: a change made while React renders (a lazy
// remote starting to load) must not update other components during that render.
function changed(): void {
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    snapshot = [...records.values()].map(view);
    listeners.forEach((listener) => listener());
  });
}

export function subscribeRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function remotesSnapshot(): readonly RemoteView[] {
  return snapshot;
}

function readRemembered(): Record<string, RemoteRegistration> {
  const remembered: Record<string, RemoteRegistration> = {};
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? '{}') as Record<string, unknown>;
    for (const [name, value] of Object.entries(stored ?? {})) {
      const registration = readRegistration(value);
      if (registration) remembered[name] = registration;
    }
  } catch {
    // Unreadable memory is no memory.
  }
  return remembered;
}

function remember(name: RemoteName, registration: RemoteRegistration | null): void {
  try {
    const stored = readRemembered();
    if (registration) stored[name] = registration;
    else delete stored[name];
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify(stored));
  } catch {
    // Private mode or a full store: the site works without memory.
  }
}

/** Reads remotes.json's `remotes`. Fetches nothing: see fetchPublicRegistrations. */
export function configureRemotes(remotes: RuntimeConfig['remotes']): void {
  const remembered = readRemembered();
  const configs = readRemotesConfig(remotes);
  for (const config of configs) pinRemote(config.manifestUrl, config.integrity);
  records = new Map(
    configs.map((config) => [
      config.name,
      { ...config, status: 'idle', fetched: null, remembered: remembered[config.name] ?? null, container: null, stale: true, fetchedAt: 0, loaded: false, usesAntd: true, release: 'unknown' },
    ]),
  );
  inRuntime.clear();
  started.clear();
  adminConfirmed = false;
  snapshot = [...records.values()].map(view);
  changed();
}

/** webpack's chunk-loading global for a build whose `output.uniqueName` is `container` (packages/build sets both to the app's name). */
export const chunkLoadingGlobalOf = (container: string): string => `webpackChunk${container.replace(/[^a-zA-Z0-9$]+/g, '_')}`;

function registerWithRuntime(record: RemoteRecord, container: string): void {
  if (!handoffRegistered) {
    registerPlugins([manifestHandoffPlugin(), scriptIntegrityPlugin()]);
    handoffRegistered = true;
  }
  const replacing = inRuntime.has(record.name);
  // The build that replaces a running one keeps its chunk ids: it must not adopt the chunks the old
  // build already pushed into the shared chunk-loading array (old code under the same ids).
  if (replacing) delete (globalThis as Record<string, unknown>)[chunkLoadingGlobalOf(container)];
  // A remote registered before (its manifest fetched again after a failure) is replaced, so the
  // runtime drops what it cached for it.
  registerRemotes([{ name: container, entry: record.manifestUrl }], { force: replacing });
  inRuntime.add(record.name);
}

async function fetchRegistration(record: RemoteRecord): Promise<void> {
  record.status = 'loading';
  changed();
  try {
    const manifest = await fetchManifest(record.manifestUrl);
    const container = typeof manifest.name === 'string' && manifest.name ? manifest.name : null;
    if (!container) throw new Error(`${record.manifestUrl} names no federation container`);
    const registration = readRegistration(manifest.metaData?.registration);
    if (registration?.adminOnly && !record.adminOnly) {
      console.warn(`[shell] ${record.name} registers as admin-only: mark it "adminOnly": true in remotes.json, so visitors never fetch its manifest`);
    }
    registerWithRuntime(record, container);
    Object.assign(record, {
      fetched: registration,
      remembered: null,
      container,
      stale: false,
      status: 'ready',
      fetchedAt: Date.now(),
      conflict: kernelConflict(manifest),
      usesAntd: manifest.metaData?.usesAntd !== false,
      release: releaseIdOf(manifest.metaData?.buildInfo as Parameters<typeof releaseIdOf>[0]),
    });
    // A manifest without a registration (an older build): forget a newer one this browser saw.
    remember(record.name, registration);
  } catch (error) {
    console.warn(`[shell] the ${record.name} remote's manifest could not be fetched`, error);
    Object.assign(record, { stale: true, status: 'failed' });
  }
  changed();
}

/** Fetches a remote's manifest when it must be (never an admin-only one before an admin is confirmed). */
function ensureManifest(record: RemoteRecord): Promise<void> {
  if (!record.stale || (isAdminOnly(record) && !adminConfirmed)) return Promise.resolve();
  record.loading ??= fetchRegistration(record).finally(() => {
    record.loading = undefined;
  });
  return record.loading;
}

/**
 * At boot: every public remote's manifest, all at once (the page's remote needs its manifest
 * anyway, and the others' registrations complete the routes and the nav). The promise settles when
 * the remotes whose registration was not known before have answered.
 */
export function fetchPublicRegistrations(): Promise<void> {
  const unknown: Promise<void>[] = [];
  for (const record of records.values()) {
    if (isAdminOnly(record)) continue;
    const known = registrationOf(record) !== null;
    const fetching = ensureManifest(record);
    if (!known) unknown.push(fetching);
  }
  return Promise.all(unknown).then(() => undefined);
}

/**
 * GET /api/users/ said admin (or no longer does). Confirmed, an admin-only remote whose
 * registration this browser does not know yet has its manifest fetched for its nav entries; its
 * code loads only on its own pages.
 */
export function setAdminConfirmed(confirmed: boolean): void {
  adminConfirmed = confirmed;
  if (!confirmed) return;
  for (const record of records.values()) {
    if (isAdminOnly(record) && record.status === 'idle' && registrationOf(record) === null) void ensureManifest(record);
  }
}

/** Retry for a page no known remote serves while some remote is unreachable: fetch their manifests again. */
export function retryUnreachableRemotes(): Promise<void> {
  const retries = [...records.values()].filter((record) => record.status === 'failed').map(ensureManifest);
  return Promise.all(retries).then(() => undefined);
}

/** The release of a remote this page fetched the manifest of ('unknown' before). */
export function remoteReleaseOf(remote: RemoteName): string {
  return records.get(remote)?.release ?? 'unknown';
}

/** Drops what was fetched for a remote, so the next load fetches its manifest (and so its code) afresh. */
export function forgetRemote(remote: RemoteName): void {
  const record = records.get(remote);
  if (record) Object.assign(record, { stale: true, loaded: false });
  started.delete(remote);
}

/**
 * The remote's `./App`, inside antd's themed ConfigProvider when it uses antd (loaded in parallel
 * with the remote's code). Never rejects: a missing or broken remote yields a component that
 * throws while rendering.
 */
export function loadRemoteApp(remote: RemoteName): Promise<RemoteModule> {
  const early = started.get(remote);
  if (!early) return fetchRemoteApp(remote);
  started.delete(remote);
  return early;
}

/**
 * Starts loading a remote's `./App` now, ahead of the render that will ask for it (loadRemoteApp
 * then gets this very load): the back office's code as soon as GET /api/users/ has confirmed an
 * admin or staff member on one of its addresses, instead of after the shell has rendered that answer.
 */
export function startRemoteApp(remote: RemoteName): void {
  if (!started.has(remote) && records.get(remote)?.loaded === false) started.set(remote, fetchRemoteApp(remote));
}

/** The admin-only (back-office) remote that serves `pathname`, if one does (its registration's paths, else its remotes.json `paths`). */
export function adminOnlyRemoteAt(pathname: string): RemoteName | undefined {
  for (const record of records.values()) {
    if (!isAdminOnly(record)) continue;
    const paths = registrationOf(record)?.paths ?? record.paths;
    if (paths.some((path) => matchesPath(path, pathname))) return record.name;
  }
  return undefined;
}

async function fetchRemoteApp(remote: RemoteName): Promise<RemoteModule> {
  const record = records.get(remote);
  if (!record) return unavailableModule(`${remote}/App`, new Error(`${remote} is not in remotes.json`));
  if (isAdminOnly(record) && !adminConfirmed) return unavailableModule(`${remote}/App`, new Error(`${remote} is for admins only`));
  if (!record.loaded && Date.now() - record.fetchedAt > MANIFEST_FRESH_MS) record.stale = true;
  await ensureManifest(record);
  const id = `${record.container ?? remote}/App`;
  if (record.status !== 'ready' || !record.container) return unavailableModule(id, new Error(`the ${remote} remote's manifest could not be fetched`));
  if (record.conflict) return unavailableModule(id, new Error(record.conflict));
  try {
    const [module] = await Promise.all([loadRemote<RemoteModule>(id), record.usesAntd ? loadAntdTheme() : undefined]);
    if (!module?.default) return unavailableModule(id, new Error(`${id} has no default export`));
    record.loaded = true;
    reportRemoteLoaded(remote, record.manifestUrl, record.release);
    return record.usesAntd ? { default: withAntdTheme(module.default) } : module;
  } catch (error) {
    return unavailableModule(id, error);
  }
}

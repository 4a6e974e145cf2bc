// What visitors' browsers tell the API about each release they ran (api/src/release-health): a
// view when a page loads a remote's release (and the shell), an error when that code throws, a
// load failure when it cannot be fetched. Whether a page reports is decided once per page load
// (remotes.json's clientReports.sampleRate), so a sampled page sends its views and its errors
// alike and their ratio stays true. Nothing about the visitor is sent: no address, no user.
import type { RuntimeConfig } from '@rental/platform';

export type ReportKind = 'view' | 'error' | 'load-failed';

/** The share of page loads that report when remotes.json does not say. */
export const DEFAULT_SAMPLE_RATE = 0.2;
/** Errors one page reports at most: a component that throws on every render must not send hundreds. */
const MAX_ERRORS = 10;
const MAX_MESSAGE = 500;

declare const __webpack_hash__: string | undefined;
/** The shell's own build: its compilation hash (the shell has no manifest of its own). */
export const SHELL_RELEASE = typeof __webpack_hash__ === 'string' ? `build-${__webpack_hash__.slice(0, 12)}` : 'unknown';

let endpoint: string | null = null;
let listening = false;
let errorsLeft = MAX_ERRORS;
const viewed = new Set<string>();
/** Where each loaded remote's files come from (its manifest's folder), to tell whose code threw. */
const sources = new Map<string, { base: string; release: string }>();

/** `<version>-<commit>` from a manifest's build info, as scripts/lib/releases.mjs names a release. */
export function releaseIdOf(buildInfo: { buildVersion?: unknown; commit?: unknown } | undefined): string {
  const { buildVersion, commit } = buildInfo ?? {};
  return typeof buildVersion === 'string' && typeof commit === 'string' && buildVersion && commit ? `${buildVersion}-${commit}`.replace(/[^0-9A-Za-z._+-]/g, '_') : 'unknown';
}

function send(kind: ReportKind, remote: string, release: string, message?: string): void {
  if (!endpoint) return;
  const body = JSON.stringify({ kind, remote, release, ...(message ? { message: message.slice(0, MAX_MESSAGE) } : {}) });
  // A string beacon is text/plain: sent cross-origin without a preflight, and even as the page
  // unloads. One the browser refuses (its queue is full) is dropped: a report is never worth a retry.
  try {
    navigator.sendBeacon(endpoint, body);
  } catch {
    // No beacons here: no report.
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** The first script address in an error's stack (Chrome's `at f (url:1:2)`, Firefox's `f@url:1:2`). */
export function scriptOf(error: unknown): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const line of stack.split('\n')) {
    const match = /(https?:\/\/[^\s()]+):\d+:\d+\)?\s*$/.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/** Whose code threw: the remote whose folder holds the script (the longest match), else the shell. */
export function ownerOf(script: string | undefined): { remote: string; release: string } {
  let owner = { remote: 'shell', release: SHELL_RELEASE };
  let longest = 0;
  const pageRoot = `${location.origin}/`;
  for (const [remote, { base, release }] of sources) {
    // A remote served from the page's own root cannot be told from the shell by address.
    if (script?.startsWith(base) && base !== pageRoot && base.length > longest) {
      owner = { remote, release };
      longest = base.length;
    }
  }
  return owner;
}

function reportUncaught(error: unknown, filename?: string): void {
  const { remote, release } = ownerOf(scriptOf(error) ?? filename);
  reportFailure(remote, release, error, false);
}

/** Starts reporting for this page load, if it is sampled. Called once, with remotes.json. */
export function startReleaseReports(config: Pick<RuntimeConfig, 'apiUrl' | 'clientReports'>, random = Math.random): void {
  const rate = config.clientReports?.sampleRate;
  const sampleRate = typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
  if (!config.apiUrl || random() >= sampleRate) return;
  endpoint = `${config.apiUrl.replace(/\/+$/, '')}/api/client-reports`;
  if (!listening) {
    addEventListener('error', (event) => reportUncaught(event.error, event.filename));
    addEventListener('unhandledrejection', (event) => reportUncaught(event.reason));
    listening = true;
  }
  reportView('shell', SHELL_RELEASE);
}

function reportView(remote: string, release: string): void {
  const key = `${remote}@${release}`;
  if (viewed.has(key)) return;
  viewed.add(key);
  send('view', remote, release);
}

/** A remote's code is running on this page: one view of its release, and its folder for attributing errors. */
export function reportRemoteLoaded(remote: string, manifestUrl: string, release: string): void {
  sources.set(remote, { base: new URL('.', manifestUrl).href, release });
  reportView(remote, release);
}

/** A remote failed where the visitor sees it: its code threw, or it could not be loaded. */
export function reportFailure(remote: string, release: string, error: unknown, loadFailed: boolean): void {
  if (errorsLeft <= 0) return;
  errorsLeft -= 1;
  send(loadFailed ? 'load-failed' : 'error', remote, release, messageOf(error));
}

/** Test hook: as on a fresh page. */
export function resetReleaseReports(): void {
  endpoint = null;
  errorsLeft = MAX_ERRORS;
  viewed.clear();
  sources.clear();
}

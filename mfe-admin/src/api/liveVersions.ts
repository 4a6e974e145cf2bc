// Which build of each remote is live: the remotes remotes.json names (the kernel's runtime config),
// each one's mf-manifest.json asked afresh. Version and commit are written into the manifest by
// the build (packages/build/src/buildInfo.js).
import { useCallback, useEffect, useState } from 'react';
import { getRuntimeConfig, loadRuntimeConfig } from '@rental/platform';
import type { RuntimeConfig } from '@rental/platform';

export interface LiveVersion {
  remote: string;
  manifestUrl: string;
  /** loading: asked; live: the manifest answered; down: it did not (see `problem`). */
  state: 'loading' | 'live' | 'down';
  version?: string;
  commit?: string;
  /** The release a manifest URL pins (…/releases/<id>/mf-manifest.json), if any. */
  pinnedRelease?: string;
  problem?: string;
}

interface ManifestBuildInfo {
  name?: string;
  metaData?: { buildInfo?: { buildVersion?: string; commit?: string } };
}

/** Each remote of remotes.json with its manifest URL (an entry is a URL or { manifest, … }). */
export function remoteManifests(remotes: RuntimeConfig['remotes']): { remote: string; manifestUrl: string }[] {
  return Object.entries(remotes).map(([remote, entry]) => ({
    remote,
    manifestUrl: typeof entry === 'string' ? entry : ((entry as { manifest?: string })?.manifest ?? ''),
  }));
}

const pinnedReleaseOf = (manifestUrl: string) => /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];

/** One remote's manifest, never cached, read into a LiveVersion; failures become `down` with the reason. */
export async function readLiveVersion(remote: string, manifestUrl: string): Promise<LiveVersion> {
  const base = { remote, manifestUrl, pinnedRelease: pinnedReleaseOf(manifestUrl) };
  if (!manifestUrl) return { ...base, state: 'down', problem: 'No manifest URL in remotes.json' };
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return { ...base, state: 'down', problem: `The manifest answered HTTP ${response.status}` };
    const manifest = (await response.json()) as ManifestBuildInfo;
    const buildInfo = manifest?.metaData?.buildInfo;
    return { ...base, state: 'live', version: buildInfo?.buildVersion || 'unknown', commit: buildInfo?.commit || 'unknown' };
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'The manifest is not JSON' : 'No answer (server down or blocked)';
    return { ...base, state: 'down', problem: reason };
  }
}

/**
 * Every remote's live version, asked when mounted and again on `refresh`, which reads remotes.json
 * afresh too (a rollback or a deploy may have pinned another release since the page opened).
 */
export function useLiveVersions(): { versions: LiveVersion[]; refresh: () => void } {
  const [round, setRound] = useState(0);
  const [versions, setVersions] = useState<LiveVersion[]>([]);
  useEffect(() => {
    let current = true;
    const show = (remotes: { remote: string; manifestUrl: string }[]) => {
      setVersions(remotes.map(({ remote, manifestUrl }) => ({ remote, manifestUrl, pinnedRelease: pinnedReleaseOf(manifestUrl), state: 'loading' })));
      remotes.forEach(({ remote, manifestUrl }, index) => {
        void readLiveVersion(remote, manifestUrl).then((version) => {
          if (current) setVersions((list) => list.map((item, i) => (i === index ? version : item)));
        });
      });
    };
    if (round === 0) show(remoteManifests(getRuntimeConfig().remotes));
    else
      void loadRuntimeConfig().then((config) => {
        if (current) show(remoteManifests(config.remotes));
      });
    return () => {
      current = false;
    };
  }, [round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { versions, refresh };
}

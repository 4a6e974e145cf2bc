import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConflictError } from '../common/errors.js';
import type { ReleaseHealthConfig } from './config/release-health.config.js';

/** scripts/lib/releases.mjs: the one description of a deploy folder, also used by `npm run release`. */
interface ReleasesLibrary {
  listReleases(deployDir: string): { releases: string[]; live?: string };
  releasePin(deployDir: string, id: string): { manifestPath: string; integrity: Record<string, string> };
  pinInRemotesJson(file: string, name: string, pin: unknown, origin?: string): { manifest: string };
}

/** From api/dist/release-health (or api/src/release-health) to the repository's scripts/. */
const LIBRARY = join(import.meta.dirname, '../../../scripts/lib/releases.mjs');

/** A release served from `/releases/<id>/mf-manifest.json` (pinned in remotes.json). */
export const pinnedReleaseOf = (manifestUrl: string): string | null => /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1] ?? null;

export interface DeployedReleases {
  /** The release the shell loads now: the one remotes.json pins, else the one its deploy folder serves at the root. */
  live: string | null;
  /** The kept release published before the live one. */
  previous: string | null;
}

/**
 * The deployment this API may change: the remotes.json the shell serves and each remote's deploy
 * folder (RELEASES_REMOTES_JSON, RELEASES_DEPLOY_DIRS). A rollback pins the previous release in
 * remotes.json (its address and digests, as `npm run release -- --promote <id> --pin` does); the
 * shell reads that file on every page, so the next page loads it.
 */
export class LocalDeployment {
  private constructor(
    private readonly library: ReleasesLibrary,
    private readonly remotesJson: string,
    private readonly deployDirs: Record<string, string>,
  ) {}

  /** Null when no rollback is configured; throws at boot when it is configured but cannot work. */
  static async open(config: ReleaseHealthConfig): Promise<LocalDeployment | null> {
    if (!config.remotesJson || !Object.keys(config.deployDirs).length) return null;
    if (!existsSync(LIBRARY)) throw new Error(`RELEASES_DEPLOY_DIRS is set but ${LIBRARY} is missing: rollback needs the repository's release scripts beside the API`);
    if (!existsSync(config.remotesJson)) throw new Error(`RELEASES_REMOTES_JSON: ${config.remotesJson} does not exist`);
    for (const [remote, dir] of Object.entries(config.deployDirs)) {
      if (!existsSync(join(dir, 'releases.txt'))) throw new Error(`RELEASES_DEPLOY_DIRS: ${dir} (${remote}) holds no published releases (releases.txt)`);
    }
    const library = (await import(pathToFileURL(LIBRARY).href)) as ReleasesLibrary;
    return new LocalDeployment(library, config.remotesJson, config.deployDirs);
  }

  handles(remote: string): boolean {
    return remote in this.deployDirs;
  }

  releasesOf(remote: string): DeployedReleases | null {
    const dir = this.deployDirs[remote];
    if (!dir) return null;
    const { releases, live: servedAtRoot } = this.library.listReleases(dir);
    const live = this.pinnedRelease(remote) ?? servedAtRoot ?? null;
    const at = live ? releases.indexOf(live) : -1;
    return { live, previous: at > 0 ? releases[at - 1] : null };
  }

  /** Pins `release` (which must be the live one's predecessor) in remotes.json; returns its manifest address. */
  rollBack(remote: string, release: string): { from: string | null; manifest: string } {
    const deployed = this.releasesOf(remote);
    if (!deployed?.previous) throw new ConflictError(`${remote} has no earlier release to roll back to`);
    if (deployed.previous !== release) throw new ConflictError(`The release before ${deployed.live} is ${deployed.previous}, not ${release}: reload the page`);
    const entry = this.library.pinInRemotesJson(this.remotesJson, remote, this.library.releasePin(this.deployDirs[remote], release));
    return { from: deployed.live, manifest: entry.manifest };
  }

  private pinnedRelease(remote: string): string | null {
    const config = JSON.parse(readFileSync(this.remotesJson, 'utf8')) as { remotes?: Record<string, string | { manifest?: string }> };
    const entry = config.remotes?.[remote];
    const manifest = typeof entry === 'string' ? entry : entry?.manifest;
    return manifest ? pinnedReleaseOf(manifest) : null;
  }
}

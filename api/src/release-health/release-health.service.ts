import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { NotFoundError } from '../common/errors.js';
import { DatabaseWrites } from '../database/database-writes.js';
import type { User } from '../users/user.entity.js';
import type { ClientReportCount } from './client-report-count.entity.js';
import { type ClientReport, ClientReports } from './client-reports.js';
import { type ReleaseHealthConfig, releaseHealthConfig } from './config/release-health.config.js';
import { LocalDeployment } from './local-deployment.js';
import type { ReleaseFigures, ReleaseHealthView, RemoteHealth, RollbackDone } from './release-health-view.js';

/** The figures cover this many days. */
export const RELEASE_HEALTH_DAYS = 14;
const DAY_MS = 86_400_000;

interface Tally {
  release: string;
  views: number;
  errors: number;
  loadFailures: number;
  lastMessage: string | null;
  firstSeen: Date;
  lastSeen: Date;
  /** The last page view: which release browsers load now, when no deployment says. */
  lastView: Date | null;
}

/** errors per 1,000 views, one decimal; null without views. */
const rateOf = (tally: Tally | undefined): number | null =>
  tally && tally.views > 0 ? Math.round(((tally.errors + tally.loadFailures) * 10_000) / tally.views) / 10 : null;

function figuresOf(release: string | null, tally: Tally | undefined): ReleaseFigures | null {
  if (!release) return null;
  return {
    release,
    views: tally?.views ?? 0,
    errors: tally?.errors ?? 0,
    loadFailures: tally?.loadFailures ?? 0,
    errorRate: rateOf(tally),
    lastMessage: tally?.lastMessage ?? null,
    firstSeen: tally?.firstSeen.toISOString() ?? null,
    lastSeen: tally?.lastSeen.toISOString() ?? null,
  };
}

/** Per remote, each release's tally from the hourly counts. */
function tallies(rows: ClientReportCount[]): Map<string, Map<string, Tally>> {
  const byRemote = new Map<string, Map<string, Tally>>();
  for (const row of rows) {
    const releases = byRemote.get(row.remote) ?? new Map<string, Tally>();
    byRemote.set(row.remote, releases);
    const tally = releases.get(row.releaseId) ?? { release: row.releaseId, views: 0, errors: 0, loadFailures: 0, lastMessage: null, firstSeen: row.firstAt, lastSeen: row.lastAt, lastView: null };
    releases.set(row.releaseId, tally);
    if (row.kind === 'view') {
      tally.views += row.total;
      if (!tally.lastView || row.lastAt > tally.lastView) tally.lastView = row.lastAt;
    } else {
      if (row.kind === 'error') tally.errors += row.total;
      else tally.loadFailures += row.total;
      // Rows come oldest hour first: the last message seen wins.
      tally.lastMessage = row.lastMessage ?? tally.lastMessage;
    }
    if (row.firstAt < tally.firstSeen) tally.firstSeen = row.firstAt;
    if (row.lastAt > tally.lastSeen) tally.lastSeen = row.lastAt;
  }
  return byRemote;
}

/**
 * Without a deployment to ask: the live release is the one browsers loaded last, the previous one
 * the newest of those first seen before it.
 */
function liveAndPreviousFromReports(releases: Map<string, Tally>): { live: string | null; previous: string | null } {
  const all = [...releases.values()].filter((tally) => tally.release !== 'unknown');
  const live = all.filter((tally) => tally.lastView).sort((a, b) => b.lastView!.getTime() - a.lastView!.getTime())[0];
  if (!live) return { live: null, previous: null };
  const previous = all.filter((tally) => tally !== live && tally.firstSeen < live.firstSeen).sort((a, b) => b.firstSeen.getTime() - a.firstSeen.getTime())[0];
  return { live: live.release, previous: previous?.release ?? null };
}

/** Live release, its predecessor, their error rates, the flag, and the rollback (the admin's Versions page). */
@Injectable()
export class ReleaseHealthService implements OnModuleInit {
  private deployment: LocalDeployment | null = null;

  constructor(
    private readonly reports: ClientReports,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
    @Inject(releaseHealthConfig.KEY) private readonly config: ReleaseHealthConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.deployment = await LocalDeployment.open(this.config);
  }

  record(report: ClientReport): void {
    this.reports.record(report);
  }

  async health(now = new Date()): Promise<ReleaseHealthView> {
    const byRemote = tallies(await this.reports.since(new Date(now.getTime() - RELEASE_HEALTH_DAYS * DAY_MS)));
    const names = new Set([...byRemote.keys(), ...Object.keys(this.config.deployDirs)]);
    const remotes = [...names].sort().map((remote) => this.remoteHealth(remote, byRemote.get(remote) ?? new Map()));
    return { remotes, days: RELEASE_HEALTH_DAYS, flagRatio: this.config.flagRatio, flagMinErrors: this.config.flagMinErrors };
  }

  async rollBack(remote: string, release: string, actor: User): Promise<RollbackDone> {
    if (!this.deployment?.handles(remote)) throw new NotFoundError(`This API cannot roll back ${remote}: its deploy folder is not in RELEASES_DEPLOY_DIRS`);
    const { from, manifest } = this.deployment.rollBack(remote, release);
    await this.writes.transaction((manager) => this.audit.record(manager, actor, 'release', remote, 'rolled back', { release: from }, { release }));
    return { remote, release, from, manifest };
  }

  private remoteHealth(remote: string, releases: Map<string, Tally>): RemoteHealth {
    const deployed = this.deployment?.releasesOf(remote) ?? null;
    const { live, previous } = deployed ?? liveAndPreviousFromReports(releases);
    const liveTally = live ? releases.get(live) : undefined;
    const previousTally = previous ? releases.get(previous) : undefined;
    return {
      remote,
      source: deployed ? 'deployment' : 'reports',
      live: figuresOf(live, liveTally),
      previous: figuresOf(previous, previousTally),
      flagged: this.isFlagged(liveTally, previousTally),
      rollbackTo: deployed?.previous ?? null,
    };
  }

  /**
   * Far above its predecessor: at least flagMinErrors errors, and a rate at least flagRatio times
   * the predecessor's (which must have been seen, so there is something to compare with). A live
   * release that fails everywhere has errors and no views: flagged too.
   */
  private isFlagged(live: Tally | undefined, previous: Tally | undefined): boolean {
    if (!live || !previous?.views) return false;
    if (live.errors + live.loadFailures < this.config.flagMinErrors) return false;
    const liveRate = rateOf(live);
    return liveRate === null || liveRate >= this.config.flagRatio * rateOf(previous)!;
  }
}

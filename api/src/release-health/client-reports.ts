import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThanOrEqual, type Repository } from 'typeorm';
import { DatabaseWrites } from '../database/database-writes.js';
import { ClientReportCount, type ClientReportKind } from './client-report-count.entity.js';

const HOUR_MS = 3_600_000;
/** Counts are added up in memory and written this often: one small write per bucket, not one per page view. */
const FLUSH_EVERY_MS = 10_000;
/** Hourly counts older than this are deleted. */
export const KEEP_DAYS = 30;
const MESSAGE_CHARS = 200;

export interface ClientReport {
  kind: ClientReportKind;
  remote: string;
  release: string;
  message?: string;
}

interface Bucket {
  remote: string;
  releaseId: string;
  kind: ClientReportKind;
  hourStart: Date;
  total: number;
  firstAt: Date;
  lastAt: Date;
  lastMessage: string | null;
}

/**
 * An error message as it is kept: no e-mail address, no query string or fragment of an address
 * (they may carry tokens or personal data), at most 200 characters.
 */
export function scrubMessage(message: string | undefined): string | null {
  if (!message) return null;
  const scrubbed = message
    .replace(/[^\s@<>()"']+@[^\s@<>()"']+\.[^\s@<>()"']+/g, '[e-mail]')
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>()]*)[?#][^\s"'<>()]*/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return [...scrubbed].slice(0, MESSAGE_CHARS).join('') || null;
}

/** Browsers' reports, counted per remote, release, kind and hour (client_report_counts). */
@Injectable()
export class ClientReports implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ClientReports');
  private pending = new Map<string, Bucket>();
  private flushing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private prunedAt = 0;

  constructor(
    @InjectRepository(ClientReportCount) private readonly counts: Repository<ClientReportCount>,
    private readonly writes: DatabaseWrites,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush().catch((error) => this.logger.warn(`Writing report counts failed: ${(error as Error).message}`)), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch((error) => this.logger.warn(`Writing report counts at shutdown failed: ${(error as Error).message}`));
  }

  record(report: ClientReport, at = new Date()): void {
    const hourStart = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    const key = [report.remote, report.release, report.kind, hourStart.getTime()].join('\n');
    const bucket = this.pending.get(key) ?? { remote: report.remote, releaseId: report.release, kind: report.kind, hourStart, total: 0, firstAt: at, lastAt: at, lastMessage: null };
    bucket.total += 1;
    bucket.lastAt = at;
    bucket.lastMessage = scrubMessage(report.message) ?? bucket.lastMessage;
    this.pending.set(key, bucket);
  }

  /** Writes what was counted since the last flush (one flush at a time). */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  /** The hourly counts since `since` (this instance's unwritten counts written first). */
  async since(since: Date): Promise<ClientReportCount[]> {
    await this.flush();
    return this.counts.find({ where: { hourStart: MoreThanOrEqual(since) }, order: { hourStart: 'ASC' } });
  }

  private async write(): Promise<void> {
    const buckets = [...this.pending.values()];
    this.pending = new Map();
    const prune = Date.now() - this.prunedAt > HOUR_MS;
    if (!buckets.length && !prune) return;
    try {
      // No cached public response depends on these counts: the read cache stays warm.
      await this.writes.runUncached(() =>
        this.counts.manager.transaction(async (manager) => {
          for (const bucket of buckets) await this.add(manager.getRepository(ClientReportCount), bucket);
          if (prune) await manager.getRepository(ClientReportCount).delete({ hourStart: LessThan(new Date(Date.now() - KEEP_DAYS * 24 * HOUR_MS)) });
        }),
      );
      if (prune) this.prunedAt = Date.now();
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const bucket of buckets) this.merge(bucket);
      throw error;
    }
  }

  /** Adds a bucket to its row: an insert, or on the same (remote, release, kind, hour) an update, atomic on either database. */
  private async add(counts: Repository<ClientReportCount>, bucket: Bucket): Promise<void> {
    const driver = counts.manager.connection.driver;
    const columns = counts.metadata;
    const value = (property: keyof Bucket) => driver.preparePersistentValue(bucket[property], columns.findColumnWithPropertyName(property)!);
    const params = [value('remote'), value('releaseId'), value('kind'), value('hourStart'), bucket.total, value('firstAt'), value('lastAt'), bucket.lastMessage];
    if (counts.manager.connection.options.type === 'better-sqlite3') {
      await counts.query(
        `INSERT INTO client_report_counts (remote, releaseId, kind, hourStart, total, firstAt, lastAt, lastMessage) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (remote, releaseId, kind, hourStart) DO UPDATE SET total = total + excluded.total, firstAt = min(firstAt, excluded.firstAt), lastAt = max(lastAt, excluded.lastAt), lastMessage = coalesce(excluded.lastMessage, lastMessage)`,
        params,
      );
    } else {
      await counts.query(
        'INSERT INTO `client_report_counts` (`remote`, `releaseId`, `kind`, `hourStart`, `total`, `firstAt`, `lastAt`, `lastMessage`) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ' +
          'ON DUPLICATE KEY UPDATE `total` = `total` + VALUES(`total`), `firstAt` = LEAST(`firstAt`, VALUES(`firstAt`)), `lastAt` = GREATEST(`lastAt`, VALUES(`lastAt`)), `lastMessage` = COALESCE(VALUES(`lastMessage`), `lastMessage`)',
        params,
      );
    }
  }

  private merge(bucket: Bucket): void {
    const key = [bucket.remote, bucket.releaseId, bucket.kind, bucket.hourStart.getTime()].join('\n');
    const pending = this.pending.get(key);
    if (!pending) return void this.pending.set(key, bucket);
    pending.total += bucket.total;
    if (bucket.firstAt < pending.firstAt) pending.firstAt = bucket.firstAt;
    if (bucket.lastAt > pending.lastAt) pending.lastAt = bucket.lastAt;
    pending.lastMessage ??= bucket.lastMessage;
  }
}

import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a browser reports: a page that loaded a release, an uncaught error, or a remote that could not be loaded. */
export const CLIENT_REPORT_KINDS = ['view', 'error', 'load-failed'] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];

/**
 * How many reports of one kind browsers sent about one release of one remote (or of the shell)
 * within one hour. Counts only: no address, no user, no page address; the last error message of
 * the hour is kept, shortened and with e-mail addresses and query strings removed.
 */
@Entity('client_report_counts')
@Index('IDX_client_report_bucket', ['remote', 'releaseId', 'kind', 'hourStart'], { unique: true })
@Index('IDX_client_report_hour', ['hourStart'])
export class ClientReportCount {
  @PrimaryGeneratedColumn()
  id: number;

  /** A remote's name in remotes.json, or `shell`. */
  @Column({ type: 'varchar', length: 40 })
  remote: string;

  /** `<version>-<commit>` as its manifest names it (scripts/lib/releases.mjs's release id). */
  @Column({ type: 'varchar', length: 100 })
  releaseId: string;

  @Column({ type: 'varchar', length: 12 })
  kind: ClientReportKind;

  /** The UTC hour the reports arrived in. */
  @Column({ type: 'datetime' })
  hourStart: Date;

  @Column({ type: 'int' })
  total: number;

  /** When the first and the last of them arrived (to the millisecond: a rollback may follow a release within the hour). */
  @Column({ type: 'datetime', precision: 3 })
  firstAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  lastAt: Date;

  @Column({ type: 'varchar', length: 200, nullable: true })
  lastMessage: string | null;
}

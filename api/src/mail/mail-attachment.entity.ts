import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A file sent with an outbox mail (the rental agreement PDF, the rental period as .ics). */
export interface MailFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * One attachment of an outbox mail, stored with it in the same transaction, so the mail sent (or
 * sent again) carries exactly the files made when its event happened. The content column is a
 * BLOB on SQLite (no size limit) and a LONGBLOB on MySQL (a BLOB stops at 64 KB):
 * `largeBinaryColumns` in data-source-options.ts sets which, per database.
 */
@Entity('mail_attachments')
export class MailAttachment {
  @PrimaryGeneratedColumn()
  id: number;

  /** The outbox mail it goes with (no foreign key, as the outbox's own orderId: the record outlives what it names). */
  @Index('IDX_mail_attachments_mail')
  @Column({ type: 'int' })
  mailId: number;

  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'blob' })
  content: Buffer;
}

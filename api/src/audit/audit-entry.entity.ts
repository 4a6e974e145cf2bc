import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What an audit entry is about; new kinds of records add their name here. */
export const AUDIT_ENTITY_TYPES = ['order', 'product', 'user', 'unit', 'repair', 'kit', 'coupon', 'terms', 'setting', 'delivery', 'release'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** A field-by-field picture of a record, as the audit keeps it (JSON values only). */
export type AuditSnapshot = Record<string, unknown>;

/** One change to one record: who made it, when, and the changed fields before and after. Never updated or deleted, except that a deleted account is scrubbed from it (users/account/personal-data-scrub.ts). */
@Entity('audit_entries')
// The History of one order/product/user, newest first; the Audit page by time and by actor.
@Index('IDX_audit_entity', ['entityType', 'entityId', 'id'])
@Index('IDX_audit_at', ['at'])
@Index('IDX_audit_actor', ['actorEmail', 'at'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn()
  at: Date;

  /** Null when the shop itself made the change (e.g. a Pending booking expiring). */
  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  /** Kept as written at the time, so the entry still names the actor whatever happens to the account. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  @Column({ type: 'varchar', length: 20 })
  entityType: AuditEntityType;

  /** The id people use: ORD0042, a product key, an e-mail. */
  @Column({ type: 'varchar', length: 254 })
  entityId: string;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  /** The changed fields before the change; null for a creation. */
  @Column({ type: 'simple-json', nullable: true })
  before: AuditSnapshot | null;

  /** The changed fields after the change; null for a deletion. */
  @Column({ type: 'simple-json', nullable: true })
  after: AuditSnapshot | null;
}

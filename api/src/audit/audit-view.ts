import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../common/pagination.js';
import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry, type AuditSnapshot } from './audit-entry.entity.js';

const SNAPSHOT = { type: 'object', additionalProperties: true, nullable: true } as const;

export class AuditEntryView {
  @ApiProperty() _id: string;
  @ApiProperty({ description: 'When the change was made (ISO 8601)' }) at: string;
  @ApiProperty({ type: String, nullable: true, description: "The e-mail of who made the change; null for the shop's own changes (a booking expiring)" }) actor: string | null;
  @ApiProperty({ enum: AUDIT_ENTITY_TYPES }) entityType: AuditEntityType;
  @ApiProperty({ example: 'ORD0042', description: 'The order id, product key or e-mail' }) entityId: string;
  @ApiProperty({ example: 'approved' }) action: string;
  @ApiProperty({ ...SNAPSHOT, description: 'The changed fields before the change; null for a creation' }) before: AuditSnapshot | null;
  @ApiProperty({ ...SNAPSHOT, description: 'The changed fields after the change; null for a deletion' }) after: AuditSnapshot | null;
}

export class AuditPage {
  @ApiProperty({ type: [AuditEntryView] }) data: AuditEntryView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export const toAuditEntryView = (entry: AuditEntry): AuditEntryView => ({
  _id: String(entry.id),
  at: entry.at.toISOString(),
  actor: entry.actorEmail,
  entityType: entry.entityType,
  entityId: entry.entityId,
  action: entry.action,
  before: entry.before,
  after: entry.after,
});

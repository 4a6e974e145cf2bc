import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Day, OneOf } from '../../common/list-query.js';
import { PageQuery } from '../../common/pagination.js';
import { AUDIT_ENTITY_TYPES, type AuditEntityType } from '../audit-entry.entity.js';

const Text = (max: number) => (target: object, property: string) => {
  IsOptional()(target, property);
  // Registered in reverse: the pipe reports the constraint registered last.
  MaxLength(max, { message: `${property} must be at most ${max} characters` })(target, property);
  IsString({ message: `${property} must be a single text` })(target, property);
};

/** `GET /api/admin/audit`: one page of the audit trail, newest first. */
export class AuditQuery extends PageQuery {
  @ApiPropertyOptional({ enum: AUDIT_ENTITY_TYPES, description: 'Only changes to this kind of record' })
  @OneOf(AUDIT_ENTITY_TYPES)
  entityType?: AuditEntityType;

  @ApiPropertyOptional({ example: 'ORD0042', description: 'Only changes to this record: an order id, a product key or an e-mail (exactly)' })
  @Text(254)
  entityId?: string;

  @ApiPropertyOptional({ example: 'admin@example.com', description: 'Only changes made by this account (its e-mail)' })
  @Text(254)
  actor?: string;

  @ApiPropertyOptional({ example: '2026-11-16', description: 'Made on or after this day (UTC)' })
  @Day()
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'Made on or before this day (UTC)' })
  @Day()
  to?: string;
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { InvalidInputError } from '../common/errors.js';
import { type Page, pageRange, toPage } from '../common/pagination.js';
import { calendarDayNumber } from '../orders/rental-days.js';
import type { User } from '../users/user.entity.js';
import { AuditEntry, type AuditEntityType, type AuditSnapshot } from './audit-entry.entity.js';
import { type AuditEntryView, toAuditEntryView } from './audit-view.js';
import type { AuditQuery } from './dto/audit-query.js';

const DAY_MS = 86_400_000;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The audit trail. Every change to orders, products, units and users is recorded with
 * `record(manager, actor, ...)` inside the transaction that makes the change, so the change and its
 * entry are committed (or rolled back) together:
 *
 *   await this.writes.transaction(async (manager) => {
 *     const before = snapshotOf(unit);
 *     unit.status = 'repair';
 *     await manager.save(unit);
 *     await this.audit.record(manager, actor, 'unit', unit.assetTag, 'sent to repair', before, snapshotOf(unit));
 *   });
 */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /**
   * Writes one entry. `before` is null for a creation, `after` null for a deletion; with both, only
   * the fields that differ are kept, and a change that changed nothing is not recorded.
   * `actor` is the signed-in user, or null for the shop's own changes.
   */
  async record(
    manager: EntityManager,
    actor: Pick<User, 'id' | 'email'> | null,
    entityType: AuditEntityType,
    entityId: string,
    action: string,
    before: AuditSnapshot | null,
    after: AuditSnapshot | null,
  ): Promise<void> {
    let kept = { before, after };
    if (before && after) {
      const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !same(before[field], after[field]));
      if (!changed.length) return;
      const pick = (snapshot: AuditSnapshot) => Object.fromEntries(changed.map((field) => [field, snapshot[field] ?? null]));
      kept = { before: pick(before), after: pick(after) };
    }
    const entry = manager.create(AuditEntry, { actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, entityType, entityId, action: action.slice(0, 40), ...kept });
    await manager.save(entry);
  }

  /** Newest first, filtered by entity, actor and time (UTC days, both included). */
  async page(query: AuditQuery): Promise<Page<AuditEntryView>> {
    if (query.from && query.to && query.from > query.to) throw new InvalidInputError('from must be on or before to');
    const range = pageRange(query);
    const qb = this.entries.createQueryBuilder('a');
    if (query.entityType) qb.andWhere('a.entityType = :entityType', { entityType: query.entityType });
    if (query.entityId) qb.andWhere('a.entityId = :entityId', { entityId: query.entityId.trim() });
    if (query.actor) qb.andWhere('a.actorEmail = :actor', { actor: query.actor.trim().toLowerCase() });
    if (query.from) qb.andWhere('a.at >= :from', { from: new Date(calendarDayNumber(query.from)! * DAY_MS) });
    if (query.to) qb.andWhere('a.at < :until', { until: new Date((calendarDayNumber(query.to)! + 1) * DAY_MS) });
    const [rows, total] = await qb.orderBy('a.id', 'DESC').skip(range.skip).take(range.limit).getManyAndCount();
    return toPage(rows.map(toAuditEntryView), total, range);
  }
}

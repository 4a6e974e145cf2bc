import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { NotFoundError } from '../common/errors.js';
import { DatabaseWrites } from '../database/database-writes.js';
import type { User } from '../users/user.entity.js';
import { TermsVersion } from './terms-version.entity.js';

/** The shop's rental terms: each save is a new version; the newest is what customers accept. */
@Injectable()
export class TermsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: DatabaseWrites,
    private readonly audit: AuditService,
  ) {}

  /** The newest version, or null while the shop has none (then bookings need no acceptance). */
  current(manager: EntityManager = this.dataSource.manager): Promise<TermsVersion | null> {
    return manager.findOne(TermsVersion, { where: {}, order: { id: 'DESC' } });
  }

  async version(version: number): Promise<TermsVersion> {
    const found = await this.dataSource.getRepository(TermsVersion).findOne({ where: { id: version } });
    if (!found) throw new NotFoundError(`There is no version ${version} of the terms`);
    return found;
  }

  versions(): Promise<TermsVersion[]> {
    return this.dataSource.getRepository(TermsVersion).find({ order: { id: 'DESC' } });
  }

  async publish(text: string, actor: User): Promise<TermsVersion> {
    return this.writes.transaction(async (manager) => {
      const saved = await manager.save(manager.create(TermsVersion, { text, authorEmail: actor.email }));
      await this.audit.record(manager, actor, 'terms', `v${saved.id}`, 'published', null, { version: saved.id, characters: text.length });
      return saved;
    });
  }
}

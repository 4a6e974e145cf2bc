import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../common/errors.js';
import { type PageQuery, pageRange, toPage } from '../common/pagination.js';
import { DatabaseWrites } from '../database/database-writes.js';
import type { CreateGalleryItemDto } from './dto/create-gallery-item.dto.js';
import { GalleryItem } from './gallery-item.entity.js';
import { type GalleryItemView, type GalleryPage, toGalleryItemView } from './gallery-item-view.js';

export const DEFAULT_GALLERY_CATEGORY = 'general';

@Injectable()
export class GalleryService {
  constructor(
    @InjectRepository(GalleryItem) private readonly items: Repository<GalleryItem>,
    private readonly writes: DatabaseWrites,
  ) {}

  /** Newest first; items created in the same instant keep a stable order by id so pages never overlap. */
  async page(query: PageQuery): Promise<GalleryPage> {
    const range = pageRange(query);
    const [items, total] = await this.items.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: range.skip, take: range.limit });
    return toPage(items.map(toGalleryItemView), total, range);
  }

  async create(dto: CreateGalleryItemDto): Promise<GalleryItemView> {
    // save() opens a transaction; on the embedded SQLite it must not overlap another (see database-writes.ts).
    const item = await this.writes.run(() =>
      this.items.save(this.items.create({ imageUrl: dto.imageUrl, description: dto.description, category: dto.category || DEFAULT_GALLERY_CATEGORY })),
    );
    return toGalleryItemView(item);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.writes.run(() => this.items.delete({ id }));
    if (!affected) throw new NotFoundError(`No gallery item has the id ${id}`);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../common/errors.js';
import { type PageQuery, pageRange, toPage } from '../common/pagination.js';
import { DatabaseWrites } from '../database/database-writes.js';
import type { CreateGalleryItemDto } from './dto/create-gallery-item.dto.js';
import type { UpdateGalleryItemDto } from './dto/update-gallery-item.dto.js';
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

  /** Changes a photo's description and/or category; what is left out stays. */
  async update(id: number, dto: UpdateGalleryItemDto): Promise<GalleryItemView> {
    if (dto.description === undefined && dto.category === undefined) throw new InvalidInputError('Send a description or a category to change');
    const item = await this.writes.run(async () => {
      const found = await this.items.findOneBy({ id });
      if (!found) throw new NotFoundError(`No gallery item has the id ${id}`);
      if (dto.description !== undefined) found.description = dto.description;
      if (dto.category !== undefined) found.category = dto.category || DEFAULT_GALLERY_CATEGORY;
      return this.items.save(found);
    });
    return toGalleryItemView(item);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.writes.run(() => this.items.delete({ id }));
    if (!affected) throw new NotFoundError(`No gallery item has the id ${id}`);
  }
}

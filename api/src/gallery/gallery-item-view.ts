import { Pagination } from '../common/pagination.js';
import { ApiProperty } from '@nestjs/swagger';
import type { GalleryItem } from './gallery-item.entity.js';

export class GalleryItemView {
  @ApiProperty() _id: string;
  @ApiProperty() imageUrl: string;
  @ApiProperty() description: string;
  @ApiProperty({ default: 'general' }) category: string;
  @ApiProperty() createdAt: string;
}

export const toGalleryItemView = (item: GalleryItem): GalleryItemView => ({
  _id: String(item.id),
  imageUrl: item.imageUrl,
  description: item.description,
  category: item.category,
  createdAt: item.createdAt.toISOString(),
});

export class GalleryPage {
  @ApiProperty({ type: [GalleryItemView] }) data: GalleryItemView[];
  @ApiProperty({ type: Pagination }) pagination: Pagination;
}

export class GalleryItemCreated {
  @ApiProperty({ example: 'Gallery item created' }) message: string;
  @ApiProperty({ type: GalleryItemView }) item: GalleryItemView;
}

export class GalleryItemUpdated {
  @ApiProperty({ example: 'Gallery item updated' }) message: string;
  @ApiProperty({ type: GalleryItemView }) item: GalleryItemView;
}

export class GalleryItemDeleted {
  @ApiProperty({ example: 'Gallery item deleted' }) message: string;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { imageAddressColumn } from '../uploads/image-address.js';

@Entity('gallery_items')
export class GalleryItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 1000, transformer: imageAddressColumn })
  imageUrl: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 50, default: 'general' })
  category: string;

  @Index('IDX_gallery_items_created_at')
  @CreateDateColumn()
  createdAt: Date;
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GalleryController } from './gallery.controller.js';
import { GalleryItem } from './gallery-item.entity.js';
import { GalleryService } from './gallery.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([GalleryItem])],
  controllers: [GalleryController],
  providers: [GalleryService],
})
export class GalleryModule {}

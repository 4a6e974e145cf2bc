import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth.decorators.js';
import { InvalidInputError } from '../common/errors.js';
import { PublicRead } from '../read-cache/public-read.decorator.js';
import { CreateGalleryItemDto } from './dto/create-gallery-item.dto.js';
import { PageQuery } from '../common/pagination.js';
import { GalleryItemCreated, GalleryItemDeleted, GalleryItemUpdated, GalleryPage } from './gallery-item-view.js';
import { UpdateGalleryItemDto } from './dto/update-gallery-item.dto.js';
import { GalleryService } from './gallery.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';

const galleryId = new ParseIntPipe({ exceptionFactory: () => new InvalidInputError('A gallery item id is a whole number') });

@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @PublicRead()
  @Get()
  @ApiOperation({ summary: 'One page of event photos, newest first (limit defaults to 20, at most 100)' })
  @ApiOkResponse({ type: GalleryPage })
  list(@Query() query: PageQuery): Promise<GalleryPage> {
    return this.gallery.page(query);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Idempotent()
  @Post()
  @ApiCreatedResponse({ type: GalleryItemCreated })
  async create(@Body() dto: CreateGalleryItemDto): Promise<GalleryItemCreated> {
    return { message: 'Gallery item created', item: await this.gallery.create(dto) };
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Put(':id')
  @ApiOperation({ summary: "Change a photo's description and/or category (admins); the image stays" })
  @ApiOkResponse({ type: GalleryItemUpdated })
  async update(@Param('id', galleryId) id: number, @Body() dto: UpdateGalleryItemDto): Promise<GalleryItemUpdated> {
    return { message: 'Gallery item updated', item: await this.gallery.update(id, dto) };
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Delete(':id')
  @ApiOkResponse({ type: GalleryItemDeleted })
  async remove(@Param('id', galleryId) id: number): Promise<GalleryItemDeleted> {
    await this.gallery.remove(id);
    return { message: 'Gallery item deleted' };
  }
}

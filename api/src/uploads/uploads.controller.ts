import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth.decorators.js';
import { InvalidInputError } from '../common/errors.js';
import { type UploadsConfig, uploadsConfig } from './config/uploads.config.js';
import { imageTooLargeMessage, MAX_IMAGE_MB } from './upload-rules.js';
import { PresignUploadDto } from './dto/presign-upload.dto.js';
import { PresignedUpload, UploadStorage } from './upload-storage.js';

@ApiTags('uploads')
@ApiBearerAuth()
@AdminOnly()
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly storage: UploadStorage,
    @Inject(uploadsConfig.KEY) private readonly uploads: UploadsConfig,
  ) {}

  @Post('presign')
  @HttpCode(200)
  @ApiOperation({
    summary: `A short-lived link to PUT one image (JPEG, PNG, WebP, GIF or AVIF, at most ${MAX_IMAGE_MB} MB) with its Content-Type; publicUrl is where it is read from afterwards`,
  })
  @ApiOkResponse({ type: PresignedUpload })
  presign(@Body() dto: PresignUploadDto): Promise<PresignedUpload> {
    const { maxBytes, driver } = this.uploads;
    // A presigned S3 PUT cannot cap the size by itself: there the size must be signed into the link.
    if (dto.size === undefined && driver === 's3') throw new InvalidInputError('size (the file size in bytes) is required');
    if (dto.size !== undefined && dto.size > maxBytes) {
      throw new InvalidInputError(imageTooLargeMessage(maxBytes));
    }
    return this.storage.presign(dto.folder, dto.contentType, dto.size);
  }
}

import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth.decorators.js';
import { InvalidInputError } from '../common/errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PresignUploadDto } from './dto/presign-upload.dto.js';
import { PresignedUpload, UploadStorage } from './upload-storage.js';

@ApiTags('uploads')
@ApiBearerAuth()
@AdminOnly()
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly storage: UploadStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('presign')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A short-lived link to PUT one image (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB) with its Content-Type; publicUrl is where it is read from afterwards',
  })
  @ApiOkResponse({ type: PresignedUpload })
  presign(@Body() dto: PresignUploadDto): Promise<PresignedUpload> {
    const { maxBytes, driver } = this.config.storage;
    // A presigned S3 PUT cannot cap the size by itself: there the size must be signed into the link.
    if (dto.size === undefined && driver === 's3') throw new InvalidInputError('size (the file size in bytes) is required');
    if (dto.size !== undefined && dto.size > maxBytes) {
      throw new InvalidInputError(`The image is larger than ${maxBytes / (1024 * 1024)} MB; please upload a smaller one`);
    }
    return this.storage.presign(dto.folder, dto.contentType, dto.size);
  }
}

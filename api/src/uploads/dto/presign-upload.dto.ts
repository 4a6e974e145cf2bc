import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { IMAGE_TYPES, type ImageType, UPLOAD_FOLDERS, type UploadFolder } from '../upload-rules.js';

const IMAGE_TYPE_LIST = Object.keys(IMAGE_TYPES);

/** The first decorator written is the one reported (see common/validation.ts). */
export class PresignUploadDto {
  @ApiProperty({ enum: IMAGE_TYPE_LIST, example: 'image/jpeg' })
  @IsString({ message: 'contentType is required' })
  @IsIn(IMAGE_TYPE_LIST, { message: 'Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF)' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  contentType: ImageType;

  @ApiProperty({ enum: UPLOAD_FOLDERS })
  @IsString({ message: 'folder is required' })
  @IsIn(UPLOAD_FOLDERS, { message: 'folder must be products or gallery' })
  folder: UploadFolder;

  @ApiPropertyOptional({ description: 'The file size in bytes. When given, the link accepts exactly this size (S3 cannot cap a presigned PUT otherwise).', example: 482133 })
  @IsOptional()
  @IsInt({ message: 'size must be the file size in bytes' })
  @Min(1, { message: 'size must be the file size in bytes' })
  size?: number;
}

import { ApiProperty } from '@nestjs/swagger';
import type { ImageType, UploadFolder } from './upload-rules.js';

export class PresignedUpload {
  @ApiProperty({ description: 'PUT the file here with the same Content-Type before the link expires' })
  uploadUrl: string;

  @ApiProperty({ description: 'Where the image can be read once uploaded; store this on the product or gallery item' })
  publicUrl: string;
}

/** Where uploaded images end up: the API's own disk (local) or an S3-compatible bucket (s3). */
export abstract class UploadStorage {
  /** `size`, when the client tells it, is signed into the link so the store refuses any other length. */
  abstract presign(folder: UploadFolder, contentType: ImageType, size?: number): Promise<PresignedUpload>;
}

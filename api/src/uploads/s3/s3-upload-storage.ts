import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type S3Settings, type UploadsConfig, uploadsConfig } from '../config/uploads.config.js';
import { PresignedUpload, UploadStorage } from '../upload-storage.js';
import { IMAGE_TYPES, type ImageType, type UploadFolder } from '../upload-rules.js';

/** STORAGE=s3: the browser PUTs straight to the bucket with a presigned PutObject link. */
@Injectable()
export class S3UploadStorage extends UploadStorage implements OnApplicationShutdown {
  private readonly client: S3Client;
  private readonly s3: S3Settings;

  constructor(@Inject(uploadsConfig.KEY) private readonly uploads: UploadsConfig) {
    super();
    if (!uploads.s3) throw new Error('STORAGE=s3 needs the S3_* settings');
    this.s3 = uploads.s3;
    this.client = new S3Client({
      endpoint: this.s3.endpoint,
      region: this.s3.region,
      credentials: { accessKeyId: this.s3.accessKeyId, secretAccessKey: this.s3.secretAccessKey },
      // MinIO and most self-hosted stores have no per-bucket DNS names.
      forcePathStyle: true,
      // Otherwise the SDK signs a CRC32 checksum of an empty body, and every real upload would fail it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  async presign(folder: UploadFolder, contentType: ImageType, size?: number): Promise<PresignedUpload> {
    const key = `${folder}/${randomUUID()}.${IMAGE_TYPES[contentType]}`;
    const command = new PutObjectCommand({ Bucket: this.s3.bucket, Key: key, ContentType: contentType, ContentLength: size });
    const uploadUrl = await getSignedUrl(this.client, command, {
      expiresIn: this.uploads.urlTtlSeconds,
      // The presigner leaves Content-Type unsigned by default; signing it means the link stores images of this type only.
      // A presigned PUT has no size policy, so the size cap holds on S3 only when the size is signed too.
      signableHeaders: new Set(size === undefined ? ['content-type'] : ['content-type', 'content-length']),
    });
    return { uploadUrl, publicUrl: `${this.s3.publicUrl}/${key}` };
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}

import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ImageAddressMigration } from './image-address-migration.js';
import { LocalUploadStorage } from './local/local-upload-storage.js';
import { UploadFilesController } from './local/upload-files.controller.js';
import { S3UploadStorage } from './s3/s3-upload-storage.js';
import { UploadStorage } from './upload-storage.js';
import { UploadsController } from './uploads.controller.js';

/**
 * Presigned image uploads. The file server stays mounted with either driver: the demo catalogue's
 * images live on the API's disk even when new uploads go to S3.
 */
@Module({
  controllers: [UploadsController, UploadFilesController],
  providers: [
    ImageAddressMigration,
    {
      provide: UploadStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): UploadStorage => (config.storage.driver === 's3' ? new S3UploadStorage(config) : new LocalUploadStorage(config)),
    },
  ],
})
export class UploadsModule {}

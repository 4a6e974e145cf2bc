import { Module } from '@nestjs/common';
import { serverConfig } from '../config/server.config.js';
import { authConfig } from '../users/config/auth.config.js';
import { uploadsConfig } from './config/uploads.config.js';
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
      inject: [uploadsConfig.KEY, serverConfig.KEY, authConfig.KEY],
      useFactory: (...[uploads, server, auth]: ConstructorParameters<typeof LocalUploadStorage>): UploadStorage =>
        uploads.driver === 's3' ? new S3UploadStorage(uploads) : new LocalUploadStorage(uploads, server, auth),
    },
  ],
})
export class UploadsModule {}

import { Module } from '@nestjs/common';
import { type ServerConfig, serverConfig } from '../config/server.config.js';
import { type UploadsConfig, uploadsConfig } from '../uploads/config/uploads.config.js';
import { type AuthConfig, authConfig } from '../users/config/auth.config.js';
import { idDocumentKeyOf } from './id-document-seal.js';
import { IdDocumentStorage, idDocumentFolder, LocalIdDocumentStorage, S3IdDocumentStorage } from './id-document-storage.js';
import { IdDocumentsController } from './id-documents.controller.js';
import { type IdDocumentsConfig, idDocumentsConfig } from './id-documents.config.js';
import { IdDocumentsService } from './id-documents.service.js';

/** Renters' ID documents, in private storage (ADR 0018). Imported by the users module, so it imports none of it. */
@Module({
  controllers: [IdDocumentsController],
  providers: [
    IdDocumentsService,
    {
      provide: IdDocumentStorage,
      inject: [idDocumentsConfig.KEY, uploadsConfig.KEY, serverConfig.KEY, authConfig.KEY],
      useFactory: (config: IdDocumentsConfig, uploads: UploadsConfig, server: ServerConfig, auth: AuthConfig): IdDocumentStorage => {
        const folder = idDocumentFolder(server.dataDir);
        const key = idDocumentKeyOf(config.key, auth.twoFactorKey);
        return uploads.s3 && config.s3Bucket ? new S3IdDocumentStorage(folder, key, uploads.s3, config.s3Bucket) : new LocalIdDocumentStorage(folder, key);
      },
    },
  ],
  exports: [IdDocumentsService],
})
export class IdDocumentsModule {}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PresignedUpload, UploadStorage } from '../upload-storage.js';
import { IMAGE_TYPES, type ImageType, localFileUrl, type UploadFolder } from '../upload-rules.js';
import { uploadLinkQuery } from './upload-signature.js';

/** STORAGE=local: the API signs a short-lived PUT link to itself (see upload-files.controller.ts). */
@Injectable()
export class LocalUploadStorage extends UploadStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async presign(folder: UploadFolder, contentType: ImageType, size?: number): Promise<PresignedUpload> {
    const name = `${randomUUID()}.${IMAGE_TYPES[contentType]}`;
    const publicUrl = localFileUrl(this.config, folder, name);
    const query = uploadLinkQuery(this.config.auth.jwtSecret, {
      path: `/uploads/${folder}/${name}`,
      contentType,
      expires: Math.floor(Date.now() / 1000) + this.config.storage.urlTtlSeconds,
      maxBytes: size ?? this.config.storage.maxBytes,
      // A size the client told is the size: a shorter (truncated or different) file is refused too.
      exact: size !== undefined,
    });
    return { uploadUrl: `${publicUrl}?${query}`, publicUrl };
  }
}

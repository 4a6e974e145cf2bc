import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ServerConfig, serverConfig } from '../../config/server.config.js';
import { type AuthConfig, authConfig } from '../../users/config/auth.config.js';
import { type UploadsConfig, uploadsConfig } from '../config/uploads.config.js';
import { PresignedUpload, UploadStorage } from '../upload-storage.js';
import { IMAGE_TYPES, type ImageType, localFileUrl, type UploadFolder } from '../upload-rules.js';
import { uploadLinkQuery } from './upload-signature.js';

/** STORAGE=local: the API signs a short-lived PUT link to itself (see upload-files.controller.ts). */
@Injectable()
export class LocalUploadStorage extends UploadStorage {
  constructor(
    @Inject(uploadsConfig.KEY) private readonly uploads: UploadsConfig,
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
  ) {
    super();
  }

  async presign(folder: UploadFolder, contentType: ImageType, size?: number): Promise<PresignedUpload> {
    const name = `${randomUUID()}.${IMAGE_TYPES[contentType]}`;
    const publicUrl = localFileUrl(this.server, folder, name);
    const query = uploadLinkQuery(this.auth.jwtSecret, {
      path: `/uploads/${folder}/${name}`,
      contentType,
      expires: Math.floor(Date.now() / 1000) + this.uploads.urlTtlSeconds,
      maxBytes: size ?? this.uploads.maxBytes,
      // A size the client told is the size: a shorter (truncated or different) file is refused too.
      exact: size !== undefined,
    });
    return { uploadUrl: `${publicUrl}?${query}`, publicUrl };
  }
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Controller, Get, HttpCode, Inject, Param, Put, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth.decorators.js';
import { ForbiddenError, NotFoundError, UnsupportedMediaTypeError } from '../../common/errors.js';
import { type ServerConfig, serverConfig } from '../../config/server.config.js';
import { type AuthConfig, authConfig } from '../../users/config/auth.config.js';
import { type UploadsConfig, uploadsConfig } from '../config/uploads.config.js';
import { IMAGE_TYPES, isUploadFolder, servedContentType, uploadFolderPath, type UploadFolder } from '../upload-rules.js';
import { discardRest, receiveUpload, tooLarge } from './receive-upload.js';
import { checkUploadLink } from './upload-signature.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The media type without parameters, as browsers may add `; charset=…` or change case. */
const essence = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();

/**
 * Outside the /api prefix (see app.ts), so that publicUrl is a plain file address: PUT stores an
 * upload through a signed link from POST /api/uploads/presign; GET serves stored images. Both are
 * public because the signature, not a bearer token, is what authorises the PUT.
 */
@ApiTags('uploads')
@Public()
@Controller('uploads')
export class UploadFilesController {
  constructor(
    @Inject(uploadsConfig.KEY) private readonly uploads: UploadsConfig,
    @Inject(serverConfig.KEY) private readonly server: ServerConfig,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
  ) {}

  @Put(':folder/:name')
  @HttpCode(201)
  @ApiOperation({
    summary: 'STORAGE=local: the uploadUrl from POST /api/uploads/presign. Send the raw image with the signed Content-Type; 201 when stored, 403 for a tampered or expired link, 413 over the size, 415 for another type, 409 when the link was already used',
  })
  @ApiConsumes(...Object.keys(IMAGE_TYPES))
  @ApiQuery({ name: 'type', description: 'The signed content type' })
  @ApiQuery({ name: 'expires', description: 'Unix time the link stops working' })
  @ApiQuery({ name: 'max', description: 'Largest accepted body in bytes' })
  @ApiQuery({ name: 'signature', description: 'HMAC of the above and the path' })
  async store(@Param('folder') folder: string, @Param('name') name: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    try {
      return await this.receive(folder, name, request);
    } catch (error) {
      discardRest(request.raw, reply.raw, 2 * this.uploads.maxBytes);
      throw error;
    }
  }

  private async receive(folder: string, name: string, request: FastifyRequest) {
    const path = `/uploads/${folder}/${name}`;
    const link = checkUploadLink(this.auth.jwtSecret, path, request.query as Record<string, unknown>);
    if (!link.ok) {
      throw new ForbiddenError(link.reason === 'expired' ? 'This upload link has expired; ask for a new one' : 'This upload link is not valid');
    }
    const target = this.filePath(folder, name);
    if (!target) throw new ForbiddenError('This upload link is not valid');
    const { grant } = link;
    if (essence(request.headers['content-type']) !== grant.contentType) {
      throw new UnsupportedMediaTypeError(`This upload link is for ${grant.contentType}; send the file with Content-Type: ${grant.contentType}`);
    }
    const maxBytes = Math.min(grant.maxBytes, this.uploads.maxBytes);
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxBytes);
    const bytes = await receiveUpload(request.raw, target, maxBytes, { contentType: grant.contentType, exactBytes: grant.exact ? grant.maxBytes : undefined });
    return { message: 'Image uploaded', publicUrl: `${this.server.publicUrl}${path}`, bytes };
  }

  @Get(':folder/:name')
  @ApiOperation({ summary: 'A stored image (publicUrl), cached for a year: names are random and never reused' })
  @ApiProduces(...Object.keys(IMAGE_TYPES), 'image/svg+xml')
  async serve(@Param('folder') folder: string, @Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const target = this.filePath(folder, name);
    const contentType = servedContentType(name);
    const file = target && contentType ? await stat(target).then((s) => (s.isFile() ? s : null), () => null) : null;
    if (!file || !target || !contentType) throw new NotFoundError('No such image');
    // Stored names are random and never reused, so a file at an address never changes: cache it forever.
    await reply
      .header('Content-Type', contentType)
      .header('Content-Length', file.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .send(createReadStream(target));
  }

  /** The file's place on disk, or null when folder or name could not be one of ours (this is what stops traversal). */
  private filePath(folder: string, name: string): string | null {
    if (!isUploadFolder(folder) || !servedContentType(name)) return null;
    return join(uploadFolderPath(this.server, folder as UploadFolder), name);
  }
}

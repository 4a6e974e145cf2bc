import { join } from 'node:path';
import type { ServerConfig } from '../config/server.config.js';

/** The largest image an admin may upload (10 MB), on either storage driver. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** The refusal of an image over `maxBytes`, however it was noticed (the size asked for, or bytes counted). */
export const imageTooLargeMessage = (maxBytes: number): string => `The image is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB; please upload a smaller one`;

/** Where admins may put images: one folder per kind of thing that shows them. */
export const UPLOAD_FOLDERS = ['products', 'gallery'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** The raster formats browsers show in <img>; the extension of a stored object follows from its type. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export const isImageType = (value: string): value is ImageType => Object.hasOwn(IMAGE_TYPES, value);

/**
 * What the file server sends for each extension. SVG is served but never accepted as an upload:
 * only the demo catalogue writes SVG files (an uploaded SVG could carry script).
 */
const SERVED_TYPES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type])),
  svg: 'image/svg+xml',
};

/** Stored names are lower-case letters, digits and dashes plus one known extension: no dots, no slashes, no traversal. */
const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,99}\.([a-z]+)$/;

/** The content type to serve a stored file with, or null when the name cannot be one of ours. */
export function servedContentType(name: string): string | null {
  const extension = STORED_NAME.exec(name)?.[1];
  return extension ? (SERVED_TYPES[extension] ?? null) : null;
}

export const isUploadFolder = (value: string): value is UploadFolder => (UPLOAD_FOLDERS as readonly string[]).includes(value);

/** DATA_DIR/uploads/<folder>: where the local driver stores uploads and the demo seed writes its images. */
export const uploadFolderPath = (config: Pick<ServerConfig, 'dataDir'>, folder: UploadFolder): string => join(config.dataDir, 'uploads', folder);

/** The address a stored file is served at by the API itself. */
export const localFileUrl = (config: Pick<ServerConfig, 'publicUrl'>, folder: UploadFolder, name: string): string =>
  `${config.publicUrl}/uploads/${folder}/${name}`;

import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../uploads/config/uploads.config.js';

/** DATA_DIR/id-documents: beside the database, never under DATA_DIR/uploads (which the file server serves). */
export const idDocumentFolder = (dataDir: string): string => join(dataDir, 'id-documents');

/** Stored names are ours alone: the order number, a random id and the extension (no slashes, no dots but one). */
const STORED_KEY = /^ORD\d{4,10}-[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;
export const isStoredKey = (key: string): boolean => STORED_KEY.test(key);

/**
 * Where ID documents are kept, apart from public images. A received file first lands complete in
 * DATA_DIR/id-documents (streamed, counted and sniffed there); `keep` then makes it the stored
 * document under its key (on local storage it is already in place).
 */
export abstract class IdDocumentStorage {
  constructor(readonly folder: string) {}

  /** Where a received file is written before `keep`. */
  incomingPath(key: string): string {
    return join(this.folder, key);
  }

  async prepare(): Promise<void> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
  }

  abstract keep(key: string, contentType: string, bytes: number): Promise<void>;
  abstract open(key: string): Promise<{ stream: Readable; bytes: number } | null>;
  /** Removes the document; one already gone is no error. */
  abstract remove(key: string): Promise<void>;
}

export class LocalIdDocumentStorage extends IdDocumentStorage {
  async keep(): Promise<void> {}

  async open(key: string): Promise<{ stream: Readable; bytes: number } | null> {
    if (!isStoredKey(key)) return null;
    const path = join(this.folder, key);
    const file = await stat(path).catch(() => null);
    return file?.isFile() ? { stream: createReadStream(path), bytes: file.size } : null;
  }

  async remove(key: string): Promise<void> {
    if (!isStoredKey(key)) return;
    await unlink(join(this.folder, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

/** A private bucket (ID_DOCUMENTS_S3_BUCKET), never the public one: objects are read through the API only. */
export class S3IdDocumentStorage extends IdDocumentStorage {
  private readonly client: S3Client;

  constructor(
    folder: string,
    s3: S3Settings,
    private readonly bucket: string,
  ) {
    super(folder);
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  private objectKey = (key: string) => `id-documents/${key}`;

  async keep(key: string, contentType: string, bytes: number): Promise<void> {
    const path = this.incomingPath(key);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: createReadStream(path), ContentType: contentType, ContentLength: bytes }));
    } finally {
      await unlink(path).catch(() => undefined);
    }
  }

  async open(key: string): Promise<{ stream: Readable; bytes: number } | null> {
    if (!isStoredKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { stream: object.Body as Readable, bytes: object.ContentLength ?? 0 };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (!isStoredKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
}

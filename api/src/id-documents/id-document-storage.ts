import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { UnavailableError } from '../common/errors.js';
import type { S3Settings } from '../uploads/config/uploads.config.js';
import { IdDocumentKeyMismatchError, openDocument, sealDocument } from './id-document-seal.js';

/** DATA_DIR/id-documents: beside the database, never under DATA_DIR/uploads (which the file server serves). */
export const idDocumentFolder = (dataDir: string): string => join(dataDir, 'id-documents');

/** Stored names are ours alone: the order number, a random id and the extension (no slashes, no dots but one). */
const STORED_KEY = /^ORD\d{4,10}-[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;
export const isStoredKey = (key: string): boolean => STORED_KEY.test(key);

const WRONG_KEY =
  "The ID document cannot be shown: it does not open with the server's key (ID_DOCUMENTS_KEY, or TWO_FACTOR_KEY it is derived from), so it was kept with another one. Please tell the shop's administrator.";

/**
 * Where ID documents are kept, apart from public images, encrypted (id-document-seal.ts). A
 * received file first lands complete in DATA_DIR/id-documents (streamed, counted and sniffed
 * there); `keep` then seals it as the stored document under its key, and `open` gives it back plain.
 * Documents are at most 10 MB, so each is sealed and opened whole in memory.
 */
export abstract class IdDocumentStorage {
  constructor(
    readonly folder: string,
    private readonly sealKey: Buffer,
  ) {}

  /** Where a received file is written before `keep`. */
  incomingPath(key: string): string {
    return join(this.folder, key);
  }

  async prepare(): Promise<void> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
  }

  abstract keep(key: string): Promise<void>;
  abstract open(key: string): Promise<{ stream: Readable; bytes: number } | null>;
  /** Removes the document; one already gone is no error. */
  abstract remove(key: string): Promise<void>;

  /** The received file, sealed. */
  protected async sealed(key: string): Promise<Buffer> {
    return sealDocument(this.sealKey, key, await readFile(this.incomingPath(key)));
  }

  protected opened(key: string, stored: Buffer): { stream: Readable; bytes: number } {
    try {
      const plain = openDocument(this.sealKey, key, stored);
      return { stream: Readable.from(plain), bytes: plain.length };
    } catch (error) {
      if (error instanceof IdDocumentKeyMismatchError) throw new UnavailableError(WRONG_KEY);
      throw error;
    }
  }
}

export class LocalIdDocumentStorage extends IdDocumentStorage {
  /** Sealed beside the received file, then put in its place: the stored name never holds a half-written file. */
  async keep(key: string): Promise<void> {
    const path = this.incomingPath(key);
    const sealing = `${path}.sealing`;
    try {
      await writeFile(sealing, await this.sealed(key), { mode: 0o600 });
      await rename(sealing, path);
    } finally {
      await unlink(sealing).catch(() => undefined);
    }
  }

  async open(key: string): Promise<{ stream: Readable; bytes: number } | null> {
    if (!isStoredKey(key)) return null;
    const stored = await readFile(join(this.folder, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
      throw error;
    });
    return stored && this.opened(key, stored);
  }

  async remove(key: string): Promise<void> {
    if (!isStoredKey(key)) return;
    await unlink(join(this.folder, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

const STORE_AWAY = 'the private document store cannot be reached just now. Please try again in a few minutes.';

/**
 * A private bucket (ID_DOCUMENTS_S3_BUCKET), never the public one: objects are read through the API
 * only. A bucket that cannot be reached (or refuses the API) is a 503 naming what could not be
 * done: the request was fine and will work once the store is back.
 */
export class S3IdDocumentStorage extends IdDocumentStorage {
  private readonly client: S3Client;
  private readonly logger = new Logger('IdDocuments');

  constructor(
    folder: string,
    sealKey: Buffer,
    s3: S3Settings,
    private readonly bucket: string,
  ) {
    super(folder, sealKey);
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  private objectKey = (key: string) => `id-documents/${key}`;

  async keep(key: string): Promise<void> {
    const path = this.incomingPath(key);
    try {
      const sealed = await this.sealed(key);
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: sealed, ContentType: 'application/octet-stream', ContentLength: sealed.length }));
    } catch (error) {
      throw this.unreachable(error, 'The ID document could not be stored');
    } finally {
      await unlink(path).catch(() => undefined);
    }
  }

  async open(key: string): Promise<{ stream: Readable; bytes: number } | null> {
    if (!isStoredKey(key)) return null;
    let stored: Buffer;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      stored = Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw this.unreachable(error, 'The ID document cannot be shown');
    }
    return this.opened(key, stored);
  }

  async remove(key: string): Promise<void> {
    if (!isStoredKey(key)) return;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      throw this.unreachable(error, 'The ID document could not be deleted');
    }
  }

  private unreachable(error: unknown, what: string): UnavailableError {
    this.logger.warn(`The private bucket ${this.bucket} failed: ${(error as Error).name}: ${(error as Error).message}`);
    return new UnavailableError(`${what}: ${STORE_AWAY}`);
  }
}

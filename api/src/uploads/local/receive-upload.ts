import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, unlink } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ConflictError, InvalidInputError, TooLargeError, UnsupportedMediaTypeError } from '../../common/errors.js';
import { imageTooLargeMessage } from '../upload-rules.js';

export const tooLarge = (maxBytes: number) => new TooLargeError(imageTooLargeMessage(maxBytes));

/**
 * Streams a request body to `target` without holding it in memory. Bytes are counted as they
 * arrive, so a body without Content-Length (or lying about it) is cut off at `maxBytes`. The data
 * lands in a temporary file that is then hard-linked into place: a half-written file is never
 * served, and an existing file is never overwritten. Returns the number of bytes stored.
 */
export async function receiveUpload(
  request: IncomingMessage,
  target: string,
  maxBytes: number,
  { contentType, exactBytes, sniff = looksLike }: { contentType?: string; exactBytes?: number; sniff?: (contentType: string, head: Buffer) => boolean } = {},
): Promise<number> {
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.${randomUUID()}.part`;
  let received = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      received += chunk.length;
      done(received > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
  // Not pipeline(request, …): on overflow that would destroy the socket before the 413 is sent.
  const interrupted = () => {
    if (!request.complete) counter.destroy(new InvalidInputError('The upload was interrupted before it finished'));
  };
  request.once('close', interrupted);
  request.once('error', interrupted);
  request.pipe(counter);
  try {
    await pipeline(counter, createWriteStream(partial, { flags: 'wx' }));
    if (received === 0) throw new InvalidInputError('The upload is empty; send the image bytes as the request body');
    if (exactBytes !== undefined && received !== exactBytes) {
      throw new InvalidInputError(`This upload link is for a file of ${exactBytes} bytes; ${received} were sent`);
    }
    if (contentType && !sniff(contentType, head)) throw new UnsupportedMediaTypeError(`The file's content is not ${contentType}`);
    await publish(partial, target);
    return received;
  } finally {
    request.unpipe(counter);
    request.off('close', interrupted);
    request.off('error', interrupted);
    await unlink(partial).catch(() => undefined);
  }
}

const HEAD_BYTES = 16;

/**
 * Whether a file's first bytes are those of `contentType` (the image types the API takes, and PDF),
 * so a page saved as `.png` or `.pdf` is not kept as one.
 */
export function looksLike(contentType: string, head: Buffer): boolean {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  const text = (value: string, at = 0) => head.subarray(at, at + value.length).toString('latin1') === value;
  switch (contentType) {
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'image/gif':
      return text('GIF87a') || text('GIF89a');
    case 'image/webp':
      return text('RIFF') && text('WEBP', 8);
    case 'image/avif':
      return text('ftypavif', 4) || text('ftypavis', 4);
    case 'application/pdf':
      return text('%PDF-');
    default:
      return false;
  }
}

/** Puts the finished file at its name, refusing to replace one that is already there. */
async function publish(partial: string, target: string): Promise<void> {
  const used = () => new ConflictError('This upload link has already been used; ask for a new one');
  try {
    await link(partial, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw used();
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error;
    // Some mounted volumes have no hard links: an exclusive copy still never overwrites.
    await copyFile(partial, target, constants.COPYFILE_EXCL).catch((copyError: NodeJS.ErrnoException) => {
      throw copyError.code === 'EEXIST' ? used() : copyError;
    });
  }
}

/**
 * After refusing an upload, reads and drops what the client is still sending, so that it gets to
 * read the refusal instead of a reset connection (browsers and fetch only look at the response once
 * they have sent the body). Nothing is kept; past `limit` bytes the connection is simply cut.
 */
export function discardRest(request: IncomingMessage, response: ServerResponse, limit: number): void {
  if (request.complete || request.destroyed) return;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) {
    // Not worth reading: respond, then close the connection.
    response.setHeader('Connection', 'close');
    return;
  }
  let discarded = 0;
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > limit) request.socket.destroy();
  });
  request.resume();
}

// Answers the shell server made, kept so that the same page with the same data is a lookup, not a
// render. A kept answer is used only when, for this very request, every API read it was made from
// answers 304 to its ETag (made after the request arrived, so a price is never older than the API's)
// and the same release would render it. It holds nothing of a visitor: it is split where the
// response's CSP nonce goes, and each response joins it with its own.
import { randomBytes } from 'node:crypto';
import { receive } from './pageReads.js';
import type { Read, Received } from './pageReads.js';

export interface KeptPage {
  /** The page's HTML in pieces, UTF-8: the response is the pieces joined by its nonce (`joinWith`). */
  parts: Buffer[];
  status: number;
  /** The release that rendered it (RemotePage.release). */
  release: string;
  /** The API reads it was made from, each with its ETag. */
  reads: Read[];
  at: number;
}

export interface PageCacheOptions {
  /** How long an answer is kept at most (ms): a page may show today's date. */
  maxAgeMs?: number;
  /** A bound on memory: past it the least recently used answers go. */
  maxBytes?: number;
}

/** A marker no page can contain: 128 random bits made after the page's content exists. */
export const newMarker = (): string => `nonce-${randomBytes(16).toString('hex')}`;

/**
 * A page made with `marker` where its nonce goes, as the pieces its responses join with theirs:
 * encoded once, so an answer copies bytes instead of encoding 60 KB of text again.
 */
export const splitAt = (html: string, marker: string): Buffer[] => html.split(marker).map((part) => Buffer.from(part, 'utf8'));

/** The page's pieces joined by `nonce`: one response's bytes. */
export function joinWith(parts: Buffer[], nonce: string): Buffer {
  const between = Buffer.from(nonce, 'latin1');
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => (index === 0 ? pieces.push(part) : pieces.push(between, part)));
  return Buffer.concat(pieces);
}

export function createPageCache({ maxAgeMs = 60_000, maxBytes = 32 * 1024 * 1024 }: PageCacheOptions = {}) {
  const kept = new Map<string, KeptPage & { bytes: number }>();
  let bytes = 0;
  const stats = { hits: 0, misses: 0 };

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };

  return {
    stats,
    get size() {
      return kept.size;
    },
    get(key: string, now = Date.now()): KeptPage | undefined {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (now - entry.at > maxAgeMs) {
        drop(key);
        return undefined;
      }
      // Most recently used last: the oldest use is dropped first.
      kept.delete(key);
      kept.set(key, entry);
      return entry;
    },
    set(key: string, page: KeptPage): void {
      drop(key);
      const size = page.parts.reduce((sum, part) => sum + part.length, 0);
      if (size > maxBytes / 8) return;
      kept.set(key, { ...page, bytes: size });
      bytes += size;
      for (const oldest of kept.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    delete: drop,
  };
}

/**
 * Asks the API again for each read of a kept page with its ETag, all at once, within `timeoutMs`.
 * `same`: every one answered 304. `received`: the reads that answered 200 (new data), for the new
 * render to use instead of asking a second time.
 */
export async function revalidate(reads: Read[], timeoutMs: number): Promise<{ same: boolean; received: Map<string, Promise<Received>> }> {
  const answers = reads.map((read) => ({ url: read.url, answer: receive(read.url, timeoutMs, { 'if-none-match': read.etag ?? '' }) }));
  const received = new Map<string, Promise<Received>>();
  let same = true;
  await Promise.all(
    answers.map(async ({ url, answer }) => {
      const status = await answer.then(
        (got) => got.status,
        () => 0,
      );
      if (status !== 304) same = false;
      if (status === 200) received.set(url, answer);
    }),
  );
  return { same, received };
}

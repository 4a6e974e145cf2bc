import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';

export interface CachedResponse {
  body: string;
  etag: string;
  storedAt: number;
}

/** Out-of-band changes (someone editing the database by hand) show within this long. */
export const MAX_AGE_MS = 60_000;
/** A bound on memory: past it the oldest responses are dropped. */
export const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Serialized responses of public reads, exact until the next write. Every write empties it (here
 * and, through Redis, on every instance) before its own response is sent. A response computed while a
 * write happened is not kept: `begin()` hands out the generation a read started in, and `store()`
 * refuses a response from an older one, since it may have read the data before the write.
 */
@Injectable()
export class ReadCache {
  private readonly entries = new Map<string, CachedResponse>();
  private generation = 0;
  private bytes = 0;
  /** False while writes elsewhere might go unnoticed (Redis unreachable): nothing is served or kept. */
  private trusted = true;
  /** Public reads served from here, and those Nest had to handle (GET /api/metrics reports both). */
  readonly stats = { hits: 0, misses: 0 };

  get(key: string, now = Date.now()): CachedResponse | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(key);
    if (entry && now - entry.storedAt > MAX_AGE_MS) {
      this.drop(key, entry);
      return undefined;
    }
    return entry;
  }

  begin(): number {
    return this.generation;
  }

  store(key: string, generation: number, body: string, now = Date.now()): CachedResponse {
    const response = { body, etag: etagOf(body), storedAt: now };
    if (!this.trusted || generation !== this.generation || body.length > MAX_BYTES / 8) return response;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, response);
    this.bytes += body.length;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(oldKey, oldEntry);
    }
    return response;
  }

  /** Forgets every response, and refuses those of reads still in progress. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** While untrusted the cache is bypassed; becoming trusted again starts from empty (writes may have been missed). */
  setTrusted(trusted: boolean): void {
    if (trusted && !this.trusted) this.invalidate();
    this.trusted = trusted;
  }

  get size(): number {
    return this.entries.size;
  }

  /** False while writes elsewhere might go unnoticed: nothing is served from memory (SessionCache follows this too). */
  get isTrusted(): boolean {
    return this.trusted;
  }

  private drop(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** A strong ETag: the response's bytes decide it, so every instance gives the same one. */
export const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

import { Injectable } from '@nestjs/common';
import { ReadCache } from './read-cache.js';

/** A session found open is trusted from memory this long at most: changes made outside the API (by hand in the database) show within it. */
export const SESSION_MAX_AGE_MS = 30_000;
/** A bound on memory: past it the oldest entries are dropped. */
export const SESSION_MAX_ENTRIES = 10_000;

/** When a lookup started: a value read before an invalidation that came meanwhile is not kept. */
export interface SessionStamp {
  readonly readGeneration: number;
  readonly generation: number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * Open sessions (with their users) as last read from the database, so that an authenticated request
 * costs no query. It is keyed to the read cache: whatever empties that (any write, here or, through
 * Redis, on another instance) empties this too, and while the read cache is off (Redis away, other
 * instances' writes may go unnoticed) this is not used either. Writes that touch only sessions or
 * profiles (logout, "sign out other devices", a profile edit) empty this alone, on every instance
 * (CacheInvalidation), before their response is sent. What is kept here is only ever a session that
 * was open: expiry and idleness are checked again on every use (SessionsService).
 */
@Injectable()
export class SessionCache<T = unknown> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  /** The read cache's generation the entries were read in. */
  private readGeneration: number;
  /** Requests served from here, and those that read the database (GET /api/metrics reports both). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly readCache: ReadCache) {
    this.readGeneration = readCache.begin();
  }

  get(key: string, now = Date.now()): T | undefined {
    if (!this.current()) return undefined;
    const entry = this.entries.get(key);
    if (entry && now - entry.storedAt > SESSION_MAX_AGE_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry?.value;
  }

  begin(): SessionStamp {
    this.current();
    return { readGeneration: this.readGeneration, generation: this.generation };
  }

  /** Keeps `value` unless an invalidation came since `stamp` was taken. */
  store(key: string, stamp: SessionStamp, value: T, now = Date.now()): void {
    if (!this.current() || stamp.generation !== this.generation || stamp.readGeneration !== this.readGeneration) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: now });
    for (const oldKey of this.entries.keys()) {
      if (this.entries.size <= SESSION_MAX_ENTRIES) break;
      this.entries.delete(oldKey);
    }
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every session, and refuses those of lookups still in progress. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** False while the read cache is off; empties this when the read cache was emptied since the last look. */
  private current(): boolean {
    const readGeneration = this.readCache.begin();
    if (readGeneration !== this.readGeneration) {
      this.readGeneration = readGeneration;
      this.entries.clear();
    }
    return this.readCache.isTrusted;
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, LessThan, type Repository } from 'typeorm';
import { DatabaseWrites } from '../database/database-writes.js';
import { isDuplicateKey } from '../database/errors.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** How long a key is remembered. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request's response before it is told to try again. */
const WAIT_MS = 15_000;
const POLL_MS = 40;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export type Claim =
  /** This request is the first with the key: run it, then keep its response (or release the key). */
  | { kind: 'first'; id: number }
  | { kind: 'repeat'; statusCode: number; response: string }
  | { kind: 'other-request' }
  | { kind: 'still-running' };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The key of the request being handled, for a route that records it in its own transaction (see claimIn). */
export interface KeyInFlight {
  userId: number;
  keyHash: string;
  fingerprint: string;
  /** The status the route responds with when it succeeds. */
  statusCode: number;
  /** Set once the route's transaction has inserted the key's row. */
  rowId?: number;
}

/** Raised inside a route's transaction when the same key was committed by another request first: the transaction rolls back, the interceptor replays that response. */
export class KeyClaimedMeanwhile extends Error {
  constructor() {
    super('This Idempotency-Key was claimed by a request at the same moment');
  }
}

const inFlight = new AsyncLocalStorage<KeyInFlight>();

/** The stored keys: claimed by inserting a row under a unique index, so it works on both databases and across instances. */
@Injectable()
export class IdempotencyKeys {
  private lastSweep = 0;

  constructor(
    @InjectRepository(IdempotencyKey) private readonly keys: Repository<IdempotencyKey>,
    private readonly writes: DatabaseWrites,
  ) {}

  /** Claims the key by inserting its row now, in a write of its own, before the request runs. */
  claim(userId: number, key: string, fingerprint: string): Promise<Claim> {
    return this.settle(userId, sha256(key), fingerprint, true);
  }

  /**
   * What became of a key that is not claimed up front (a route that claims it in its own
   * transaction): `first` with id 0 when no request has committed it yet.
   */
  look(userId: number, keyHash: string, fingerprint: string): Promise<Claim> {
    return this.settle(userId, keyHash, fingerprint, false);
  }

  /**
   * Runs a route with its key in flight, so its transaction can record the key with what it
   * creates (claimIn, keepResponseIn): both are committed together or not at all.
   */
  runWithKey<T>(key: KeyInFlight, work: () => Promise<T>): Promise<T> {
    return inFlight.run(key, work);
  }

  /**
   * Inserts the request's key in the route's transaction, before anything else it does: a
   * duplicate sent at the same moment waits here on the unique index (MySQL) or runs after it
   * (SQLite), then finds the key taken and replays the first response instead of refusing or
   * booking again. Does nothing for a request without a key.
   */
  async claimIn(manager: EntityManager): Promise<void> {
    const key = inFlight.getStore();
    if (!key) return;
    try {
      const result = await manager.insert(IdempotencyKey, { userId: key.userId, keyHash: key.keyHash, fingerprint: key.fingerprint, statusCode: null, response: null });
      key.rowId = result.identifiers[0].id as number;
    } catch (error) {
      if (isDuplicateKey(error)) throw new KeyClaimedMeanwhile();
      throw error;
    }
  }

  /** Keeps the route's response in the same transaction as the key's row (see claimIn). */
  async keepResponseIn(manager: EntityManager, response: unknown): Promise<void> {
    const key = inFlight.getStore();
    if (!key?.rowId) return;
    await manager.update(IdempotencyKey, { id: key.rowId }, { statusCode: key.statusCode, response: JSON.stringify(response) });
  }

  /** Keeps a refusal of a route that claims in its transaction: nothing was created, so a write of its own is enough (a key committed meanwhile wins). */
  async keepRefusal(key: KeyInFlight, statusCode: number, response: string): Promise<void> {
    try {
      await this.writes.runUncached(() => this.keys.insert({ userId: key.userId, keyHash: key.keyHash, fingerprint: key.fingerprint, statusCode, response }));
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  private async settle(userId: number, keyHash: string, fingerprint: string, claimNow: boolean): Promise<Claim> {
    const giveUpAt = Date.now() + WAIT_MS;
    this.sweepNowAndThen();
    while (Date.now() < giveUpAt) {
      if (claimNow) {
        const id = await this.insert(userId, keyHash, fingerprint);
        if (id !== null) return { kind: 'first', id };
      }
      const row = await this.keys.findOne({ where: { userId, keyHash } });
      if (!row) {
        if (claimNow) continue; // released a moment ago: try to take it
        return { kind: 'first', id: 0 };
      }
      if (row.createdAt.getTime() < Date.now() - KEY_LIFETIME_MS) {
        await this.writes.runUncached(() => this.keys.delete({ id: row.id }));
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
      if (row.statusCode !== null && row.response !== null) return { kind: 'repeat', statusCode: row.statusCode, response: row.response };
      await sleep(POLL_MS);
    }
    return { kind: 'still-running' };
  }

  /** Keeps the first response, for every repeat within the key's lifetime. */
  async keep(id: number, statusCode: number, response: string): Promise<void> {
    await this.writes.runUncached(() => this.keys.update({ id }, { statusCode, response }));
  }

  /** The first request failed on our side (5xx): nothing was created, so a repeat may try again. */
  async release(id: number): Promise<void> {
    await this.writes.runUncached(() => this.keys.delete({ id }));
  }

  private async insert(userId: number, keyHash: string, fingerprint: string): Promise<number | null> {
    try {
      const result = await this.writes.runUncached(() => this.keys.insert({ userId, keyHash, fingerprint, statusCode: null, response: null }));
      return result.identifiers[0].id as number;
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }

  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    const cutoff = new Date(Date.now() - KEY_LIFETIME_MS);
    void this.writes.runUncached(() => this.keys.delete({ createdAt: LessThan(cutoff) })).catch(() => undefined);
  }
}

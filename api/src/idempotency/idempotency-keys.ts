import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { DatabaseWrites } from '../database/database-writes.js';
import { isDuplicateKey } from '../database/errors.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** How long a key is remembered. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request's answer before it is told to try again. */
const WAIT_MS = 15_000;
const POLL_MS = 40;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export type Claim =
  /** This request is the first with the key: run it, then keep its answer (or release the key). */
  | { kind: 'first'; id: number }
  | { kind: 'repeat'; statusCode: number; answer: string }
  | { kind: 'other-request' }
  | { kind: 'still-running' };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The stored keys: claimed by inserting a row under a unique index, so it works on both databases and across instances. */
@Injectable()
export class IdempotencyKeys {
  private lastSweep = 0;

  constructor(
    @InjectRepository(IdempotencyKey) private readonly keys: Repository<IdempotencyKey>,
    private readonly writes: DatabaseWrites,
  ) {}

  async claim(userId: number, key: string, fingerprint: string): Promise<Claim> {
    const keyHash = sha256(key);
    const giveUpAt = Date.now() + WAIT_MS;
    this.sweepNowAndThen();
    while (Date.now() < giveUpAt) {
      const id = await this.insert(userId, keyHash, fingerprint);
      if (id !== null) return { kind: 'first', id };
      const row = await this.keys.findOne({ where: { userId, keyHash } });
      if (!row) continue; // released a moment ago: try to take it
      if (row.createdAt.getTime() < Date.now() - KEY_LIFETIME_MS) {
        await this.writes.runUncached(() => this.keys.delete({ id: row.id }));
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
      if (row.statusCode !== null && row.answer !== null) return { kind: 'repeat', statusCode: row.statusCode, answer: row.answer };
      await sleep(POLL_MS);
    }
    return { kind: 'still-running' };
  }

  /** Keeps the first answer, for every repeat within the key's lifetime. */
  async keep(id: number, statusCode: number, answer: string): Promise<void> {
    await this.writes.runUncached(() => this.keys.update({ id }, { statusCode, answer }));
  }

  /** The first request failed on our side (5xx): nothing was created, so a repeat may try again. */
  async release(id: number): Promise<void> {
    await this.writes.runUncached(() => this.keys.delete({ id }));
  }

  private async insert(userId: number, keyHash: string, fingerprint: string): Promise<number | null> {
    try {
      const result = await this.writes.runUncached(() => this.keys.insert({ userId, keyHash, fingerprint, statusCode: null, answer: null }));
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

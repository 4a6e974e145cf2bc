import type { DataSource, EntityManager } from 'typeorm';
import { serialWrite } from './serial-writes.js';

/** A query that can take row locks (TypeORM's SelectQueryBuilder). */
export interface Lockable<Q> {
  setLock(mode: 'pessimistic_write'): Q;
}

/**
 * What a write may have changed: anything (`all`: public responses and sessions alike), or only
 * sessions and the users' own data that no public response shows (`sessions`).
 */
export type WriteScope = 'all' | 'sessions';

/** Called after every write that went through DatabaseWrites, once it is committed (or failed). */
export type WriteListener = (scope: WriteScope) => Promise<void> | void;

/**
 * Everything that differs between the databases when writing: whether writes must take turns,
 * how a transaction isolates, and whether rows can be locked. Services write only through this,
 * so none of them asks which database it runs on; and every write is seen here, which is what
 * keeps the cache of public responses (read-cache/) exact.
 */
export abstract class DatabaseWrites {
  private readonly listeners: WriteListener[] = [];

  constructor(protected readonly dataSource: DataSource) {}

  /** True where rows are locked (MySQL); the embedded database needs none, its writes take turns. */
  abstract readonly locksRows: boolean;

  /** Runs a write that is not (or is its own) transaction: alone on SQLite, as it comes on MySQL. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return this.afterWrite(this.runWrite(work));
  }

  /**
   * A write that no cached public response depends on (the mail outbox's bookkeeping): it takes its
   * turn like every write, but the write listeners are not told, so the caches stay warm.
   */
  runUncached<T>(work: () => Promise<T>): Promise<T> {
    return this.runWrite(work);
  }

  /**
   * A write that no cached public response depends on but signed-in callers do (a session ended, a
   * profile changed): the listeners are told it touched sessions only, so the public responses stay
   * cached while the remembered sessions are forgotten on every instance.
   */
  runForSessions<T>(work: () => Promise<T>): Promise<T> {
    return this.afterWrite(this.runWrite(work), 'sessions');
  }

  /** A transaction whose reads after a `lockRows` query see the latest commits, and whose locks hold until it ends. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.afterWrite(this.runTransaction(work));
  }

  /** FOR UPDATE where rows can be locked; the query unchanged elsewhere. */
  lockRows<Q extends Lockable<Q>>(query: Q): Q {
    return this.locksRows ? query.setLock('pessimistic_write') : query;
  }

  /** Listeners run after each write, before its caller goes on (so before its response is sent). */
  onWrite(listener: WriteListener): void {
    this.listeners.push(listener);
  }

  protected abstract runWrite<T>(work: () => Promise<T>): Promise<T>;
  protected abstract runTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;

  private async afterWrite<T>(write: Promise<T>, scope: WriteScope = 'all'): Promise<T> {
    try {
      return await write;
    } finally {
      // A failed write was rolled back, but telling the listeners anyway costs little and is never wrong.
      for (const listener of this.listeners) await listener(scope);
    }
  }
}

/** The embedded SQLite: one connection, no row locks; every write runs alone (see serial-writes.ts). */
export class EmbeddedDatabaseWrites extends DatabaseWrites {
  readonly locksRows = false;

  protected runWrite<T>(work: () => Promise<T>): Promise<T> {
    return serialWrite(this.dataSource, work);
  }

  protected runTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return serialWrite(this.dataSource, () => this.dataSource.transaction(work));
  }
}

/** MySQL/MariaDB: a real pool and row locks; transactions at READ COMMITTED so reads after a lock see the latest commits. */
export class MySqlDatabaseWrites extends DatabaseWrites {
  readonly locksRows = true;

  protected runWrite<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  protected runTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('READ COMMITTED', work);
  }
}

export const databaseWritesFor = (dataSource: DataSource): DatabaseWrites =>
  dataSource.options.type === 'better-sqlite3' ? new EmbeddedDatabaseWrites(dataSource) : new MySqlDatabaseWrites(dataSource);

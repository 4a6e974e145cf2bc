import type { DataSource } from 'typeorm';

const queues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs a write (usually a transaction) alone on the embedded SQLite database.
 *
 * TypeORM opens one connection to a SQLite file and hands every caller the same query runner, so two
 * transactions that overlap in time turn into nested savepoints of each other: one caller's COMMIT
 * ends the other's work and a ROLLBACK undoes both. Queuing writes in-process keeps each
 * transaction whole. MySQL has a real pool and row locks, so there the work simply runs.
 */
export function serialWrite<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return work();
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const result = previous.then(() => work());
  // The next write only waits for this one to finish, whether it succeeded or not.
  queues.set(dataSource, result.catch(() => undefined));
  return result;
}

import type { Socket } from 'node:net';
import mysql, { type Connection } from 'mysql2';
import type { DataSource } from 'typeorm';
import { UnavailableError } from '../common/errors.js';

/** The database did not respond in time (or is known not to respond now): 503, try again soon. */
export class DatabaseTimeoutError extends UnavailableError {
  readonly code = 'DB_ACQUIRE_TIMEOUT';
}

/** A last bound on any one query, far above a busy shop's lock waits; the watchdog below catches an unreachable server much sooner. */
const QUERY_TIMEOUT_MS = 30_000;

interface PooledConnection {
  stream: Socket;
  release(): void;
  destroy(): void;
  query(...args: unknown[]): unknown;
}
type Callback = (error: Error | null, connection?: PooledConnection) => void;
interface MysqlDriverLike {
  options: { type: string; enableQueryTimeout?: boolean; maxQueryExecutionTime?: number };
  pool?: { getConnection(callback: Callback): void };
}

/**
 * Keeps a stopped or frozen MySQL from holding requests: a watchdog asks the server `SELECT 1`
 * on a connection of its own every third of `timeoutMs` and allows two thirds for the reply.
 * When it gets none, the server is taken as away: queries in flight fail at once (their sockets
 * are closed), and every request that asks for a connection while it is away gets a 503 straight
 * away, instead of waiting for as long as the server is away. When the watchdog gets its reply
 * again the pool opens fresh connections and the API serves as before, without a restart.
 * A busy but healthy server is not mistaken for an away one: the watchdog's own connection
 * waits for no row lock and no pool slot, so bookings may queue for locks as long as they need.
 * Switched on after boot, so migrations take as long as they need.
 */
export function watchDatabase(dataSource: DataSource, url: string, timeoutMs: number): () => void {
  const driver = dataSource.driver as unknown as MysqlDriverLike;
  if (!driver.pool || !['mysql', 'mariadb'].includes(driver.options.type)) return () => undefined;
  driver.options.maxQueryExecutionTime = QUERY_TIMEOUT_MS;
  driver.options.enableQueryTimeout = true;

  let away = false;
  const lent = new Set<PooledConnection>();
  const pool = driver.pool;
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback: Callback) => {
    if (away) return callback(new DatabaseTimeoutError('The database is not answering'));
    getConnection((error, connection) => {
      if (!connection) return callback(error);
      lent.add(connection);
      watchRelease(connection, lent);
      if (away) {
        connection.release();
        return callback(new DatabaseTimeoutError('The database is not answering'));
      }
      callback(null, connection);
    });
  };

  const goneAway = () => {
    if (away) return;
    away = true;
    const error = Object.assign(new Error('The database did not answer in time'), { code: 'ETIMEDOUT' });
    for (const connection of lent) connection.stream.destroy(error);
    lent.clear();
  };

  let probe: Connection | null = null;
  let probing = false;
  let round = 0;
  const check = () => {
    if (probing) return;
    probing = true;
    const thisRound = ++round;
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      // A late reply of an earlier round says nothing about now.
      if (!probing || thisRound !== round) return;
      probing = false;
      if (ok) away = false;
      else {
        probe?.destroy();
        probe = null;
        goneAway();
      }
    };
    const timer = setTimeout(() => finish(false), (timeoutMs * 2) / 3);
    probe ??= mysql.createConnection({ uri: url, connectTimeout: timeoutMs }).on('error', () => undefined);
    probe.query('SELECT 1', (error) => finish(!error));
  };
  const interval = setInterval(check, timeoutMs / 3);
  interval.unref();
  return () => {
    clearInterval(interval);
    probe?.destroy();
  };
}

/** A connection leaves the watch when it goes back to the pool; one that timed out is destroyed, as mysql2 leaves its query queued on it. */
function watchRelease(connection: PooledConnection & { [WATCHED]?: true }, lent: Set<PooledConnection>): void {
  if (connection[WATCHED]) return;
  connection[WATCHED] = true;
  const release = connection.release.bind(connection);
  connection.release = () => {
    lent.delete(connection);
    release();
  };
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: { code?: string } | null, ...results: unknown[]) => {
        if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') connection.destroy();
        return (callback as (...a: unknown[]) => unknown)(error, ...results);
      };
    }
    return query(...args);
  };
}

const WATCHED = Symbol('watched by the database watchdog');

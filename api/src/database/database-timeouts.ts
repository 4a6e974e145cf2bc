import type { DataSource } from 'typeorm';
import { UnavailableError } from '../common/errors.js';

/** A connection from the pool did not come in time: the server is away, frozen or saturated. */
export class DatabaseTimeoutError extends UnavailableError {
  readonly code = 'DB_ACQUIRE_TIMEOUT';
}

interface PooledConnection {
  release(): void;
  destroy(): void;
  query(...args: unknown[]): unknown;
}
type Callback = (error: Error | null, connection?: PooledConnection) => void;
interface MysqlPool {
  getConnection(callback: Callback): void;
}
interface MysqlDriverLike {
  options: { type: string; enableQueryTimeout?: boolean; maxQueryExecutionTime?: number };
  pool?: MysqlPool;
}

/**
 * Bounds every wait on MySQL, so a stopped or frozen server is answered with a 503 in about
 * `timeoutMs` instead of holding requests for as long as it is away: each query (mysql2's
 * per-query timeout, which TypeORM passes when enableQueryTimeout is on; mysql2 leaves the
 * timed-out query queued on its connection, so that connection is destroyed, not reused), the TCP connect and handshake (connectTimeout in the options), and
 * taking a connection from the pool, which mysql2 would otherwise wait for without end when
 * every connection is stuck. Switched on after boot, so migrations may take as long as they need.
 * The pool opens new connections as they are needed, so the API recovers by itself when the
 * server is back.
 */
export function boundDatabaseWaits(dataSource: DataSource, timeoutMs: number): void {
  const driver = dataSource.driver as unknown as MysqlDriverLike;
  if (!driver.pool || !['mysql', 'mariadb'].includes(driver.options.type)) return;
  driver.options.maxQueryExecutionTime = timeoutMs;
  driver.options.enableQueryTimeout = true;
  const pool = driver.pool;
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback: Callback) => {
    let waited = false;
    const timer = setTimeout(() => {
      waited = true;
      callback(new DatabaseTimeoutError(`No database connection within ${timeoutMs} ms`));
    }, timeoutMs);
    getConnection((error, connection) => {
      clearTimeout(timer);
      if (connection) destroyAfterTimeout(connection);
      if (!waited) return callback(error, connection);
      // Too late for the request that asked: back to the pool for the next one.
      connection?.release();
    });
  };
}

const WATCHED = Symbol('destroyed after a query timeout');

/**
 * After a query timeout mysql2 still waits for that query's answer on the connection, and any
 * later query there would queue behind it without end: the connection is destroyed instead (the
 * pool then opens a fresh one, and a later release of this one does nothing).
 */
function destroyAfterTimeout(connection: PooledConnection & { [WATCHED]?: true }): void {
  if (connection[WATCHED]) return;
  connection[WATCHED] = true;
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

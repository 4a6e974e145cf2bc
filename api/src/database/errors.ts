/** A unique index refused the row: MySQL's ER_DUP_ENTRY or SQLite's UNIQUE constraint. */
export const isDuplicateKey = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string; driverError?: { code?: string; message?: string } };
  const code = e.driverError?.code ?? e.code;
  const message = e.driverError?.message ?? e.message ?? '';
  return code === 'ER_DUP_ENTRY' || /UNIQUE constraint failed/i.test(message);
};

/** Error codes of a database that is away, frozen or refusing connections, as mysql2 and MySQL report them. */
const UNREACHABLE_CODES = new Set([
  'DB_ACQUIRE_TIMEOUT', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR', 'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_LOCK_WAIT_TIMEOUT', 'ER_QUERY_TIMEOUT', 'ER_QUERY_INTERRUPTED',
]);

/** Whether a failure means the database cannot respond now (a 503 worth retrying), not that the request was wrong. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string; driverError?: { code?: string; message?: string } } | null;
  if (!e || typeof e !== 'object') return false;
  const code = e.driverError?.code ?? e.code;
  const message = e.driverError?.message ?? e.message ?? '';
  return (!!code && UNREACHABLE_CODES.has(code)) || /closed state|Pool is closed|Connection lost|Query inactivity timeout/i.test(message);
};

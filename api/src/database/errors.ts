/** A unique index refused the row: MySQL's ER_DUP_ENTRY or SQLite's UNIQUE constraint. */
export const isDuplicateKey = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string; driverError?: { code?: string; message?: string } };
  const code = e.driverError?.code ?? e.code;
  const message = e.driverError?.message ?? e.message ?? '';
  return code === 'ER_DUP_ENTRY' || /UNIQUE constraint failed/i.test(message);
};

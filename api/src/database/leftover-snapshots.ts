import { readdir, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Removes the temporary snapshots that earlier versions (sql.js saved the whole database to
 * `<file>.<pid>.tmp` and renamed it over the file) left beside `file` when killed mid-save. Only
 * for the process that holds the database's lock: no one else writes there.
 */
export async function removeLeftoverSnapshots(file: string): Promise<string[]> {
  const prefix = `${basename(file)}.`;
  const leftovers = (await readdir(dirname(file)).catch(() => [] as string[])).filter((name) => name.startsWith(prefix) && /^\d+\.tmp$/.test(name.slice(prefix.length)));
  await Promise.all(leftovers.map((name) => unlink(join(dirname(file), name)).catch(() => undefined)));
  return leftovers;
}

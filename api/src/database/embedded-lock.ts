import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';

export class EmbeddedDatabaseInUseError extends Error {}

/**
 * The embedded database belongs to one process: its writes take turns in that process's queue
 * (serial-writes.ts) and every write empties that process's cache of public responses, so a second
 * process on the same DATA_DIR would serve stale prices and stock. Whoever opens it holds
 * a lock beside the file (refreshed every few seconds, so a crashed holder's lock goes stale and
 * the next start takes it over); anyone else is refused. Returns the release.
 */
export async function lockEmbeddedDatabase(file: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  mkdirSync(dirname(file), { recursive: true });
  try {
    return await lockfile.lock(file, { realpath: false, stale: 10_000, update: 2_000, lockfilePath: `${file}.lock`, onCompromised: onLost });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new EmbeddedDatabaseInUseError(
      `Another API process is already using the embedded database at ${file}. ` +
        'The embedded database belongs to one process: stop the other one (or give this one its own DATA_DIR), ' +
        'or run several instances on MySQL/MariaDB (DB_TYPE=mysql) with REDIS_URL.',
    );
  }
}

import { readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Saves the embedded database the way a crash cannot tear it: each snapshot goes to a temporary
 * file that then replaces the real one in a single rename, and snapshots are written one at a
 * time in the order they were taken, so an older one never lands after a newer one.
 */
export function atomicFileSaver(file: string): (data: Uint8Array) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  return (data) => {
    const write = queue.then(async () => {
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    });
    queue = write.catch(() => undefined);
    return write;
  };
}

/**
 * Removes the temporary snapshots that processes killed mid-save (kill -9, power loss) left
 * beside `file`. Only for the process that holds the database's lock: no one else writes them.
 */
export async function removeLeftoverSnapshots(file: string): Promise<string[]> {
  const prefix = `${basename(file)}.`;
  const leftovers = (await readdir(dirname(file)).catch(() => [] as string[])).filter((name) => name.startsWith(prefix) && /^\d+\.tmp$/.test(name.slice(prefix.length)));
  await Promise.all(leftovers.map((name) => unlink(join(dirname(file), name)).catch(() => undefined)));
  return leftovers;
}

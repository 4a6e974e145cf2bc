import { rename, writeFile } from 'node:fs/promises';

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

import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** `<sent at>-<outbox id>-<kind>.eml`: the outbox row's id in the name finds a mail's file again. */
const MAIL_ID_IN_NAME = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-(\d+)-[^/]*\.eml$/;

/** Written under a temporary name and renamed, so a reader never sees half a mail. */
export async function writeEml(dir: string, mail: { id: number; kind: string }, message: Buffer, sentAt = new Date()): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}-${mail.kind}.eml`;
  await writeFile(join(dir, `.${name}.tmp`), message);
  await rename(join(dir, `.${name}.tmp`), join(dir, name));
}

/** Removes the .eml files of these outbox mails (every try that was written); returns how many. */
export async function removeEmls(dir: string, mailIds: readonly number[]): Promise<number> {
  if (!mailIds.length) return 0;
  const ids = new Set(mailIds.map(String));
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const theirs = names.filter((name) => ids.has(MAIL_ID_IN_NAME.exec(name)?.[1] ?? ''));
  for (const name of theirs) await rm(join(dir, name), { force: true });
  return theirs.length;
}

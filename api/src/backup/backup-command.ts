import 'reflect-metadata';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { BackupError, backUp, restore } from './backup.js';

const USAGE = `Usage:
  node dist/backup/backup-command.js backup [--to DIR] [--keep N]
      Backs up the configured database and the uploads into DIR/rental-backup-<time>
      (DIR: BACKUP_DIR, else DATA_DIR/backups). --keep N deletes all but the N newest backups.
  node dist/backup/backup-command.js restore <backup folder> [--force]
      Restores into the configured database and DATA_DIR, which must be empty (--force replaces them).
      Stop the API first on the embedded database.
Both read the API's own settings (DB_TYPE, DATABASE_URL, DATA_DIR, STORAGE, S3_*).`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string' }, keep: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const [command, folder] = positionals;
  if (values.help || !['backup', 'restore'].includes(command ?? '') || (command === 'restore' && !folder)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  // A placeholder secret: these commands sign nothing, and must not create DATA_DIR/jwt-secret
  // (a restore brings the shop's own).
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'backup-command-signs-nothing-backup-command-signs-nothing' });

  if (command === 'backup') {
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) throw new BackupError('--keep must be a whole number of at least 1');
    const into = resolve(values.to ?? process.env.BACKUP_DIR ?? join(config.server.dataDir, 'backups'));
    const started = Date.now();
    const { folder: written, manifest } = await backUp(config, into, { keep });
    const pictures = manifest.s3 ? `${manifest.s3.keys} keys listed from the bucket ${manifest.s3.bucket}` : `${manifest.uploads.length} uploaded files`;
    console.log(
      `Backed up ${manifest.database} (${manifest.counts.orders} orders, ${manifest.counts.users} users, ${manifest.counts.products} products), ${pictures} and ${manifest.outbox?.length ?? 0} outbox mails ` +
        `into ${written} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  }

  const { manifest, counts, missingS3Keys } = await restore(config, resolve(folder!), { force: values.force });
  console.log(`Restored the backup of ${manifest.createdAt}: ${counts.orders} orders, ${counts.users} users, ${counts.products} products; ${manifest.uploads.length} uploaded files, ${manifest.outbox?.length ?? 0} outbox mails`);
  if (missingS3Keys.length) console.warn(`${missingS3Keys.length} pictures the backup listed are not in the bucket any more, e.g. ${missingS3Keys.slice(0, 5).join(', ')}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);

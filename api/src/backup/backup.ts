import { spawn } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createConnection } from 'mysql2/promise';
import type { AppConfig } from '../config/app-config.js';
import type { S3Settings } from '../uploads/config/uploads.config.js';
import { sqliteDriver } from '../database/data-source-options.js';
import { lockEmbeddedDatabase } from '../database/embedded-lock.js';

/** What a backup holds, written last (as manifest.json), so a folder without it is not a backup. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'mysql';
  /** database.sqlite (SQLite's online backup) or database.sql (a dump taken in one transaction). */
  databaseFile: string;
  /** Rows at the moment of the backup, to compare after a restore. */
  counts: Record<'orders' | 'users' | 'products', number>;
  /** Files under uploads/ (STORAGE=local), relative paths. */
  uploads: string[];
  /** STORAGE=s3: the bucket and the keys it held (the objects stay in the bucket; see README). */
  s3: { bucket: string; keys: number } | null;
  /** The mail outbox's .eml files (MAIL_OUTBOX_DIR, mails sent without SMTP), names relative to it; absent in backups made before they were copied. */
  outbox?: string[];
  /** DATA_DIR/jwt-secret was copied (it also derives the two-step sign-in key when TWO_FACTOR_KEY is unset). */
  jwtSecret: boolean;
}

type Sqlite = {
  prepare(sql: string): { get(): unknown };
  backup(destination: string): Promise<unknown>;
  close(): void;
};
type SqliteConstructor = new (file: string, options?: { readonly?: boolean; fileMustExist?: boolean }) => Sqlite;

const COUNTED = ['orders', 'users', 'products'] as const;
const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

export class BackupError extends Error {}

/** mysql://user:password@host:3306/database as the command-line clients take it (the password in MYSQL_PWD, never in argv). */
function mysqlClientArgs(databaseUrl: string): { args: string[]; env: NodeJS.ProcessEnv; database: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const args = ['-h', url.hostname, '-P', url.port || '3306', '-u', decodeURIComponent(url.username || 'root')];
  return { args, env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) }, database };
}

/** The first of these clients on PATH (MariaDB ships mariadb-dump; MySQL mysqldump). */
function findProgram(names: string[]): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    for (const name of names) if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  throw new BackupError(`None of ${names.join(', ')} is installed: install the MariaDB or MySQL client (Debian: apt-get install mariadb-client).`);
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv, stdinFile?: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, { env, stdio: [stdinFile ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    if (stdinFile) createReadStream(stdinFile).pipe(child.stdin!);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** A mail being written (`.<name>.tmp`, renamed when whole): not copied. */
const isHalfWritten = (path: string) => /(^|[\\/])\.[^\\/]+\.tmp$/.test(path);

const listFiles = (root: string, dir = ''): string[] =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? listFiles(root, join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
      )
    : [];

function s3Client(s3: S3Settings): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
}

async function listBucket(s3: S3Settings): Promise<{ key: string; size: number; etag: string }[]> {
  const client = s3Client(s3);
  const keys: { key: string; size: number; etag: string }[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) keys.push({ key: object.Key!, size: object.Size ?? 0, etag: object.ETag ?? '' });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys;
}

async function countRows(config: AppConfig, sqliteFile?: string): Promise<BackupManifest['counts']> {
  const counts = { orders: 0, users: 0, products: 0 };
  if (config.database.type === 'mysql') {
    const connection = await createConnection({ uri: config.database.url });
    try {
      for (const table of COUNTED) counts[table] = Number(((await connection.query(`SELECT COUNT(*) AS n FROM \`${table}\``))[0] as { n: number }[])[0].n);
    } finally {
      await connection.end();
    }
    return counts;
  }
  const Database = sqliteDriver() as SqliteConstructor;
  const db = new Database(sqliteFile!, { readonly: true, fileMustExist: true });
  try {
    for (const table of COUNTED) counts[table] = (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
  return counts;
}

/**
 * Backs the shop up into a new folder under `into`, while the API keeps running: the embedded
 * database through SQLite's online backup API (a consistent copy, taken page by page between the
 * API's writes), MySQL/MariaDB through mysqldump --single-transaction (one consistent snapshot,
 * no locks held against the shop's writes); then the uploaded pictures (DATA_DIR/uploads) or, on
 * S3, the list of the bucket's keys; then DATA_DIR/jwt-secret. It is written as `<name>.partial`
 * and renamed when complete, so an interrupted backup never looks like one. Returns its folder.
 */
export async function backUp(config: AppConfig, into: string, { keep, now = new Date() }: { keep?: number; now?: Date } = {}): Promise<{ folder: string; manifest: BackupManifest }> {
  if (config.database.type === 'sqlite' && !existsSync(config.database.file!)) {
    throw new BackupError(`There is no embedded database at ${config.database.file} (is DATA_DIR right?)`);
  }
  mkdirSync(into, { recursive: true });
  const name = `rental-backup-${stamp(now)}`;
  const folder = resolve(into, name);
  const partial = `${folder}.partial`;
  if (existsSync(folder)) throw new BackupError(`${folder} already exists`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  try {
    let databaseFile: string;
    let counts: BackupManifest['counts'];
    if (config.database.type === 'mysql') {
      databaseFile = 'database.sql';
      const { args, env, database } = mysqlClientArgs(config.database.url);
      const dump = findProgram(['mariadb-dump', 'mysqldump']);
      // Counted before the dump: rows booked in between are in the dump too, so a restore has at least these.
      counts = await countRows(config);
      await run(
        dump,
        [...args, '--single-transaction', '--quick', '--hex-blob', '--routines', '--triggers', '--no-tablespaces', '--default-character-set=utf8mb4', `--result-file=${join(partial, databaseFile)}`, database],
        env,
      );
    } else {
      databaseFile = 'database.sqlite';
      const file = config.database.file!;
      const Database = sqliteDriver() as SqliteConstructor;
      const db = new Database(file, { fileMustExist: true });
      try {
        await db.backup(join(partial, databaseFile));
      } finally {
        db.close();
      }
      counts = await countRows(config, join(partial, databaseFile));
    }

    let uploads: string[] = [];
    let s3: BackupManifest['s3'] = null;
    if (config.uploads.s3) {
      const keys = await listBucket(config.uploads.s3);
      writeFileSync(join(partial, 's3-keys.json'), JSON.stringify(keys, null, 1));
      s3 = { bucket: config.uploads.s3.bucket, keys: keys.length };
    } else {
      const source = join(config.server.dataDir, 'uploads');
      if (existsSync(source)) cpSync(source, join(partial, 'uploads'), { recursive: true, preserveTimestamps: true });
      uploads = listFiles(join(partial, 'uploads')).sort();
    }

    // The mails sent without SMTP exist only as these files: the database keeps their text, not the sent messages with their attachments.
    const outboxDir = config.mail.outboxDir;
    if (existsSync(outboxDir)) cpSync(outboxDir, join(partial, 'outbox'), { recursive: true, preserveTimestamps: true, filter: (source) => !isHalfWritten(source) });
    const outbox = listFiles(join(partial, 'outbox')).sort();

    const secret = join(config.server.dataDir, 'jwt-secret');
    const jwtSecret = existsSync(secret);
    if (jwtSecret) cpSync(secret, join(partial, 'jwt-secret'));

    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database: config.database.type, databaseFile, counts, uploads, outbox, s3, jwtSecret };
    writeFileSync(join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, folder);
    if (keep) prune(into, keep);
    return { folder, manifest };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Keeps the `keep` newest complete backups in `into` and deletes the older ones. */
function prune(into: string, keep: number): void {
  const backups = readdirSync(into)
    .filter((name) => /^rental-backup-\d{8}T\d{6}Z$/.test(name) && existsSync(join(into, name, 'manifest.json')))
    .sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - keep))) rmSync(join(into, old), { recursive: true, force: true });
}

export function readManifest(folder: string): BackupManifest {
  const file = join(folder, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${folder} is not a complete backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${folder} has a backup format this version does not know (${manifest.format})`);
  return manifest;
}

/**
 * Restores a backup into the configured (empty) database and DATA_DIR. It refuses to overwrite a
 * database that has tables, or an embedded database file, unless `force`; on the embedded
 * database it holds the database's lock meanwhile, so it never runs beside a started API.
 * Returns the counts found after restoring (to compare with the manifest's) and, on S3, the keys
 * the backup listed that the bucket no longer has.
 */
export async function restore(config: AppConfig, folder: string, { force = false } = {}): Promise<{ manifest: BackupManifest; counts: BackupManifest['counts']; missingS3Keys: string[] }> {
  const manifest = readManifest(folder);
  if (manifest.database !== config.database.type) {
    throw new BackupError(`This backup is of a ${manifest.database} database; the configuration is for ${config.database.type} (DB_TYPE)`);
  }
  mkdirSync(config.server.dataDir, { recursive: true });
  let counts: BackupManifest['counts'];
  if (config.database.type === 'mysql') {
    const { args, env, database } = mysqlClientArgs(config.database.url);
    const server = new URL(config.database.url);
    server.pathname = '/';
    const connection = await createConnection({ uri: server.toString() });
    try {
      await connection.query(`CREATE DATABASE IF NOT EXISTS \`${database.replace(/`/g, '')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      const [tables] = await connection.query(`SHOW TABLES FROM \`${database.replace(/`/g, '')}\``);
      if ((tables as unknown[]).length && !force) throw new BackupError(`The database ${database} already has tables: restore into an empty database, or pass --force to replace them`);
    } finally {
      await connection.end();
    }
    await run(findProgram(['mariadb', 'mysql']), [...args, '--default-character-set=utf8mb4', database], env, join(folder, manifest.databaseFile));
    counts = await countRows(config);
  } else {
    const file = config.database.file!;
    const release = await lockEmbeddedDatabase(file, () => undefined);
    try {
      if (existsSync(file) && statSync(file).size > 0 && !force) throw new BackupError(`${file} already exists: restore into a fresh DATA_DIR, or pass --force to replace it`);
      for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      cpSync(join(folder, manifest.databaseFile), file);
    } finally {
      await release();
    }
    counts = await countRows(config, file);
  }

  if (manifest.uploads.length) cpSync(join(folder, 'uploads'), join(config.server.dataDir, 'uploads'), { recursive: true, preserveTimestamps: true, force });
  if (manifest.outbox?.length) cpSync(join(folder, 'outbox'), config.mail.outboxDir, { recursive: true, preserveTimestamps: true, force });
  const secret = join(config.server.dataDir, 'jwt-secret');
  if (manifest.jwtSecret && (force || !existsSync(secret))) cpSync(join(folder, 'jwt-secret'), secret);

  let missingS3Keys: string[] = [];
  if (manifest.s3 && config.uploads.s3) {
    const listed = JSON.parse(readFileSync(join(folder, 's3-keys.json'), 'utf8')) as { key: string }[];
    const present = new Set((await listBucket(config.uploads.s3)).map((object) => object.key));
    missingS3Keys = listed.map((object) => object.key).filter((key) => !present.has(key));
  }
  return { manifest, counts, missingS3Keys };
}

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { EMAILS, PASSWORDS, freePort, mysqlServerUrl, spawnApi, startTestApp, stop, type TestApp, useTestApp, waitUntilReady } from './support/test-app.js';

// s3rver is CommonJS without type declarations; this is the part of it the test uses.
interface S3Server {
  run(): Promise<unknown>;
  close(): Promise<void>;
  httpServer?: Server;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3Server;

const COMMAND = join(import.meta.dirname, '../dist/backup/backup-command.js');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(40_000)]);

/** Runs `backup-command.js` as the operator would, with the API's environment. */
function runCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [COMMAND, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const gear = (key: string) => ({ key, name: `Gear ${key}`, price: 1500, category: 'lights', dimensions: '1 x 1 x 1 m', description: 'Backup test gear', stock: 1000, image: [] });
const cart = (day: number) => ({ orderedItems: [{ key: 'backup-light', qty: 1 }], days: 1, startingDate: `2031-01-${String(day).padStart(2, '0')}`, endingDate: `2031-01-${String(day + 1).padStart(2, '0')}` });

describe('backup and restore (npm run backup / npm run restore)', () => {
  // Quick mail ticks: the bookings' mails are .eml files in the outbox before the backup.
  const t = useTestApp({ MAIL_TICK_MS: '100' });
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up while the shop takes bookings, and a restore into a fresh data folder and database gives back the same orders, users and pictures', async () => {
    const admin = t().auth('admin');
    await t().http.post('/api/products').set(admin).send(gear('backup-light')).expect(201);
    for (let day = 1; day <= 3; day++) await t().http.post('/api/orders').set(t().auth('customer')).send(cart(day)).expect(201);
    const { uploadUrl, publicUrl } = (await t().http.post('/api/uploads/presign').set(admin).send({ contentType: 'image/png', folder: 'gallery' }).expect(200)).body;
    expect((await fetch(uploadUrl, { method: 'PUT', body: PNG, headers: { 'Content-Type': 'image/png' } })).status).toBe(201);
    const picturePath = new URL(publicUrl).pathname;
    const ordersBefore = (await t().http.get('/api/orders').set(admin).expect(200)).body as { orderId: string }[];
    const outboxDir = join(t().dataDir, 'outbox');
    const emls = () => (existsSync(outboxDir) ? readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort() : []);
    const deadline = Date.now() + 15_000;
    while (emls().length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const mailsBefore = emls();
    expect(mailsBefore.length).toBeGreaterThanOrEqual(3);
    const usersBefore = ((await t().http.get('/api/users/all').set(admin).expect(200)).body as { email: string; role: string }[]).map((u) => `${u.email}:${u.role}`).sort();

    // Online: bookings keep getting their responses while the backup runs.
    const backups = mkdtempSync(join(tmpdir(), 'rental-backups-'));
    cleanups.push(() => rmSync(backups, { recursive: true, force: true }));
    const during = Promise.all(Array.from({ length: 8 }, (_, i) => t().http.post('/api/orders').set(t().auth('customer')).send(cart(10 + i))));
    const backup = await runCommand(['backup', '--to', backups], t().env);
    expect((await during).map((response) => response.status)).toEqual(Array(8).fill(201));
    expect(backup.output).toMatch(/Backed up (sqlite|mysql) \(\d+ orders, 4 users, 1 products\), 1 uploaded files and \d+ outbox mails into /);
    expect(backup.code).toBe(0);
    const [folder] = readdirSync(backups);
    expect(folder).toMatch(/^rental-backup-\d{8}T\d{6}Z$/);
    const manifest = JSON.parse(readFileSync(join(backups, folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, database: t().dbType, uploads: [join('gallery', picturePath.split('/').pop()!)], s3: null });
    for (const name of mailsBefore) expect(manifest.outbox).toContain(name);
    const ordersAfter = (await t().http.get('/api/orders').set(admin).expect(200)).body as { orderId: string }[];

    // A fresh data folder (and, on MySQL, a database that does not exist yet).
    const dataDir = mkdtempSync(join(tmpdir(), 'rental-restored-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { ...t().env, DATA_DIR: dataDir };
    if (t().dbType === 'mysql') {
      const name = `rental_restored_${process.pid}_${randomBytes(4).toString('hex')}`;
      env.DATABASE_URL = `${mysqlServerUrl()}/${name}`;
      cleanups.push(async () => {
        const server = await createConnection({ uri: mysqlServerUrl() });
        await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await server.end();
      });
    }
    const restored = await runCommand(['restore', join(backups, folder)], env);
    expect(restored.output).toMatch(/Restored the backup of .*: \d+ orders, 4 users, 1 products; 1 uploaded files, \d+ outbox mails/);
    expect(restored.code).toBe(0);
    expect(existsSync(join(dataDir, picturePath.replace(/^\//, '')))).toBe(true);
    // The mails sent without SMTP come back byte for byte.
    for (const name of mailsBefore) expect(readFileSync(join(dataDir, 'outbox', name)).equals(readFileSync(join(outboxDir, name)))).toBe(true);

    // A second restore over it is refused: a restore never overwrites a shop by accident.
    const again = await runCommand(['restore', join(backups, folder)], env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already (exists|has tables).*--force/);

    // The API started on the restored copy serves the same shop.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const api = spawnApi({ ...env, PORT: String(port), PUBLIC_URL: url });
    cleanups.push(() => stop(api.child));
    await waitUntilReady(url, api.child, api.output);
    const http = request(url);
    const login = (await http.post('/api/users/login').send({ email: EMAILS.admin, password: PASSWORDS.admin }).expect(200)).body;
    const restoredAdmin = { Authorization: `Bearer ${login.token}` };
    const orders = ((await http.get('/api/orders').set(restoredAdmin).expect(200)).body as { orderId: string }[]).map((order) => order.orderId);
    for (const order of ordersBefore) expect(orders).toContain(order.orderId);
    for (const order of orders) expect(ordersAfter.map((o) => o.orderId)).toContain(order);
    if (t().dbType === 'sqlite') expect(orders.length).toBe(manifest.counts.orders);
    else expect(orders.length).toBeGreaterThanOrEqual(manifest.counts.orders);
    const users = ((await http.get('/api/users/all').set(restoredAdmin).expect(200)).body as { email: string; role: string }[]).map((u) => `${u.email}:${u.role}`).sort();
    expect(users).toEqual(usersBefore);
    // The customer signs in with the same password, and the picture has the same bytes.
    await http.post('/api/users/login').send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(200);
    const picture = await fetch(`${url}${picturePath}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
  }, 180_000);

  it('keeps the N newest backups with --keep N, and refuses a --keep that is not a number', async () => {
    const backups = mkdtempSync(join(tmpdir(), 'rental-backups-'));
    cleanups.push(() => rmSync(backups, { recursive: true, force: true }));
    const written: string[] = [];
    for (let i = 0; i < 3; i++) {
      const run = await runCommand(['backup', '--to', backups, '--keep', '2'], t().env);
      expect(run.code).toBe(0);
      written.push(/into (\S+) in /.exec(run.output)![1].split('/').pop()!);
      // Backups are named to the second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    expect(readdirSync(backups).sort()).toEqual(written.slice(1));
    const wrong = await runCommand(['backup', '--to', backups, '--keep', 'many'], t().env);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('--keep must be a whole number of at least 1');
  });

  it('refuses a folder that is not a backup, and a backup of the other database type, with a clear message', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'rental-not-a-backup-'));
    cleanups.push(() => rmSync(empty, { recursive: true, force: true }));
    const run = await runCommand(['restore', empty], { ...t().env, DATA_DIR: empty });
    expect(run.code).toBe(1);
    expect(run.output).toContain('is not a complete backup (no manifest.json)');
    const usage = await runCommand(['restore'], t().env);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage:');
  });
});

describe('backup and restore with the pictures in an S3 bucket (STORAGE=s3, against s3rver)', () => {
  const BUCKET = 'rental-backup-test';
  let s3: S3Server;
  let s3Dir: string;
  let t: TestApp;
  let endpoint: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    s3Dir = mkdtempSync(join(tmpdir(), 'rental-s3rver-'));
    s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    await s3.run();
    t = await startTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
    });
  });

  afterAll(async () => {
    await t?.close();
    s3?.httpServer?.closeAllConnections();
    await s3?.close();
    for (const dir of [s3Dir, ...dirs]) rmSync(dir, { recursive: true, force: true });
  });

  it("lists the bucket's keys in the backup, and a restore names the pictures the bucket no longer has", async () => {
    const keys: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { uploadUrl, publicUrl } = (await t.http.post('/api/uploads/presign').set(t.auth('admin')).send({ contentType: 'image/png', folder: 'products', size: PNG.length }).expect(200)).body;
      expect((await fetch(uploadUrl, { method: 'PUT', body: PNG, headers: { 'Content-Type': 'image/png' } })).status).toBe(200);
      keys.push(new URL(publicUrl).pathname.replace(`/${BUCKET}/`, ''));
    }
    const backups = mkdtempSync(join(tmpdir(), 'rental-backups-'));
    dirs.push(backups);
    const backup = await runCommand(['backup', '--to', backups], t.env);
    expect(backup.output).toMatch(new RegExp(`, 2 keys listed from the bucket ${BUCKET} and \\d+ outbox mails into`));
    expect(backup.code).toBe(0);
    const [folder] = readdirSync(backups);
    const listed = JSON.parse(readFileSync(join(backups, folder, 's3-keys.json'), 'utf8')) as { key: string; size: number }[];
    expect(listed.map((object) => object.key).sort()).toEqual([...keys].sort());
    expect(listed.every((object) => object.size === PNG.length)).toBe(true);

    const client = new S3Client({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true });
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: keys[0] }));
    client.destroy();

    const dataDir = mkdtempSync(join(tmpdir(), 'rental-restored-'));
    dirs.push(dataDir);
    const env: Record<string, string> = { ...t.env, DATA_DIR: dataDir };
    if (t.dbType === 'mysql') env.DATABASE_URL = `${mysqlServerUrl()}/rental_restored_${process.pid}_${randomBytes(4).toString('hex')}`;
    try {
      const restored = await runCommand(['restore', join(backups, folder)], env);
      expect(restored.code).toBe(0);
      expect(restored.output).toContain(`1 pictures the backup listed are not in the bucket any more, e.g. ${keys[0]}`);
    } finally {
      if (t.dbType === 'mysql') {
        const server = await createConnection({ uri: mysqlServerUrl() });
        await server.query(`DROP DATABASE IF EXISTS \`${new URL(env.DATABASE_URL).pathname.slice(1)}\``);
        await server.end();
      }
    }
  });
});

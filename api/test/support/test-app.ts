import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const PASSWORDS = { admin: 'admin-pass-1', staff: 'staff-pass-1', customer: 'customer-pass-1', blocked: 'blocked-pass-1' } as const;
export const EMAILS = { admin: 'admin@test.local', staff: 'staff@test.local', customer: 'customer@test.local', blocked: 'blocked@test.local' } as const;

/** Ready-made bearer tokens for every kind of caller, so each route can be tried by each role. */
export interface RoleTokens {
  admin: string;
  /** Shop staff: the order work, no users, prices or revenue. */
  staff: string;
  customer: string;
  blocked: string;
  expired: string;
  forged: string;
}

export interface TestApp {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** supertest bound to the running API: `t.http.get('/api/products')` */
  http: ReturnType<typeof request>;
  tokens: RoleTokens;
  /** `Authorization` header for a role: `.set(t.auth('admin'))` */
  auth(role: keyof RoleTokens): { Authorization: string };
  dbType: 'sqlite' | 'mysql';
  /** The MySQL database of this app (null on SQLite), e.g. for direct SQL checks with mysql2. */
  databaseUrl: string | null;
  dataDir: string;
  /** What the API process printed, for diagnosing a failure. */
  output(): string;
  /** The environment the API process was started with. */
  env: Record<string, string>;
  /** The API process, e.g. to send it SIGTERM. */
  child: ChildProcess;
  close(): Promise<void>;
}

export const testDbType = (): 'sqlite' | 'mysql' => (process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite');
export const mysqlServerUrl = () => (process.env.MYSQL_TEST_URL ?? 'mariadb://root@127.0.0.1:3306').replace(/\/$/, '');
const API_ENTRY = join(import.meta.dirname, '../../dist/main.js');

/**
 * Starts the built API (`dist/main.js`, built by scripts/run-tests.mjs) as its own process on
 * 127.0.0.1 and a free port, on a freshly created database: a new MySQL database per call, dropped
 * on close, or a new SQLite file in a temporary DATA_DIR. An admin, a customer and a blocked
 * customer exist when it responds, and a staff member (a customer the admin granted the staff role). The process is stopped by its PID in close().
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dbType = testDbType();
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-api-test-'));
  let databaseName: string | null = null;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const appEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    BCRYPT_COST: '4',
    AUTH_RATE_LIMIT: '100000',
    // Tests book and quote a lot as one customer from one address; the limits have tests of their own.
    PUBLIC_READ_RATE_LIMIT: '100000',
    MAX_OPEN_BOOKINGS: '100000',
    MAX_RENTAL_DAYS: '1095',
    // How long MariaDB may take to respond to the API's health probe before the API treats it as away
    // (default 1.5 s). A 2-core CI machine building apps beside the tests has taken longer than
    // that, and an API starting then lost its start-up queries. The outage test sets its own.
    DB_TIMEOUT_MS: '6000',
    ADMIN_EMAIL: EMAILS.admin,
    ADMIN_PASSWORD: PASSWORDS.admin,
    SEED_DEMO_DATA: 'false',
    DB_TYPE: dbType,
    ...env,
  };
  if (dbType === 'mysql') {
    // MYSQL_SCRATCH_PREFIX: a shared server's convention for whose scratch databases these are.
    databaseName = `${process.env.MYSQL_SCRATCH_PREFIX ?? 'rental_'}test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const server = await createConnection({ uri: mysqlServerUrl() });
    await server.query(`CREATE DATABASE \`${databaseName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await server.end();
    appEnv.DATABASE_URL = `${mysqlServerUrl()}/${databaseName}`;
  }

  const { child, output: outputOf } = spawnApi(appEnv);
  const output = () => outputOf();

  const close = async () => {
    await stop(child);
    if (databaseName) {
      const server = await createConnection({ uri: mysqlServerUrl() });
      await server.query(`DROP DATABASE IF EXISTS \`${databaseName}\``);
      await server.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, child, output);
    const http = request(url);
    const login = async (email: string, password: string) => (await http.post('/api/users/login').send({ email, password }).expect(200)).body;
    const register = (email: string, password: string, firstName: string) =>
      http.post('/api/users').send({ email, password, firstName, lastName: 'Tester', address: '1 Main St', phone: '0771234567' }).expect(201);
    await register(EMAILS.customer, PASSWORDS.customer, 'Cara');
    await register(EMAILS.blocked, PASSWORDS.blocked, 'Bo');
    await register(EMAILS.staff, PASSWORDS.staff, 'Sam');
    const admin = await login(EMAILS.admin, PASSWORDS.admin);
    await http.put(`/api/users/role/${EMAILS.staff}`).set('Authorization', `Bearer ${admin.token}`).send({ role: 'staff' }).expect(200);
    const staff = await login(EMAILS.staff, PASSWORDS.staff);
    const customer = await login(EMAILS.customer, PASSWORDS.customer);
    // The blocked customer's token was issued before the block, as in real life.
    const blocked = await login(EMAILS.blocked, PASSWORDS.blocked);
    await http.put(`/api/users/block/${EMAILS.blocked}`).set('Authorization', `Bearer ${admin.token}`).expect(200);

    const sign = (user: { _id: string; email: string; role: string }, secret: string, expiresIn: number) =>
      new JwtService({ secret }).sign({ sub: Number(user._id), email: user.email, role: user.role }, { expiresIn, algorithm: 'HS256' });
    const tokens: RoleTokens = {
      admin: admin.token,
      staff: staff.token,
      customer: customer.token,
      blocked: blocked.token,
      expired: sign(customer.user, TEST_JWT_SECRET, -60),
      forged: sign(admin.user, 'not-the-real-secret-not-the-real-secret', 3600),
    };
    return {
      url,
      http,
      tokens,
      auth: (role) => ({ Authorization: `Bearer ${tokens[role]}` }),
      dbType,
      databaseUrl: appEnv.DATABASE_URL ?? null,
      dataDir,
      env: appEnv,
      child,
      output,
      close,
    };
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}\n--- API output ---\n${output()}`);
  }
}

/** The built API as a child process with this environment; `output()` is what it printed so far. */
export function spawnApi(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [API_ENTRY], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  // Seen by the test environment (api-test-environment.cjs), which stops those left running.
  const holder = globalThis as { __startedApis?: Set<ChildProcess> };
  (holder.__startedApis ??= new Set()).add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

export interface ApiInstance {
  url: string;
  http: ReturnType<typeof request>;
  output(): string;
  close(): Promise<void>;
}

/**
 * One more API process beside `app`, on the same database and secret (another instance of the
 * same shop, as behind a load balancer); `env` adds to or overrides its environment.
 */
export async function startInstanceOf(app: TestApp, env: Record<string, string> = {}): Promise<ApiInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-api-instance-'));
  const { child, output } = spawnApi({ ...app.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, ...env });
  const close = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child, output);
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}\n--- API output ---\n${output()}`);
  }
  return { url, http: request(url), output, close };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The API exited (${child.exitCode ?? child.signalCode}) before responding`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The API did not respond within 150 s\n${output()}`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts an app for a describe block: `const t = useTestApp();` then `t().http...`. Pass env as a
 * function when it depends on something another beforeAll prepares (a stand-in server's port).
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('The test app has not started');
    return app;
  };
}

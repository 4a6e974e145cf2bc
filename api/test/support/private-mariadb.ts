import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from './test-app.js';

const MARIADBD = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find((path) => spawnSync(path, ['--version']).status === 0);
const INSTALL_DB = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'].find((path) => existsSync(path));

/** Why a private MariaDB server cannot be started here, or null. */
export const privateMariaDbMissing = (): string | null =>
  MARIADBD && INSTALL_DB ? null : 'mariadbd and mariadb-install-db are not installed (apt-get install mariadb-server)';

/**
 * A MariaDB server of a test's own (its own data folder, port and socket), which the test may
 * stop, start again, freeze and thaw, never touching the shared server. No grant tables: root
 * without a password, on 127.0.0.1 only.
 */
export class PrivateMariaDb {
  private process: ChildProcess | null = null;
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PrivateMariaDb> {
    const dir = mkdtempSync(join(tmpdir(), 'rental-private-mariadb-'));
    const install = spawnSync(INSTALL_DB!, ['--no-defaults', `--datadir=${dir}/data`, '--user=root', '--skip-test-db', '--auth-root-authentication-method=normal'], { encoding: 'utf8' });
    if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr}`);
    const server = new PrivateMariaDb(dir, await freePort());
    await server.start();
    return server;
  }

  url(database = ''): string {
    return `mariadb://root@127.0.0.1:${this.port}/${database}`.replace(/\/$/, '');
  }

  async start(): Promise<void> {
    this.process = spawn(
      MARIADBD!,
      [
        '--no-defaults', `--datadir=${this.dir}/data`, `--port=${this.port}`, '--bind-address=127.0.0.1', `--socket=${this.dir}/mariadb.sock`,
        `--pid-file=${this.dir}/mariadb.pid`, '--user=root', '--skip-grant-tables', '--skip-name-resolve', '--innodb-buffer-pool-size=16M',
        `--log-error=${this.dir}/error.log`,
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const connection = await createConnection({ uri: this.url(), connectTimeout: 1000 });
        await connection.end();
        return;
      } catch (error) {
        if (Date.now() > deadline || this.process.exitCode !== null) throw new Error(`The private MariaDB did not start: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  /** Like a crashed or stopped server: connections are refused. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    await exited;
    this.process = null;
  }

  /** Like a hung server: it accepts connections but responds to nothing until thawed. */
  freeze(): void {
    this.process?.kill('SIGSTOP');
  }

  thaw(): void {
    this.process?.kill('SIGCONT');
  }

  async query(sql: string): Promise<void> {
    const connection = await createConnection({ uri: this.url() });
    await connection.query(sql);
    await connection.end();
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';

/**
 * A redis-server of the test's own (the binary on PATH), on a port the test chooses, that the
 * test can stop and start again: Redis failing under a running API. No persistence: a restart
 * starts empty, as a Redis that lost its memory would.
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  output = '';

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
    this.child = child;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}):\n${this.output}`);
      const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.ping();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        client.disconnect();
      }
    }
    throw new Error(`redis-server did not reply on ${this.port}:\n${this.output}`);
  }

  /** Freezes it (SIGSTOP): connections stay open but nothing gets a reply, as on a silent network loss. */
  freeze(): void {
    this.child?.kill('SIGSTOP');
  }

  thaw(): void {
    this.child?.kill('SIGCONT');
  }

  /** Stops it at once (SIGKILL, as a crash), by its PID. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

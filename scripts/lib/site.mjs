// The composed site: ports, remotes.json, builds, the API process and one static server per
// frontend. Used by scripts/start.mjs (npm start / npm run dev), the e2e helper and the bench.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closeServer, serveStatic, standalonePageHeaders } from './staticServer.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The remotes: the repository's remotes.json is the one list (a remote named X lives in the
 * folder mfe-X; its default port is the one its manifest URL there names). Adding a remote is an
 * entry there, not here.
 */
export const REMOTES = Object.entries(JSON.parse(readFileSync(join(ROOT, 'remotes.json'), 'utf8')).remotes).map(([name, entry]) => {
  const manifest = new URL(typeof entry === 'string' ? entry : entry.manifest);
  return { name, workspace: `mfe-${name}`, offset: Number(manifest.port) - 8000, manifestPath: manifest.pathname, entry };
});

/** The frontends, in build order. `offset` is the port's distance from the base (8000 → 8080...). */
export const FRONTENDS = [{ name: 'shell', workspace: 'shell', offset: 80 }, ...REMOTES];

export const DEMO_LOGINS = [
  { role: 'admin', email: process.env.ADMIN_EMAIL || 'admin@example.com', password: process.env.ADMIN_PASSWORD || 'admin123' },
  { role: 'customer', email: 'customer@example.com', password: 'customer123' },
];

/**
 * Ports: defaults api 3000, shell 8080, remotes as remotes.json says (8081-8084). PORT_BASE=4000 moves them all
 * (api 4000, shell 4080, remotes 4081-4084); API_PORT, SHELL_PORT, CATALOG_PORT... override one.
 */
export function sitePorts(env = process.env) {
  const base = env.PORT_BASE ? Number(env.PORT_BASE) : undefined;
  const pick = (variable, fallback, offset) => Number(env[variable]) || (base !== undefined ? base + offset : fallback);
  const ports = { api: pick('API_PORT', 3000, 0) };
  for (const f of FRONTENDS) ports[f.name] = pick(`${f.name.toUpperCase()}_PORT`, 8000 + f.offset, f.offset);
  return ports;
}

export function siteUrls(ports, host = process.env.PUBLIC_HOST || 'localhost') {
  const urls = { api: `http://${host}:${ports.api}` };
  for (const f of FRONTENDS) urls[f.name] = `http://${host}:${ports[f.name]}`;
  return urls;
}

/** What the shell reads from /remotes.json: the repository's, at these URLs (its flags kept). */
export function remotesJson(urls, env = process.env) {
  const config = { generatedBy: 'scripts/start.mjs', apiUrl: env.API_URL || urls.api, remotes: {} };
  if (env.GOOGLE_CLIENT_ID) config.googleClientId = env.GOOGLE_CLIENT_ID;
  // The share of page loads whose browsers report to the API (shell/src/federation/releaseReports.ts).
  if (env.CLIENT_REPORT_SAMPLE_RATE) config.clientReports = { sampleRate: Number(env.CLIENT_REPORT_SAMPLE_RATE) };
  // The checkout posts its payment form to PayHere only when the shop takes money online (the page's CSP form-action).
  if (env.PAYHERE_MERCHANT_ID) config.paymentFormActions = [`${(env.PAYHERE_URL || (['false', '0'].includes(env.PAYHERE_SANDBOX) ? 'https://www.payhere.lk' : 'https://sandbox.payhere.lk')).replace(/\/$/, '')}/pay/checkout`];
  for (const remote of REMOTES) {
    const manifest = `${urls[remote.name]}${remote.manifestPath}`;
    config.remotes[remote.name] = typeof remote.entry === 'string' ? manifest : { ...remote.entry, manifest };
  }
  return config;
}

/** Every origin that calls the API from a browser: the shell and each remote's standalone page. */
export function corsOrigins(ports) {
  return FRONTENDS.flatMap((f) => [`http://localhost:${ports[f.name]}`, `http://127.0.0.1:${ports[f.name]}`]).join(',');
}

/**
 * The folder a frontend is served from: its `dist/`, or with `releases` its published releases
 * (`deploy/`, see lib/releases.mjs) when there are any.
 */
export function servedRoot(frontend, { releases = false } = {}) {
  const deploy = join(ROOT, frontend.workspace, 'deploy');
  return releases && existsSync(join(deploy, 'index.html')) ? deploy : join(ROOT, frontend.workspace, 'dist');
}

/** The shell server (shell/server) on `port`, responding with the remotes.json `remotesConfig()` returns now. */
async function serveShell({ port, host, ...options }) {
  const { createShellServer } = await import('../../shell/server/dist/shellServer.js');
  // The remotes' public pages rendered on the server (shell/server/src/remoteRender.ts) unless
  // SHELL_SERVER_RENDER=0; SHELL_RENDER_BUDGET_MS is how long a page waits on the API and a remote.
  const budgetMs = Number(process.env.SHELL_RENDER_BUDGET_MS) || undefined;
  const app = await createShellServer({ serverRender: process.env.SHELL_SERVER_RENDER !== '0', budgetMs, ...options });
  await app.listen({ port, host });
  return app.server;
}

function isBuilt(frontend) {
  const dist = join(ROOT, frontend.workspace, 'dist');
  const served = frontend.name === 'shell' ? join(ROOT, 'shell/server/dist/shellServer.js') : join(dist, 'mf-manifest.json');
  return existsSync(join(dist, 'index.html')) && existsSync(served);
}

function run(command, args, log) {
  log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** Builds what is missing (or everything with rebuild). Sequential: builds are CPU-heavy. */
export function ensureBuilt({ rebuild = false, api = true, log = console.log } = {}) {
  if (api && (rebuild || !existsSync(join(ROOT, 'api/dist/main.js')))) run('npm', ['run', 'build', '-w', 'api'], log);
  for (const frontend of FRONTENDS) {
    if (rebuild || !isBuilt(frontend)) run('npm', ['run', 'build', '-w', frontend.workspace], log);
  }
}

/**
 * remotes.json in the shell's served folder written by hand (no `generatedBy`) wins, read again
 * on every request: pinning a remote's release (or moving it back) is editing one line there.
 * Otherwise the shell's server serves /remotes.json from the current ports (so sites on different
 * ports never disagree), and `npm start` also writes that file for anyone deploying the folder.
 */
function remotesJsonSource(generated, write, shellRoot) {
  const file = join(shellRoot, 'remotes.json');
  // Read again only when the file changed (as shell/server/src/main.ts does): the shell server asks on every page.
  let read;
  const handWritten = () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined; // missing: the generated one
    if (read?.mtimeMs !== stats.mtimeMs || read.size !== stats.size) {
      let config;
      try {
        config = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        config = undefined; // unreadable: the generated one
      }
      read = { mtimeMs: stats.mtimeMs, size: stats.size, config: config?.generatedBy ? undefined : config };
    }
    return read.config;
  };
  if (write && !handWritten()) writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`);
  return { config: handWritten() ?? generated, current: () => handWritten() ?? generated };
}

/** Every API process this process started and that still runs: stopApis() ends them whatever else is going on. */
const runningApis = new Set();

/** Stops every API this process started (each with its process group), e.g. on a signal that came mid-start-up. */
export function stopApis() {
  return Promise.all([...runningApis].map((child) => stopProcess(child)));
}

export function startApi({ ports, dev = false, env = {}, stdio = 'inherit' }) {
  // Its own process group (detached), so stopping it also stops what npm/tsc started under it.
  const [command, args] = dev ? ['npm', ['run', 'dev', '-w', 'api']] : [process.execPath, ['dist/main.js']];
  const child = spawn(command, args, {
    cwd: dev ? ROOT : join(ROOT, 'api'),
    stdio,
    detached: true,
    // Readable log lines for the person at the terminal (the API writes JSON lines by default when piped).
    env: { LOG_FORMAT: 'pretty', ...process.env, PORT: String(ports.api), CORS_ORIGINS: corsOrigins(ports), ...env },
  });
  // Safety net: a detached API must not outlive this process, however it ends.
  const killOnExit = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killOnExit);
  runningApis.add(child);
  child.once('exit', () => {
    runningApis.delete(child);
    process.removeListener('exit', killOnExit);
  });
  return child;
}

export async function waitForUrl(url, { timeoutMs = 60_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process for ${url} exited`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} responded ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms: ${lastError?.message}`);
}

/** Stops a child and everything it started (it leads its own process group). */
export function stopProcess(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolvePromise();
    }
  });
}

/**
 * Serves the built site: the API (unless api: false) and one static server per frontend.
 * Returns handles to stop everything or one frontend (the e2e stops a remote this way).
 */
export async function startSite({ ports = sitePorts(), api = true, apiEnv = {}, apiStdio = 'inherit', host = 'localhost', writeRemotesJson = true, releases = false, roots: initialRoots = {} } = {}) {
  let roots = initialRoots;
  const urls = siteUrls(ports);
  // roots: a folder per frontend name instead of its dist/ (the e2e deploys into a copy).
  const rootOf = (f) => roots[f.name] || servedRoot(f, { releases });
  const { config, current } = remotesJsonSource(remotesJson(urls), writeRemotesJson, rootOf(FRONTENDS[0]));
  // Every frontend serves /remotes.json: the shell reads the remotes there, a remote's standalone
  // page the API address. Made per request, so an edit (of the file, or of `config`) is live at once.
  // The shell's pages come from the shell server (each with its head, status and CSP); a remote's files from a static server.
  const serve = (f) =>
    f.name === 'shell' ? serveShell({ root: rootOf(f), port: ports.shell, host, remotesConfig: current }) : serveStatic({ root: rootOf(f), port: ports[f.name], host, dynamicJson: { '/remotes.json': current }, htmlHeaders: () => standalonePageHeaders(current().apiUrl) });
  const servers = {};
  let apiProcess;
  // The API and the static servers stop side by side: a frontend that is slow to close never keeps the API running.
  const stop = () => Promise.all([...Object.values(servers).map(closeServer), stopProcess(apiProcess)]);
  try {
    if (api) apiProcess = startApi({ ports, env: apiEnv, stdio: apiStdio });
    for (const f of FRONTENDS) servers[f.name] = await serve(f);
    if (api) await waitForUrl(`${urls.api}/api/health`, { isAlive: () => apiProcess.exitCode === null });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ports,
    urls,
    config,
    servers,
    apiProcess,
    stop,
    async stopFrontend(name) {
      if (servers[name]) await closeServer(servers[name]);
    },
    /** Serves a stopped (or running) frontend again, from `root` when given (a deploy folder the e2e fills). */
    async restartFrontend(name, { root } = {}) {
      if (servers[name]?.listening) await closeServer(servers[name]);
      if (root) roots = { ...roots, [name]: root };
      servers[name] = await serve(FRONTENDS.find((x) => x.name === name));
    },
  };
}

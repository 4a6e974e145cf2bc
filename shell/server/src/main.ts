// Runs the shell server on its own (docker, production): `node shell/server/dist/main.js`.
//   PORT (8080), HOST (0.0.0.0), SHELL_ROOT (the built shell, default ../../dist beside this file),
//   REMOTES_JSON (the file to read remotes.json from, default SHELL_ROOT/remotes.json),
//   SHELL_API_URL (where this server reaches the API, default remotes.json's apiUrl),
//   PUBLIC_SITE_URL (canonical addresses), REMOTE_ORIGINS and CSP_EXTRA_ORIGINS (comma separated),
//   SHELL_SERVER_RENDER=0 (do not render the remotes' public pages on the server: remoteRender.ts),
//   SHELL_RENDER_BUDGET_MS (300: the longest a page waits on the API and a remote's render).
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createShellServer } from './shellServer.js';
import type { RemotesConfig } from './remotesConfig.js';

const env = process.env;
const root = resolve(env.SHELL_ROOT ?? join(import.meta.dirname, '../../dist'));
const remotesFile = env.REMOTES_JSON ?? join(root, 'remotes.json');
const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean);

let cached: { mtimeMs: number; config: RemotesConfig } | undefined;
function remotesConfig(): RemotesConfig {
  const { mtimeMs } = statSync(remotesFile);
  if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, config: JSON.parse(readFileSync(remotesFile, 'utf8')) as RemotesConfig };
  return cached.config;
}

const app = await createShellServer({
  root,
  remotesConfig,
  apiUrl: env.SHELL_API_URL,
  siteUrl: env.PUBLIC_SITE_URL,
  remoteOrigins: list(env.REMOTE_ORIGINS),
  extraOrigins: list(env.CSP_EXTRA_ORIGINS),
  logger: true,
  serverRender: env.SHELL_SERVER_RENDER !== '0',
  budgetMs: Number(env.SHELL_RENDER_BUDGET_MS) || undefined,
});
remotesConfig(); // a missing or broken remotes.json stops the start, with its reason
await app.listen({ port: Number(env.PORT ?? 8080), host: env.HOST ?? '0.0.0.0' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));

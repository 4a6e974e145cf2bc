#!/usr/bin/env node
// npm start: build what is missing, then serve the API and each frontend on its own origin.
// npm run dev: the same with webpack-dev-server per frontend and Nest in watch mode.
// --releases serves each frontend's published releases (<app>/deploy, scripts/release.mjs) instead of dist/.
// Ports: see sitePorts() (PORT_BASE=4000 or API_PORT, SHELL_PORT, CATALOG_PORT, ...).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import {
  DEMO_LOGINS,
  FRONTENDS,
  corsOrigins,
  ensureBuilt,
  remotesJson,
  siteUrls,
  sitePorts,
  startApi,
  startSite,
  stopApis,
  stopProcess,
  waitForUrl,
  ROOT,
} from './lib/site.mjs';

const dev = process.argv.includes('--dev');
const rebuild = process.argv.includes('--rebuild');
const withoutApi = process.argv.includes('--no-api');
const releases = process.argv.includes('--releases');
const ports = sitePorts();
const urls = siteUrls(ports);

function banner() {
  console.log('\nStage Rentals is running:');
  console.log(`  site     ${urls.shell}`);
  for (const f of FRONTENDS.filter((x) => x.name !== 'shell')) console.log(`  ${f.name.padEnd(8)} ${urls[f.name]}  (standalone page; manifest ${urls[f.name]}/mf-manifest.json)`);
  if (!withoutApi) console.log(`  api      ${urls.api}/api  (docs ${urls.api}/api/docs)`);
  if (!withoutApi) console.log(process.env.SMTP_URL ? `  e-mail   sent through ${new URL(process.env.SMTP_URL).host}` : `  e-mail   written as .eml files in ${mailOutboxDir()}  (set SMTP_URL to send them)`);
  console.log('\nDemo logins:');
  for (const login of DEMO_LOGINS) console.log(`  ${login.role.padEnd(8)} ${login.email} / ${login.password}`);
  console.log('\nCtrl-C stops everything.\n');
}

/** Where the API writes e-mails without SMTP_URL: DATA_DIR/outbox, DATA_DIR relative to api/ (the API's working folder). */
function mailOutboxDir() {
  return resolve(ROOT, 'api', process.env.DATA_DIR || './data', 'outbox');
}

/** E-mails link to My bookings on the shell this script serves, unless PUBLIC_SITE_URL says otherwise. */
const apiEnv = { PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || urls.shell };

async function startProduction() {
  ensureBuilt({ rebuild, api: !withoutApi });
  const site = await startSite({ ports, api: !withoutApi, releases, apiEnv });
  banner();
  return () => site.stop();
}

async function startDev() {
  const children = [];
  if (!withoutApi) children.push(startApi({ ports, dev: true, env: apiEnv }));
  const remotes = JSON.stringify(remotesJson(urls));
  for (const f of FRONTENDS) {
    children.push(
      spawn('npm', ['run', 'dev', '-w', f.workspace], {
        cwd: ROOT,
        stdio: 'inherit',
        detached: true,
        env: { ...process.env, PORT: String(ports[f.name]), RENTAL_REMOTES_JSON: remotes, CORS_ORIGINS: corsOrigins(ports) },
      }),
    );
  }
  await waitForUrl(urls.shell, { timeoutMs: 180_000 }).catch((error) => console.warn(error.message));
  banner();
  return () => Promise.all(children.map((child) => stopProcess(child)));
}

// Listening from the first moment: a signal that comes while the site is still starting (building,
// waiting for the API) must stop the API too. A signal ends a process without its 'exit' handlers,
// and the API runs in its own process group, so it would otherwise keep its port after we are gone.
let stop = null;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await Promise.all([stop?.(), stopApis()]);
    process.exit(0);
  });
}

stop = await (dev ? startDev() : startProduction()).catch(async (error) => {
  console.error(error.message);
  await stopApis();
  process.exit(1);
});
if (stopping) await Promise.all([stop(), stopApis()]);

// One way to run the composed site for automated checks (e2e, bench): built if missing, on
// ports away from the team's (3000/8080-8084), with a throw-away API data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, sitePorts, startSite } from './site.mjs';

/**
 * REBUILD=1 rebuilds everything first (by default only what is missing is built). `roots` serves
 * a frontend from another folder than its dist/ (see startSite); `apiEnv` adds to the API's environment.
 */
export async function startTestSite({ portBase, roots = {}, apiEnv = {}, log = () => {} } = {}) {
  ensureBuilt({ log, rebuild: process.env.REBUILD === '1' });
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-site-'));
  const ports = sitePorts({ PORT_BASE: String(portBase) });
  const site = await startSite({
    ports,
    apiStdio: process.env.SITE_LOGS ? 'inherit' : 'ignore',
    writeRemotesJson: false,
    roots,
    // Journeys quote and book many times as the demo customer from one address; the API's own tests cover those limits.
    apiEnv: { DATA_DIR: dataDir, DB_TYPE: 'sqlite', PUBLIC_READ_RATE_LIMIT: '100000', MAX_OPEN_BOOKINGS: '100000', MAX_RENTAL_DAYS: '1095', ...apiEnv },
  });
  /** The API's DATA_DIR: its mail outbox writes .eml files under outbox/ (journeys read links from them). */
  site.dataDir = dataDir;
  const stop = site.stop;
  const onSignal = async () => {
    await site.stop();
    process.exit(130);
  };
  site.stop = async () => {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Interrupted (Ctrl-C, a timeout): still stop the API and free the ports.
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return site;
}

/** A bearer token for a demo account, straight from the API. */
export async function loginToken(apiUrl, email, password) {
  const response = await fetch(`${apiUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email} failed: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  return token;
}

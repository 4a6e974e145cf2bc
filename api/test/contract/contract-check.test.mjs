// The contract check on fixture documents (not the API's own): it must fail on each kind of change
// that breaks existing clients, pass additions, and pass a break that raises the major version.
// Run by `npm test -w api` (node --test test/contract/).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { compareContracts } from '../../scripts/contract/compare-contracts.mjs';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixture = (name) => join(fixtures, `${name}.json`);
const base = fixture('base');

describe('comparing two contracts', () => {
  const breaking = {
    'breaking-removed-route': 'api-path-removed-without-deprecation',
    'breaking-removed-response-field': 'response-required-property-removed',
    'breaking-removed-optional-response-field': 'response-optional-property-removed',
    'breaking-renamed-response-field': 'response-required-property-removed',
    'breaking-changed-response-type': 'response-property-type-changed',
    'breaking-narrowed-request-type': 'request-property-type-changed',
    'breaking-newly-required-request-field': 'request-property-became-required',
  };
  for (const [name, check] of Object.entries(breaking)) {
    test(`${name} breaks clients of the same major version`, async () => {
      const result = await compareContracts(base, fixture(name));
      assert.equal(result.ok, false);
      assert.equal(result.majorRaised, false);
      assert.ok(result.errors.some((change) => change.id === check), `expected ${check} among ${result.errors.map((c) => c.id).join(', ') || 'no errors'}`);
    });
  }

  test('additions (a route, a response field, an optional request field, a description) break nothing', async () => {
    const result = await compareContracts(base, fixture('compatible-additions'));
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, []);
    assert.equal(result.ok, true);
  });

  test('a breaking change passes when it raises the major version', async () => {
    const result = await compareContracts(base, fixture('breaking-with-major-bump'));
    assert.equal(result.majorRaised, true);
    assert.ok(result.errors.length > 0, 'the removed route is still reported');
    assert.equal(result.ok, true);
  });
});

describe('the check as CI and a branch run it (check-contract.mjs in a scratch git repository)', () => {
  const repo = mkdtempSync(join(tmpdir(), 'contract-check-'));
  after(() => rmSync(repo, { recursive: true, force: true }));
  const apiDir = join(repo, 'api');
  mkdirSync(join(apiDir, 'contract'), { recursive: true });
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', CONTRACT_BASE: '' };
  const git = (...args) => {
    const run = spawnSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd: repo, env, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
  };
  /** Puts a fixture in place as api/openapi.json (and as the baseline when a new major starts), then commits. */
  const commitContract = (name, { baseline = false } = {}) => {
    cpSync(fixture(name), join(apiDir, 'openapi.json'));
    if (baseline) cpSync(fixture(name), join(apiDir, 'contract', 'baseline.json'));
    git('add', '-A');
    git('commit', '-qm', name);
  };
  const checkContract = (dir = apiDir) => {
    const run = spawnSync(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'contract', 'check-contract.mjs'), '--dir', dir], { env, encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  };

  const gitOut = (...args) => spawnSync('git', args, { cwd: repo, env, encoding: 'utf8' }).stdout.trim();
  git('init', '-q', '-b', 'main');
  commitContract('base', { baseline: true });
  const baseCommit = gitOut('rev-parse', 'HEAD');
  /** Each scenario starts from main holding the base contract. */
  const startFromBase = () => {
    git('checkout', '-q', '-f', 'main');
    git('reset', '-q', '--hard', baseCommit);
  };

  test('on main, a commit that removes a route fails against its parent and the baseline', () => {
    startFromBase();
    commitContract('breaking-removed-route');
    const { status, output } = checkContract();
    assert.equal(status, 1, output);
    assert.match(output, /GET \/api\/products\/\{key\}.*api-path-removed-without-deprecation/);
    assert.match(output, /breaks clients of the first parent of HEAD .* without raising the major version/);
    assert.match(output, /breaks clients of the recorded baseline of major 1 .* without raising the major version/);
  });

  test('on main, the same break with the major version raised (and its new baseline) passes', () => {
    startFromBase();
    commitContract('breaking-with-major-bump', { baseline: true });
    const { status, output } = checkContract();
    assert.equal(status, 0, output);
    assert.match(output, /breaks clients of the first parent of HEAD .*allowed: the major version was raised/);
  });

  test('on main, an uncommitted break is compared with HEAD', () => {
    startFromBase();
    cpSync(fixture('breaking-newly-required-request-field'), join(apiDir, 'openapi.json'));
    const { status, output } = checkContract();
    assert.equal(status, 1, output);
    assert.match(output, /breaks clients of HEAD \(the document has uncommitted changes\)/);
    assert.match(output, /request-property-became-required/);
  });

  test('on a branch, every change since it left main counts, not only the last commit', () => {
    startFromBase();
    git('checkout', '-q', '-b', 'feature');
    commitContract('breaking-renamed-response-field');
    writeFileSync(join(repo, 'notes.txt'), 'a later commit that does not touch the contract\n');
    git('add', '-A');
    git('commit', '-qm', 'notes');
    const { status, output } = checkContract();
    assert.equal(status, 1, output);
    assert.match(output, /breaks clients of main where feature left it/);
    assert.match(output, /orderId/);
  });

  test('additions on a branch pass', () => {
    startFromBase();
    git('checkout', '-q', '-B', 'feature');
    commitContract('compatible-additions');
    const { status, output } = checkContract();
    assert.equal(status, 0, output);
    assert.match(output, /keeps clients of main where feature left it/);
  });

  test('without git history only the baseline is compared, and the check says so', () => {
    const outside = mkdtempSync(join(tmpdir(), 'contract-export-'));
    mkdirSync(join(outside, 'contract'));
    cpSync(fixture('base'), join(outside, 'contract', 'baseline.json'));
    cpSync(fixture('breaking-renamed-response-field'), join(outside, 'openapi.json'));
    try {
      const { status, output } = checkContract(outside);
      assert.equal(status, 1, output);
      assert.match(output, /compared with the recorded baseline only/);
      assert.match(output, /orderId/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

// Runs the API suite on SQLite and on MySQL/MariaDB. Without a reachable MySQL server the MySQL
// half is skipped with a printed reason, except in CI (CI=true), where that is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'mysql2/promise';

const url = process.env.MYSQL_TEST_URL ?? 'mariadb://root@127.0.0.1:3306';
// API_TEST_PROJECTS=unit,sqlite runs only those halves (CI's second run, on Node 24, skips MySQL's).
const only = process.env.API_TEST_PROJECTS?.split(',').map((name) => name.trim()).filter(Boolean);
const projects = only ?? ['unit', 'sqlite'];
if (!only) {
  try {
    const connection = await createConnection({ uri: url, connectTimeout: 5000 });
    await connection.end();
    projects.push('mysql');
  } catch (error) {
    const reason = `MySQL/MariaDB is not reachable at ${url} (${error.message})`;
    if (process.env.CI) {
      console.error(`${reason}: the API suite must run against it in CI.`);
      process.exit(1);
    }
    console.warn(`Skipping the MySQL half of the API suite: ${reason}. Set MYSQL_TEST_URL or start MariaDB.`);
  }
}

// Type-check sources and tests (ts-jest only transpiles) and build: the suite starts the built API as
// a real process. The two compilers run side by side (each is one process, so each takes one core).
// API_TEST_BUILT=1: the caller has just done both (.ci/run, before browser journeys start the API
// from dist/ beside this suite, which must not be rewritten under them).
const compile = process.env.API_TEST_BUILT === '1' ? [] : ['tsconfig.json --noEmit', 'tsconfig.build.json'];
const compilers = compile.map(
  (project) =>
    new Promise((resolve) => {
      const tsc = spawn(process.execPath, ['../node_modules/typescript/bin/tsc', '-p', ...project.split(' ')], { stdio: 'inherit' });
      tsc.on('error', () => resolve(1));
      tsc.on('exit', (code) => resolve(code ?? 1));
    }),
);
const failed = (await Promise.all(compilers)).find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);

// The whole suite (no arguments) also checks the contract: api/openapi.json matches the code, breaks
// no client of an earlier contract, and the check itself fails on fixture breaks (README, "The API contract").
if (process.argv.length === 2) {
  for (const step of [['dist/openapi/write-openapi.js', '--check'], ['scripts/contract/check-contract.mjs'], ['--test', 'test/contract/']]) {
    const run = spawnSync(process.execPath, step, { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

// User arguments first: --selectProjects takes every word after it.
const args = ['--experimental-vm-modules', '../node_modules/jest/bin/jest.js', ...process.argv.slice(2), '--selectProjects', ...projects];
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, MYSQL_TEST_URL: url } });
process.exit(result.status ?? 1);

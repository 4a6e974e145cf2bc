// The API suite runs twice: against the embedded SQLite and against MySQL/MariaDB (scripts/run-tests.mjs
// decides which projects run). Each test file starts its own app on a freshly created database.
const base = {
  testEnvironment: '<rootDir>/test/support/api-test-environment.cjs',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.jest.json', diagnostics: { ignoreCodes: [151002] } }] },
};

export default {
  // A global option: jest ignores it inside `projects`, which left hooks (starting the app) at 5 s.
  // Three minutes: on a 2-core CI machine with builds beside it, starting an API and a file's
  // first requests have taken over one; a passing run is not slowed by it.
  testTimeout: 180000,
  // jest's default (cores - 1) runs the files one at a time on a 2-core machine, where a file mostly
  // waits: on the API process it started (booting, migrating, answering) and on the timers of expiry,
  // timeout and shutdown tests. API_TEST_WORKERS=2 runs two at once (.ci/run does on an idle
  // machine); files share nothing (own port, database, data folder, Redis prefix). On a machine busy
  // with other work, two API start-ups side by side have outlasted the start-up timeout.
  ...(Number(process.env.API_TEST_WORKERS) > 0 ? { maxWorkers: Number(process.env.API_TEST_WORKERS) } : {}),
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/config/**/*.spec.ts'] },
    { ...base, displayName: 'sqlite', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'], setupFiles: ['<rootDir>/test/support/use-sqlite.ts'] },
    { ...base, displayName: 'mysql', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/test/**/*.mysql-spec.ts'], setupFiles: ['<rootDir>/test/support/use-mysql.ts'] },
  ],
};

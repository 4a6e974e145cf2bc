// Shared jest preset for the frontends (platform, shell, remotes): ts-jest compiling to CommonJS,
// jsdom with Node's fetch family, Testing Library matchers. Use it from a workspace with
//   module.exports = { ...require('../jest.frontend.cjs'), rootDir: __dirname };
// or from the root: npx jest -c jest.frontend.cjs shell/src/pages
const os = require('node:os');
const path = require('node:path');

const platformJest = path.join(__dirname, 'packages/platform/jest');

module.exports = {
  rootDir: __dirname,
  testEnvironment: path.join(platformJest, 'environment.cjs'),
  setupFilesAfterEnv: [path.join(platformJest, 'setup.ts')],
  // antd forms render slowly in jsdom on a busy machine; a whole journey per test needs room.
  testTimeout: 15000,
  // jest's default (cores - 1) runs in band on a 2-core CI machine, leaving a core idle; the jsdom
  // suites are CPU-bound, so two workers halve the admin suite's wall time there.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  testMatch: ['**/src/**/*.spec.ts?(x)', '**/test/**/*.spec.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/api/', '<rootDir>/e2e/'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        // Type checking is tsc's job; isolatedModules makes ts-jest only transpile, which is fast.
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node',
          target: 'ES2020',
          esModuleInterop: true,
          isolatedModules: true,
          ignoreDeprecations: '6.0',
        },
      },
    ],
    // Plain-ESM modules (@rental/money-days), which the API and Node scripts import as they are.
    '^.+\\.mjs$': path.join(platformJest, 'esmTransform.cjs'),
  },
  moduleNameMapper: {
    // @ant-design/icons' CommonJS build requires the ESM build of @ant-design/colors.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '\\.(css|less)$': path.join(platformJest, 'styleStub.cjs'),
    '\\.(png|jpe?g|gif|svg|webp)$': path.join(platformJest, 'fileStub.cjs'),
  },
};

'use strict';
const path = require('node:path');

/**
 * The jest config every frontend uses: jsdom, ts-jest (no type-check: `tsc` does that), jest-dom
 * matchers, and stubs for files webpack would emit as assets.
 */
function createJestConfig(dirname) {
  return {
    rootDir: dirname,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.spec.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        { tsconfig: path.join(dirname, 'tsconfig.json'), isolatedModules: true, diagnostics: false },
      ],
    },
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|webp|ico)$': path.join(__dirname, 'fileStub.js'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jestSetup.js')],
  };
}

module.exports = { createJestConfig };

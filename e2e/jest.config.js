/** Browser tests: the built app served by the API, driven in Debian's Chromium by playwright-core. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
  testTimeout: 90000,
};

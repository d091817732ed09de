/** @type {import('jest').Config} */
module.exports = {
  displayName: 'openapi',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // The client is tested against the real API, configured as the API's own tests are.
  setupFiles: ['<rootDir>/../api/src/test/env.ts'],
  testTimeout: 30000,
};

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'openapi',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.[jt]s$': [
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
  // openid-client and jose (which the API imports) are ES modules only: turned into CommonJS, as in
  // api/jest.config.js.
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  // The client is tested against the real API, configured as the API's own tests are.
  setupFiles: ['<rootDir>/../api/src/test/env.ts'],
  testTimeout: 30000,
};

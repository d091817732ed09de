/**
 * Operations tests: the app as a district's server runs it, from the production build. Several
 * processes behind Debian's nginx over TLS, three processes starting on one fresh database, the
 * release bundle unpacked elsewhere. CI runs them after the build, with MariaDB and Redis.
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ops',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  testTimeout: 300000,
};

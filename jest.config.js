/** One run over every workspace's tests: `npm test` (CI adds --json for its summary). */
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/dates',
    '<rootDir>/api',
    '<rootDir>/openapi',
    '<rootDir>/shell',
    '<rootDir>/mfe-admin',
    '<rootDir>/mfe-inventory',
    '<rootDir>/mfe-productions',
    '<rootDir>/mfe-lending',
  ],
  // Global options are read here only, not from the projects (scrypt-heavy tests need the time).
  testTimeout: 30000,
};

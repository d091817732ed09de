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
  // One file at a time (`npm test` passes --maxWorkers=1), in a worker that is replaced once it holds
  // more than this after a file: in one long-lived process every file's module registry adds to the
  // heap, and near the end of the run garbage collection made files several times slower than alone.
  workerIdleMemoryLimit: '1GB',
};

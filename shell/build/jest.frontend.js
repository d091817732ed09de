// Component tests for every frontend: jsdom, Testing Library, TypeScript and JSX through SWC.
const path = require('node:path');

/** @param {string} dir the frontend's folder @param {string} name its display name */
module.exports = function frontendJestConfig(dir, name) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.tsx', '**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that jsdom tests import are compiled too.
    transformIgnorePatterns: ['/node_modules/(?!(lucide-react)/)'],
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      '\\.css\\?inline$': path.join(__dirname, 'jest.asset.js'),
      '\\.svg$': path.join(__dirname, 'jest.asset.js'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  };
};

// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'api/src/generated/**',
      'openapi/src/schema.ts',
      'openapi/clients/generated/**',
      // It imports a client generated in CI; .ci/run lints it after npm run openapi:clients.
      'docs/examples/**',
      'data/**',
      'openapi/openapi.json',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
  {
    // Command-line tools an operator runs (migrate, backup, restore) talk on the terminal.
    files: ['api/src/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The frontends run in the browser; the rules of hooks catch the bugs the compiler cannot.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Form handlers (react-hook-form's handleSubmit) return promises that React rightly ignores.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // One router, one Headless UI and one toast queue in the page, through the kit's shared modules;
      // Zod through the kit, set up for the CSP.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import from '@scenedock/ui/router'.", allowTypeImports: true },
            {
              name: '@headlessui/react',
              message: "Import from '@scenedock/ui/headless'.",
              allowTypeImports: true,
            },
            {
              name: 'react-hot-toast',
              message:
                "Import from 'react-hot-toast/headless': the main entry writes styles into document.head as it loads, also in the pages that embed us.",
            },
            {
              name: 'zod',
              message: "Import from '@scenedock/ui/zod': set up not to try eval, which the CSP forbids.",
              allowTypeImports: true,
            },
            {
              name: 'zod/mini',
              message: "Import from '@scenedock/ui/zod-mini': set up not to try eval, which the CSP forbids.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The layers under the HTTP adapter (models, db, lib, domain, policies, services, queue and the
    // socket transport) never see HTTP types and never present: services return domain values, and
    // the outbound adapters present them (the controllers for responses, realtime/push.ts for pushes).
    // (One rule entry for this files-glob: a second override on the same rule would replace this one.)
    files: ['api/src/{models,db,lib,domain,policies,services,queue,realtime}/**/*.ts'],
    ignores: ['**/*.test.ts', 'api/src/realtime/push.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*', 'express', '**/controllers/*'],
              message: 'Services and policies take an Actor (domain/actor.ts), not HTTP types.',
            },
            {
              group: ['**/presenters/*'],
              message:
                'Services return domain values (model instances or small result objects); the controller or realtime/push.ts presents them.',
            },
            {
              group: ['**/realtime', '**/realtime/index'],
              importNames: ['emitToUser', 'emitToDepartment', 'emitImportProgress'],
              message: 'Push through realtime/push.ts, which presents what it sends.',
            },
          ],
        },
      ],
    },
  },
  {
    // The presenting side of realtime: an outbound adapter like the controllers, without HTTP.
    files: ['api/src/realtime/push.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*', 'express', '**/controllers/*'],
              message: 'Pushes present domain values; they do not see HTTP types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shell/ui/src/router.ts',
      'shell/ui/src/headless.ts',
      'shell/ui/src/popovers.ts',
      'shell/ui/src/zod.ts',
      'shell/ui/src/zodMini.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      // supertest bodies are untyped JSON
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);

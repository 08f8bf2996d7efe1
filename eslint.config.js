import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import { featureBoundaries } from './eslint-rules/feature-boundaries.js';

const local = { rules: { 'feature-boundaries': featureBoundaries } };
const sourceOf = (app) => fileURLToPath(new URL(`./apps/${app}/src`, import.meta.url));

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      'apps/server/drizzle/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: [
            '@sanctions/screening',
            '@sanctions/lists',
            '@sanctions/server',
            '**/apps/server/**',
          ],
          message: 'web depends on contracts only',
        },
      ]),
    },
  },
  {
    files: ['packages/screening/src/**/*.ts'],
    ignores: ['packages/screening/src/**/*.test.ts'],
    rules: restrict([
      {
        group: ['@sanctions/*', 'zod', 'node:*', 'fs', 'path', 'os'],
        message: 'the engine is pure: no I/O, no other package',
      },
    ]),
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: restrict([
      { group: ['@sanctions/*', 'node:*'], message: 'contracts depend on zod only' },
    ]),
  },
  {
    files: ['packages/lists/src/**/*.ts'],
    ignores: ['packages/lists/src/**/*.test.ts'],
    rules: restrict([
      {
        group: [
          '@sanctions/contracts',
          '@sanctions/lists',
          '@sanctions/server',
          'node:fs',
          'node:fs/*',
          'fs',
          'node:http',
          'node:https',
          'node:net',
        ],
        message:
          'list parsers are pure: bytes in, records out; they depend on the screening types only',
      },
    ]),
  },
  // Features never import each other and shared layers never import a feature; only the
  // composition roots (left out here) put features together.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/{app,routes,server}.ts',
      'apps/server/src/runtime/**',
      'apps/server/src/cli/**',
      'apps/server/src/bench/**',
    ],
    plugins: { local },
    rules: { 'local/feature-boundaries': ['error', { src: sourceOf('server') }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/**', 'apps/web/src/main.tsx'],
    plugins: { local },
    rules: {
      'local/feature-boundaries': [
        'error',
        { src: sourceOf('web'), aliases: { '@/': sourceOf('web') } },
      ],
    },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import { domainBoundaries } from './eslint-rules/domain-boundaries.js';

const local = {
  rules: { 'domain-boundaries': domainBoundaries },
};
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
            '@sanctions/bench',
            '**/apps/server/**',
            '**/tools/**',
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
          '@sanctions/bench',
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
  // The benchmarks reach the server only through the modules its package exports, so the server's
  // surface for tools stays listed in one place (apps/server/package.json "exports").
  {
    files: ['tools/bench/**/*.ts'],
    rules: restrict([
      {
        group: ['**/apps/*/**', '**/packages/*/**'],
        message: 'the bench imports other workspaces by package name (@sanctions/server/...)',
      },
    ]),
  },
  // Nothing in the product depends on the benchmark tooling (web and packages: in their own lists
  // above, since a later no-restricted-imports entry replaces an earlier one for the same file).
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([
      {
        group: ['@sanctions/bench', '**/tools/bench/**'],
        message: 'product code never imports the bench',
      },
    ]),
  },
  // A domain is reached only through its index.ts (by other domains and by the composition roots);
  // the generic layers (lib/, db/, …) import no domain (ADR 034).
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { local },
    rules: {
      'local/domain-boundaries': [
        'error',
        {
          src: sourceOf('server'),
          compositionRoots: ['app.ts', 'routes.ts', 'server.ts', 'runtime', 'cli', 'plugins'],
        },
      ],
    },
  },
  // The web app by the same map: the router and app frame (app/) and main.tsx compose the domains.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      'local/domain-boundaries': [
        'error',
        {
          src: sourceOf('web'),
          compositionRoots: ['app', 'main.tsx'],
          aliases: { '@/': sourceOf('web') },
        },
      ],
    },
  },
);

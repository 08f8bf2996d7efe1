import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: {
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // e2e/*.spec.ts are Playwright specs run by e2e/run-e2e.mjs, never by Vitest.
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup-tests.ts'],
    css: false,
    // One worker loads React, the router, i18n and the component library once for many files instead of once per
    // file (ADR 022 addendum); the setup file empties the document between files so nothing a file left behind
    // (live regions, portals, the dir attribute) reaches the next.
    isolate: false,
    testTimeout: 15_000,
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Migrates one template database per run; each test file's database is a copy of it (ADR 022).
    globalSetup: ['./test/global-setup.ts'],
    // Every test file builds its own app over its own database, so files share nothing but the loaded
    // modules; reloading Fastify, the engine and PDF/Excel libraries for each of ~170 files cost more
    // than the tests themselves (ADR 022, "Module isolation").
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

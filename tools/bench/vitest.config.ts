import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bench',
    include: ['src/**/*.test.ts'],
    // The whole-lists properties share one parsed and indexed copy of the real lists per worker
    // (src/deck/shared-lists-index.ts); every other file is pure functions over immutable tables (ADR 022).
    isolate: false,
    testTimeout: 60_000,
  },
});

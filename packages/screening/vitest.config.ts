import { defineProject } from 'vitest/config';

// Pure functions over immutable tables: files share nothing but loaded modules (ADR 022).
export default defineProject({
  test: { name: 'screening', include: ['src/**/*.test.ts'], isolate: false },
});

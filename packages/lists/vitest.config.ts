import { defineProject } from 'vitest/config';

// Parsers over files on disk: files share nothing but loaded modules (ADR 022). Reading a whole real
// publication takes several seconds when the 2-core host is busy, hence the longer timeout.
export default defineProject({
  test: { name: 'lists', include: ['src/**/*.test.ts'], testTimeout: 30_000, isolate: false },
});

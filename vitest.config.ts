import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/server',
      'apps/web',
      'tools/*',
      'eslint-rules',
      'scripts/architecture',
    ],
    // Vitest's default leaves one core to its main process; on the 2-core CI host that is one test
    // file at a time while the main process idles. Test files are CPU-bound: use every core (ADR 022).
    maxWorkers: availableParallelism(),
  },
});

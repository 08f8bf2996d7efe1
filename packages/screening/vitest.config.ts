import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'screening', include: ['src/**/*.test.ts'] },
});

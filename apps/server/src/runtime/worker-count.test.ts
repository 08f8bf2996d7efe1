import { describe, expect, it } from 'vitest';
import { MAX_AUTO_WORKERS, resolveWorkerCount } from './worker-count';

describe('resolveWorkerCount', () => {
  it.each([
    { setting: 'auto' as const, postgres: false, cores: 8, expected: 1 },
    { setting: 3, postgres: false, cores: 8, expected: 1 },
    { setting: 'auto' as const, postgres: true, cores: 2, expected: 2 },
    { setting: 'auto' as const, postgres: true, cores: 1, expected: 1 },
    { setting: 'auto' as const, postgres: true, cores: 64, expected: MAX_AUTO_WORKERS },
    { setting: 6, postgres: true, cores: 2, expected: 6 },
    { setting: 1, postgres: true, cores: 8, expected: 1 },
  ])(
    '$setting on $cores cores, PostgreSQL $postgres -> $expected',
    ({ setting, postgres, cores, expected }) => {
      expect(resolveWorkerCount(setting, postgres, cores)).toBe(expected);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { parseScreenArgs } from './parse-args';

describe('parseScreenArgs', () => {
  it.each([
    [['--lists', '/d'], {}, { listsDir: '/d', minConfidence: 70, maxResults: 50 }],
    [
      ['--lists=/d', '--min-confidence=85'],
      {},
      { listsDir: '/d', minConfidence: 85, maxResults: 50 },
    ],
    [
      ['--max-results', '5'],
      { LISTS_DIR: '/env' },
      { listsDir: '/env', minConfidence: 70, maxResults: 5 },
    ],
  ])('parses %j', (argv, env, expected) => {
    expect(parseScreenArgs(argv, env)).toEqual(expected);
  });

  it.each([
    [[], 'required'],
    [['--lists'], '--lists needs a value'],
    [['--lists', '/d', '--min-confidence', 'high'], 'integer from 0 to 100'],
    [['--lists', '/d', '--min-confidence', '70.5'], 'integer from 0 to 100'],
    [['--lists', '/d', '--verbose'], 'Unknown argument: --verbose'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseScreenArgs(argv, {})).toThrow(message);
  });
});

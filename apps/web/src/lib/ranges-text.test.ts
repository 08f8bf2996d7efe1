import { describe, expect, it } from 'vitest';
import { rangesOf } from './ranges-text';

describe('rangesOf', () => {
  it('reads one range per line or comma, without blanks', () => {
    expect(rangesOf(' 203.0.113.0/24\n\n2001:db8::/32, 198.51.100.7 \n')).toEqual([
      '203.0.113.0/24',
      '2001:db8::/32',
      '198.51.100.7',
    ]);
    expect(rangesOf('  \n ')).toEqual([]);
  });
});

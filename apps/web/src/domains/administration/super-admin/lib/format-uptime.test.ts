import { describe, expect, it } from 'vitest';
import { splitUptime } from './format-uptime';

describe('splitUptime', () => {
  it.each([
    [0, 0, 0],
    [59, 0, 0],
    [60, 0, 1],
    [3_599, 0, 59],
    [3_600, 1, 0],
    [93_784, 26, 3],
  ])('%i s is %i h %i min', (seconds, hours, minutes) => {
    expect(splitUptime(seconds)).toEqual({ hours, minutes });
  });
});

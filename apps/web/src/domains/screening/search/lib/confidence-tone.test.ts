import { describe, expect, it } from 'vitest';
import { confidenceTone } from './confidence-tone';

describe('confidenceTone', () => {
  it.each([
    [100, 'red'],
    [80, 'red'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'green'],
    [0, 'green'],
  ] as const)('%i%% is %s', (confidence, tone) => {
    expect(confidenceTone(confidence)).toBe(tone);
  });
});

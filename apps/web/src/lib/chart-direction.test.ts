import { describe, expect, it } from 'vitest';
import { chartDirection } from './chart-direction';

describe('chartDirection', () => {
  it('reverses time and puts the values on the right in Arabic', () => {
    expect(chartDirection('rtl')).toEqual({ isXAxisReversed: true, valueAxisSide: 'right' });
  });

  it('keeps time left to right with values on the left in English', () => {
    expect(chartDirection('ltr')).toEqual({ isXAxisReversed: false, valueAxisSide: 'left' });
  });
});

import { describe, expect, it } from 'vitest';
import { chartDirection } from './chart-direction';

describe('chartDirection', () => {
  it('keeps left-to-right charts as they are', () => {
    expect(chartDirection('ltr')).toEqual({ isXAxisReversed: false, valueAxisSide: 'left' });
  });

  it('mirrors the chart in Arabic: time from the right, values on the right', () => {
    expect(chartDirection('rtl')).toEqual({ isXAxisReversed: true, valueAxisSide: 'right' });
  });
});

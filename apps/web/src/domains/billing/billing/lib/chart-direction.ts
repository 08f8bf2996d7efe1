/**
 * How a time chart reads in the page's direction: right to left, time runs from right to left (the X axis
 * reversed) and the value axis stands on the right, where the reader starts.
 */
export function chartDirection(direction: 'ltr' | 'rtl') {
  const isRtl = direction === 'rtl';
  return {
    isXAxisReversed: isRtl,
    valueAxisSide: isRtl ? ('right' as const) : ('left' as const),
  };
}

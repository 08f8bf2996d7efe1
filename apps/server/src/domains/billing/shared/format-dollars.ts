/**
 * Integer cents as US dollars with two decimals and thousands separators, `1,188.00`, computed with
 * integer arithmetic so no amount is ever rounded. Used where a text must carry the exact figure.
 */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}${dollars}.${rest}`;
}

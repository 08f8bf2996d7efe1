import { parseAmountToCents } from '@sanctions/contracts';

// What a number input can hold: an optional minus, digits and a point ("12.", ".5" included).
const DECIMAL = /^(-?)(?=\.?\d)(\d{0,9})(?:\.(\d*))?$/;

/**
 * A price typed in dollars (step 0.01) as integer cents, rounded half up on the digits as typed, so
 * "1.005" gives 101 where float arithmetic gives 100. A minus sign is kept (the contract then says the
 * price must be 0 or more); anything that is not a number gives NaN, which the contract refuses too.
 */
export function dollarsToCents(text: string): number {
  const match = DECIMAL.exec(text.trim());
  if (!match) return Number.NaN;
  const [, sign = '', whole = '', fraction = ''] = match;
  const cents = parseAmountToCents(`${whole || '0'}.${fraction.slice(0, 2).padEnd(2, '0')}`);
  if (cents === null) return Number.NaN;
  const rounded = Number(fraction.charAt(2) || '0') >= 5 ? cents + 1 : cents;
  return sign === '-' ? -rounded : rounded;
}

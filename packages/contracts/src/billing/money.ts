import { z } from 'zod';

/** The only currency of cash billing (spec 9: "Default currency USD"). */
export const BILLING_CURRENCY = 'USD';
export const billingCurrencySchema = z.literal(BILLING_CURRENCY);

/** An amount of money in integer cents (never a float: totals are sums of stored integers). */
export const centsSchema = z.number().int();

const DECIMAL_AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Converts a decimal amount typed in a form ("1234.5", "0.07") to integer cents without float arithmetic
 * (`Math.round(1.005 * 100)` is 100). Null for anything that is not a non-negative amount with at most two
 * decimals.
 */
export function parseAmountToCents(text: string): number | null {
  const match = DECIMAL_AMOUNT.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Integer cents as a plain decimal string with two decimals ("1234.50"), for forms and CSV files. */
export function formatCentsAsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

// What a number input can hold: an optional minus, digits and a point ("12.", ".5" included).
const TYPED_AMOUNT = /^(-?)(?=\.?\d)(\d{0,9})(?:\.(\d*))?$/;

/**
 * An amount typed in dollars (inputs with step 0.01) as integer cents, rounded half up on the digits
 * as typed (spec 5: "converted to cents by rounding"), so "1.005" gives 101 where float arithmetic
 * gives 100. A minus sign is kept, so a form's schema can say the amount must be 0 or more; null for
 * anything that is not a number.
 */
export function typedAmountToCents(text: string): number | null {
  const match = TYPED_AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const cents = parseAmountToCents(`${whole || '0'}.${fraction.slice(0, 2).padEnd(2, '0')}`);
  if (cents === null) return null;
  const rounded = Number(fraction.charAt(2) || '0') >= 5 ? cents + 1 : cents;
  return sign === '-' ? -rounded : rounded;
}

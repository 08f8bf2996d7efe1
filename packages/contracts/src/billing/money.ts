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

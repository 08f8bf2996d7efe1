import { parseAmountToCents } from '@sanctions/contracts';

// ".5" and "12." are numbers as a number input accepts them; a digit must come first or after the point.
const DECIMAL = /^(?=\.?\d)(\d{0,9})(?:\.(\d*))?$/;

/**
 * The Record Cash Payment amount (dollars, step 0.01) in integer cents, rounded half up on the decimal
 * digits as typed (spec 5: "converted to cents by rounding") so "1.005" gives 101, never float's 100.
 * Null for anything that is not a non-negative decimal number.
 */
export function roundAmountToCents(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  const cents = parseAmountToCents(`${whole}.${fraction.slice(0, 2).padEnd(2, '0')}`);
  if (cents === null) return null;
  const roundsUp = Number(fraction.charAt(2) || '0') >= 5;
  return roundsUp ? cents + 1 : cents;
}

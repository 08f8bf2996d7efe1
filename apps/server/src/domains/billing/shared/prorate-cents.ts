/**
 * The part of `amountCents` that falls in the unused rest of a period: amount x (end - at) / (end -
 * start), rounded half up to a whole cent. A period not started yet counts in full; one already over
 * counts nothing. BigInt keeps the product exact (a yearly price times a year in milliseconds exceeds
 * 2^53).
 */
export function prorateCents(
  amountCents: number,
  period: { start: Date; end: Date },
  at: Date,
): number {
  const total = period.end.getTime() - period.start.getTime();
  if (total <= 0) return 0;
  const from = Math.max(at.getTime(), period.start.getTime());
  const remaining = Math.max(0, period.end.getTime() - from);
  const numerator = BigInt(Math.trunc(amountCents)) * BigInt(remaining);
  const denominator = BigInt(total);
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  return Number(sign * ((2n * magnitude + denominator) / (2n * denominator)));
}

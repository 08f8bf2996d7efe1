const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** Spec 2.7: ages of 7 days and more are shown as a full date instead. */
const RELATIVE_LIMIT_MS = 7 * 86_400_000;

export type RelativeAge =
  { kind: 'justNow' } | { kind: 'relative'; text: string } | { kind: 'date'; date: Date };

/**
 * Spec 2.7's relative time: "Just now" under a minute, minutes under an hour, hours under a day,
 * days under a week, otherwise the date itself (the caller formats it with the user's date format).
 * Future instants (clock skew) count as just now.
 */
export function describeAge(date: Date, now: Date, language: string): RelativeAge {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed >= RELATIVE_LIMIT_MS) return { kind: 'date', date };
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) {
      return { kind: 'relative', text: format.format(-Math.floor(elapsed / size), unit) };
    }
  }
  return { kind: 'justNow' };
}

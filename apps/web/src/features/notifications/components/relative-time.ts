const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * Age of `date` in the interface language ("30 minutes ago", "قبل 30 دقيقة"); null under a
 * minute, where the caller shows its own "Just now".
 */
export function formatRelativeTime(date: Date, now: Date, language: string): string | null {
  const elapsed = now.getTime() - date.getTime();
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return null;
}

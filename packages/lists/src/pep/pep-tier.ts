import type { PepLevel, PepPosition, PepProfile, PepTier } from '@sanctions/screening';

/** Which current function decides the tier when a person holds several (the widest remit first). */
const LEVEL_ORDER: readonly PepLevel[] = ['national', 'international_organisation', 'regional'];

/**
 * The PEP tier of a profile on `asOf` (ISO date): the level of its widest current function, or
 * `former` when every position has ended by then. The date is passed in, never read from the
 * clock, so an import and a re-screen of the same data agree.
 */
export function pepTier(profile: PepProfile, asOf: string): PepTier {
  const current = profile.positions.filter((position) => !hasEnded(position, asOf));
  if (current.length === 0) return 'former';
  return LEVEL_ORDER.find((level) => current.some((p) => p.level === level)) ?? 'national';
}

/**
 * True when the position ended before `asOf`. A partial end date counts from the end of its
 * period ("2024" ends on 2024-12-31), so a function is never declared over too early.
 */
export function hasEnded(position: PepPosition, asOf: string): boolean {
  if (position.ended === true) return true;
  if (position.endDate === undefined) return false;
  return lastDayOf(position.endDate) < asOf;
}

function lastDayOf(date: string): string {
  if (/^\d{4}$/.test(date)) return `${date}-12-31`;
  if (/^\d{4}-\d{2}$/.test(date)) return `${date}-31`;
  return date.slice(0, 10);
}

import type { ListEntity } from '@sanctions/screening';
import { hasUnstorableCharacters } from '../../../lib/storable-text';

/** What a version holds, counted the same way for a parsed publication and for a stored version. */
export interface PublicationCounts {
  entries: number;
  /** Every name of every entry: primary names and aliases. */
  names: number;
  /** Names other than the primary one (aka, fka, weak). */
  aliases: number;
}

/**
 * A new version with more than this share fewer entries, names or aliases than the active one is refused.
 * Official lists shrink by a few delistings per edition (the largest drop in the editions we hold is under
 * 1 %); a bigger fall means a damaged or partial file that still parsed (ADR 011).
 */
export const MAX_DROP_SHARE = 0.1;

/**
 * A new version in which more than this share of the entries kept from the active version changed, while
 * aliases were lost, is refused: that is the signature of a set that lost a file or rows (an alt.csv), not
 * of an edition, in which a few percent of the records change (ADR 011).
 */
export const MAX_CHANGED_SHARE_WITH_ALIAS_LOSS = 0.25;

const COUNT = new Intl.NumberFormat('en-GB');
const PERCENT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const DROP_LABELS: Record<keyof PublicationCounts, string> = {
  entries: 'entries',
  names: 'names',
  aliases: 'aliases',
};

export function countPublication(entities: readonly ListEntity[]): PublicationCounts {
  let names = 0;
  let aliases = 0;
  for (const entity of entities) {
    names += entity.names.length;
    aliases += entity.names.filter((name) => name.kind !== 'primary').length;
  }
  return { entries: entities.length, names, aliases };
}

/**
 * Why the new version must not replace the active one because it holds too little, or undefined.
 * Checked before anything is written.
 */
export function checkCounts(
  next: PublicationCounts,
  active: PublicationCounts | undefined,
): string | undefined {
  if (next.entries === 0) return 'the publication holds no entries';
  if (!active) return undefined;
  const drops = (Object.keys(DROP_LABELS) as (keyof PublicationCounts)[])
    .filter((key) => next[key] < active[key] * (1 - MAX_DROP_SHARE))
    .map((key) => describeDrop(DROP_LABELS[key], active[key], next[key]));
  if (drops.length === 0) return undefined;
  return (
    `${drops.join(', ')} against the active version; a drop of more than ` +
    `${PERCENT.format(MAX_DROP_SHARE * 100)} % looks like a damaged or partial file`
  );
}

/**
 * Why the new version must not replace the active one because too many kept entries changed while aliases
 * were lost, or undefined. Checked once the delta is known.
 */
export function checkChangedShare(
  next: PublicationCounts,
  active: PublicationCounts,
  delta: { removedCount: number; changedCount: number },
): string | undefined {
  const kept = active.entries - delta.removedCount;
  if (kept <= 0 || next.aliases >= active.aliases) return undefined;
  const share = delta.changedCount / kept;
  if (share <= MAX_CHANGED_SHARE_WITH_ALIAS_LOSS) return undefined;
  return (
    `${COUNT.format(delta.changedCount)} of ${COUNT.format(kept)} kept entries changed ` +
    `(${PERCENT.format(share * 100)} %) while ${describeDrop('aliases', active.aliases, next.aliases)}; ` +
    'an edition changes a few percent of its entries, so this looks like a set that lost rows or a file'
  );
}

function describeDrop(label: string, before: number, after: number): string {
  const share = before === 0 ? 0 : ((after - before) / before) * 100;
  return `${label} fell from ${COUNT.format(before)} to ${COUNT.format(after)} (${PERCENT.format(share)} %)`;
}

/**
 * Why the publication cannot be stored as it is, or undefined: entries holding text PostgreSQL refuses (a
 * NUL byte, a broken character) mean a damaged file, refused with a reason before anything is written
 * (issue 24 §4) rather than failing halfway through the entries' insert.
 */
export function checkStorableText(entities: readonly ListEntity[]): string | undefined {
  let damaged = 0;
  let first: string | undefined;
  for (const entity of entities) {
    if (!holdsUnstorableText(entity)) continue;
    damaged += 1;
    first ??= entity.sourceId;
  }
  if (damaged === 0) return undefined;
  return (
    `${COUNT.format(damaged)} of ${COUNT.format(entities.length)} entries hold characters that cannot ` +
    `be stored (NUL bytes or broken characters), the first with source id ${first ?? ''}: the file is damaged`
  );
}

function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return hasUnstorableCharacters(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value !== null && typeof value === 'object')
    return Object.values(value).some(holdsUnstorableText);
  return false;
}

import { normalizeName } from '@sanctions/screening';
import type { ScreeningMatch } from '@sanctions/screening';

/**
 * The shape of an alert, read from its explanation (ADR 002 round 10): the listed name met in full, every part as
 * the same name (as listed, a curated variant, a transliteration or one slip); met in full with a part only alike
 * (sound, look, spelling); a listed name part left out (the dropped-middle shape); a name part of the query's own
 * (the extra-token shape); a part left on each side. A word of two letters or fewer is not counted as a name part
 * left over (particles, initials).
 */
export const SHAPES = [
  'whole, same name',
  'whole, a part only alike',
  'listed part left out',
  'query part of its own',
  'a part left on each side',
] as const;
export type Shape = (typeof SHAPES)[number];

const SAME_NAME = new Set(['exact', 'variant', 'transliteration']);
const isPart = (text: string): boolean => text.length > 2;

export function shapeOf(match: ScreeningMatch): Shape {
  const queryLeft = match.tokens.some((t) => t.matched === null && isPart(t.query));
  const listed = normalizeName(match.matchedName.full);
  const matched = match.tokens.flatMap((t) => (t.matched === null ? [] : [t.matched]));
  for (const m of matched) {
    const at = listed.indexOf(m);
    if (at >= 0) listed.splice(at, 1);
  }
  const listLeft = listed.some(isPart);
  if (queryLeft && listLeft) return 'a part left on each side';
  if (queryLeft) return 'query part of its own';
  if (listLeft) return 'listed part left out';
  const same = match.tokens.every((t) => t.matched === null || SAME_NAME.has(t.rule));
  return same ? 'whole, same name' : 'whole, a part only alike';
}

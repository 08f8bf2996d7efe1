import type { ListEntity } from '@sanctions/screening';
import type { DeckCase } from './deck-model';
import type { ListedNames } from './listed-names';
import { arabicQuery, bare, canonicalTokens, PARTICLES, primaryLatin, tokens } from './name-tools';
import { NegativeCollector, personQuery } from './negative-collector';
import type { TokenSpread } from './token-spread';

const LATIN_COUNT = 80;
const ARABIC_COUNT = 20;
/** Titles and name-forming words that head listed names but are no given name typed alone. */
const NOT_GIVEN = new Set([
  'haji',
  'hajji',
  'sheikh',
  'mullah',
  'عبد',
  'أبو',
  'ابو',
  'بن',
  'حاج',
  'الحاج',
  'الشيخ',
]);

/**
 * The given names most frequent among listed persons (Mohammed, Ali, Aleksandr, Kim...), alone in the first-name
 * field, and the most frequent first tokens of listed Arabic names alone: a partial name so common it may return
 * review candidates but never a high alert. Scored as "high rate" (must be 0).
 */
export function buildCommonGivenAlone(
  entities: readonly ListEntity[],
  listed: ListedNames,
  spread: TokenSpread,
): DeckCase[] {
  const out = new NegativeCollector('common-given-alone', listed);
  const firstTokens = new Map<string, number>();
  const arabicFirst = new Map<string, number>();
  for (const entity of entities) {
    if (entity.type !== 'individual') continue;
    const latin = primaryLatin(entity);
    const first = latin ? canonicalTokens(latin, entity)[0] : undefined;
    if (
      first &&
      /^\p{L}{2,}$/u.test(first) &&
      !PARTICLES.has(bare(first)) &&
      !NOT_GIVEN.has(bare(first))
    ) {
      const key = bare(first);
      firstTokens.set(key, (firstTokens.get(key) ?? 0) + 1);
    }
    for (const name of entity.names.filter((n) => n.script === 'arabic')) {
      const token = tokens(name.full)[0];
      if (token && token.length >= 2 && !NOT_GIVEN.has(token))
        arabicFirst.set(token, (arabicFirst.get(token) ?? 0) + 1);
    }
  }
  const byCount = (m: Map<string, number>) =>
    [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
  let made = 0;
  for (const token of byCount(firstTokens)) {
    if (made >= LATIN_COUNT) break;
    // A first token that is mostly a family name elsewhere (Kim) still counts: it is common either way.
    if (spread.entities(token) < 10) break;
    const display = token.charAt(0).toUpperCase() + token.slice(1);
    if (
      out.add(
        personQuery(display, ''),
        `given name of ${firstTokens.get(token)} listed persons`,
        'whole-name',
      )
    )
      made++;
  }
  made = 0;
  for (const token of byCount(arabicFirst)) {
    if (made >= ARABIC_COUNT) break;
    if (
      out.add(
        arabicQuery(token),
        `first token of ${arabicFirst.get(token)} listed Arabic names`,
        'whole-name',
      )
    )
      made++;
  }
  return out.cases;
}

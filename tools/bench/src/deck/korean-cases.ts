import type { Candidate, Generate } from './deck-candidate';
import { KOREAN_FAMILY_VARIANTS } from './cyrillic-tables';
import { bare, latinQuery, matchCase, tokens } from './name-tools';

/** "RI JE-SON" (UN) or "RI, Je Son" (OFAC): family name first; the rest are given-name syllables. */
function koreanParts(c: Candidate): { family: string; given: string[] } | undefined {
  if (c.entity.type !== 'individual' || c.name.script !== 'latin') return undefined;
  const parts = tokens(c.name.full.replace(/,/g, ' '));
  const family = parts[0] ?? '';
  if (!(bare(family) in KOREAN_FAMILY_VARIANTS) || parts.length < 2 || parts.length > 4)
    return undefined;
  const given = parts.slice(1);
  const syllables = given.flatMap((g) => g.split('-'));
  if (syllables.length < 1 || syllables.length > 3) return undefined;
  if (!syllables.every((s) => /^[A-Za-z]{1,5}$/.test(s))) return undefined;
  return { family, given };
}

export const isKoreanName = (c: Candidate) => koreanParts(c) !== undefined;

/**
 * A North Korean listed name as a South Korean or Western document writes it: another family-name romanisation
 * (Ri -> Lee, Pak -> Park), the given-name syllables joined, hyphenated or spaced, often given name first.
 */
export const koreanRomanisation: Generate = (c, rng) => {
  const parts = koreanParts(c);
  if (!parts) return undefined;
  const variants = KOREAN_FAMILY_VARIANTS[bare(parts.family)] ?? [];
  const family = rng.next() < 0.85 && variants.length > 0 ? rng.pick(variants) : parts.family;
  const syllables = parts.given.flatMap((g) => g.split('-')).map((s) => matchCase('Xx', s));
  const style = rng.int(3);
  const first = syllables[0] ?? '';
  const rest = syllables.slice(1).map((s) => s.toLowerCase());
  const given =
    style === 0
      ? [`${first}${rest.join('')}`]
      : style === 1
        ? [[first, ...rest].join('-')]
        : syllables;
  const givenFirst = rng.next() < 0.7;
  const ordered = givenFirst
    ? [...given, matchCase('Xx', family)]
    : [matchCase('Xx', family), ...given];
  if (ordered.join(' ').toLowerCase() === c.name.full.replace(/,/g, '').toLowerCase())
    return undefined;
  return {
    query: latinQuery(ordered, c.entity),
    note: `${c.name.full} -> family ${family}, given ${['joined', 'hyphenated', 'spaced'][style]}${givenFirst ? ', given first' : ''}`,
  };
};

import { isSanctionList } from '@sanctions/contracts';
import type { DeckQuery } from './deck-model';
import type { Candidate, Generate } from './deck-candidate';
import { cyrillicCase, latinToCyrillic, romanise, SCHEME_NAMES } from './cyrillic-tables';
import { canonicalTokens, latinQuery, matchCase, tokens } from './name-tools';
import { isSlavicPerson } from './slavic-names';

/** Russian, Ukrainian and Belarusian persons listed in Latin script only (OFAC, UN, EU without Cyrillic). */
export function latinOnlySlavic(c: Candidate): boolean {
  return (
    c.name.kind === 'primary' &&
    !c.entity.names.some((n) => n.script === 'cyrillic') &&
    isSlavicPerson(c.entity, canonicalTokens(c.name, c.entity))
  );
}

/**
 * The listed Latin name written back in Cyrillic (deck-side table), queried against the entity's own list only:
 * that list holds no Cyrillic for the person, so the engine must transliterate.
 */
export const cyrillicForLatinOnly: Generate = (c) => {
  const parts = canonicalTokens(c.name, c.entity);
  const cyrillic = parts.map((t) => latinToCyrillic(t));
  if (cyrillic.some((t) => t === undefined)) return undefined;
  const list = c.entity.sanctionList;
  if (!isSanctionList(list)) return undefined;
  const written = cyrillic.map((t, i) => cyrillicCase(parts[i] ?? '', t ?? ''));
  const query: DeckQuery = {
    ...latinQuery(written, c.entity),
    sanctionLists: list,
  };
  return { query, note: `Cyrillic of ${parts.join(' ')}, ${list} only` };
};

/** Names the lists hold in Cyrillic (UK, UN), or Latin-only Slavic names taken back to Cyrillic. */
export function cyrillicSource(c: Candidate): string[] | undefined {
  if (c.name.script === 'cyrillic') {
    const parts = tokens(c.name.full.replace(/,/g, ' '));
    return parts.length >= 2 && parts.length <= 4 ? parts : undefined;
  }
  if (!latinOnlySlavic(c)) return undefined;
  const cyrillic = canonicalTokens(c.name, c.entity).map((t) => latinToCyrillic(t));
  return cyrillic.every((t) => t !== undefined) ? cyrillic : undefined;
}

/** The Cyrillic name romanised by another standard (ICAO passports, German, French, scholarly, GOST). */
export const otherRomanisation: Generate = (c, rng) => {
  const source = cyrillicSource(c);
  if (!source) return undefined;
  const listedLatin = new Set(
    c.entity.names.filter((n) => n.script === 'latin').map((n) => n.full.toLowerCase()),
  );
  for (const scheme of rng.shuffle(SCHEME_NAMES)) {
    const parts = source.map((t) => matchCase('Xx', romanise(t, scheme)));
    const text = parts.join(' ').toLowerCase();
    // A spelling the lists already hold is no test of another standard.
    if (
      [...listedLatin].some(
        (n) =>
          n.replace(/,/g, '').split(/\s+/).sort().join(' ') === text.split(' ').sort().join(' '),
      )
    )
      continue;
    // UK Cyrillic names are written "Family Given Patronymic"; a person types them as given.
    return {
      query: latinQuery(parts, c.entity),
      note: `${scheme} romanisation of ${source.join(' ')}`,
    };
  }
  return undefined;
};

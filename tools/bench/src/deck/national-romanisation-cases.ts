import type { Generate } from './deck-candidate';
import { cyrillicSource } from './cyrillic-cases';
import { NATIONAL_SCHEMES, romaniseNational } from './national-romanisation-tables';
import { latinQuery, matchCase } from './name-tools';

/**
 * A Russian name as a German, French, Polish, Czech or Spanish register, or a passport, writes it (Tschernow,
 * Tchernov, Czernow, Černov, Chernov; Jewgeni, Evgueni, Jewgienij, Jevgenij, Yevgueni): the Cyrillic the lists
 * hold, or the Latin-only listed name taken back to Cyrillic, romanised by one national scheme. A spelling the
 * entry already holds is no test and is skipped.
 */
export const nationalRomanisation: Generate = (c, rng) => {
  const source = cyrillicSource(c);
  if (!source) return undefined;
  const listed = c.entity.names
    .filter((n) => n.script === 'latin')
    .map((n) => sortedWords(n.full.replace(/,/g, ' ')));
  for (const scheme of rng.shuffle(NATIONAL_SCHEMES)) {
    const parts = source.map((t) => matchCase('Xx', romaniseNational(t, scheme)));
    if (listed.includes(sortedWords(parts.join(' ')))) continue;
    return {
      query: latinQuery(parts, c.entity),
      note: `${scheme} romanisation of ${source.join(' ')}`,
    };
  }
  return undefined;
};

function sortedWords(text: string): string {
  return text.toLowerCase().split(/\s+/).filter(Boolean).sort().join(' ');
}

import type { Generate } from './deck-candidate';
import { arabicQuery, bare, canonicalTokens, PARTICLES, primaryLatin, tokens } from './name-tools';
import type { TokenSpread } from './token-spread';
import type { DeckQuery } from './deck-model';

/** A token is distinctive when few entities hold it (a person listed by four regimes is four entities). */
export const DISTINCTIVE_MAX_ENTITIES = 5;
const MIN_LETTERS = 4;

const lastNameOnly = (lastName: string): DeckQuery => ({
  firstName: '',
  lastName,
  arabicName: '',
  searchType: 'fuzzy',
  sanctionLists: 'all',
});

/** The family name as listed: the split family field, the part before OFAC's comma, or the last token. */
function familyOf(c: Parameters<Generate>[0]): string | undefined {
  if (c.name.family) return c.name.family.trim();
  const comma = c.name.full.indexOf(',');
  if (comma > 0) return c.name.full.slice(0, comma).trim();
  return canonicalTokens(c.name, c.entity).at(-1);
}

/**
 * Distinctive family name of a listed person alone ("Al-Zawahiri"), or the distinctive word of an entity name
 * ("GAZPROM"): a partial-name screening that must return the entry as an alert.
 */
export function oneNameLatin(spread: TokenSpread): Generate {
  return (c) => {
    if (c.name.script !== 'latin' || c.name.kind !== 'primary') return undefined;
    if (c.entity.type === 'individual') {
      const family = familyOf(c);
      if (!family) return undefined;
      const content = familyContent(family);
      if (content.length === 0 || content.length > 2) return undefined;
      if (!content.every((t) => bare(t).length >= MIN_LETTERS && /^\p{L}+$/u.test(bare(t))))
        return undefined;
      if (content.some((t) => spread.entities(t) > DISTINCTIVE_MAX_ENTITIES)) return undefined;
      // The family name must not be the whole listed name (that would be the exact category).
      if (canonicalTokens(c.name, c.entity).length < 2) return undefined;
      return { query: lastNameOnly(family), note: `family name of ${c.name.full}` };
    }
    if (c.entity.type !== 'entity') return undefined;
    const words = tokens(c.name.full).filter(
      (t) => /^\p{L}+$/u.test(t) && bare(t).length >= 5 && !PARTICLES.has(bare(t)),
    );
    if (words.length < 2) return undefined;
    const rarest = [...words].sort((a, b) => spread.entities(a) - spread.entities(b))[0];
    if (!rarest || spread.entities(rarest) > DISTINCTIVE_MAX_ENTITIES) return undefined;
    return { query: lastNameOnly(rarest), note: `distinctive word of ${c.name.full}` };
  };
}

/** Content tokens of a listed family name (particles such as al- and bin left out). */
function familyContent(family: string): string[] {
  return tokens(family.replace(/-/g, ' ')).filter((t) => !PARTICLES.has(bare(t)));
}

/**
 * The same in Arabic script: the last (family) token of a listed Arabic name, when rare. Rare is judged as in
 * the Latin category, on the family name of the person's Latin primary name: the lists hold few Arabic-script
 * names, so خليل is rare among them while the person's KHALIL is not, and a common family name alone is no
 * partial-name screening an analyst expects an alert from.
 */
export function oneNameArabic(spread: TokenSpread): Generate {
  return (c) => {
    if (c.name.script !== 'arabic' || c.entity.type !== 'individual') return undefined;
    const parts = tokens(c.name.full);
    const family = parts.at(-1);
    if (!family || parts.length < 2) return undefined;
    const letters = family.replace(/[^\p{L}]/gu, '');
    if (!/^[\u0600-\u06ff]+$/u.test(family)) return undefined;
    if (letters.length < MIN_LETTERS || spread.entities(family) > DISTINCTIVE_MAX_ENTITIES)
      return undefined;
    const latin = primaryLatin(c.entity);
    const latinFamily = latin && familyOf({ ...c, name: latin });
    const content = latinFamily === undefined ? [] : familyContent(latinFamily);
    if (content.length === 0 || content.some((t) => spread.entities(t) > DISTINCTIVE_MAX_ENTITIES))
      return undefined;
    return { query: arabicQuery(family), note: `family name of ${c.name.full}` };
  };
}

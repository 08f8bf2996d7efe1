import type { Generate } from './deck-candidate';
import type { DeckQuery } from './deck-model';
import { LEGAL_FORMS } from './common-names';
import { DECK_LEGAL_FORMS } from './legal-form-table';
import { bare, canonicalTokens, tokens } from './name-tools';
import { personQuery } from './negative-collector';
import type { TokenSpread } from './token-spread';
import { DISTINCTIVE_MAX_ENTITIES } from './one-name-cases';

/**
 * Round 3, a one-name query read as typed (ADR 002 R3.14-R3.16), generated from the real lists:
 * a family name that is a compound written as one word (ABDULLATIF), a title with the family name the
 * listed person carries it with (Haji Ashraf), an organisation's acronym alone (VSK for AO VSK).
 */
const TITLES = new Set([
  'haji',
  'hajji',
  'alhaj',
  'alhaji',
  'sheikh',
  'shaykh',
  'mullah',
  'maulvi',
  'mawlawi',
  'maulana',
]);
/** Heads of theophoric compounds written joined with their complement (Abdullatif, Abdelkader). */
const COMPOUND_HEAD = /^(abdul|abdel|abdal|abdol|abdoul|abdou|abdur|abdus|abdu|abd)(?=\p{L}{3,})/u;
const ACRONYM = /^\p{Lu}{2,5}$/u;
/** One-word legal forms, Latin and Cyrillic (AO, OOO, PAO, LLC, GmbH...): the words beside an acronym name. */
const LEGAL = new Set(
  [...LEGAL_FORMS, ...DECK_LEGAL_FORMS.flat()]
    .filter((form) => tokens(form).length === 1)
    .map((form) => bare(form)),
);

const lastName = (text: string): DeckQuery => personQuery('', text);

/** The listed family name: the split family field, or the part before OFAC's comma. */
function familyField(c: Parameters<Generate>[0]): string | undefined {
  if (c.name.family) return c.name.family.trim();
  const comma = c.name.full.indexOf(',');
  return comma > 0 ? c.name.full.slice(0, comma).trim() : undefined;
}

/** Positive cases, one generator per reading. */
export function oneNameTyped(spread: TokenSpread): Generate {
  return (c, rng) => {
    if (c.name.script !== 'latin') return undefined;
    if (c.entity.type === 'individual') {
      const parts = canonicalTokens(c.name, c.entity);
      const family = familyField(c) ?? parts.at(-1);
      if (!family || tokens(family).length !== 1 || parts.length < 2) return undefined;
      const word = bare(family);
      if (word.length < 4) return undefined;
      const title = parts.find((part) => TITLES.has(bare(part)));
      // R3.16: the title as listed with the family name (both readings apply to few names; pick one).
      if (
        title !== undefined &&
        bare(title) !== word &&
        (rng.next() < 0.5 || !COMPOUND_HEAD.test(word))
      )
        return {
          query: personQuery(title, family),
          note: `title and family name of ${c.name.full}`,
        };
      // R3.14: a compound family name written as one word, rare in that form.
      if (COMPOUND_HEAD.test(word) && spread.entities(word) <= DISTINCTIVE_MAX_ENTITIES)
        return {
          query: lastName(family),
          note: `compound family name written as one word: ${c.name.full}`,
        };
      return undefined;
    }
    if (c.entity.type !== 'entity') return undefined;
    // R3.15: a name that is an acronym with a legal form beside it (AO VSK, VSK PAO): the acronym alone.
    const words = tokens(c.name.full);
    const content = words.filter((w) => !LEGAL.has(bare(w)));
    const acronym = content[0];
    if (content.length !== 1 || words.length < 2 || acronym === undefined) return undefined;
    if (!ACRONYM.test(acronym) || spread.entities(acronym) > DISTINCTIVE_MAX_ENTITIES)
      return undefined;
    return { query: lastName(acronym), note: `acronym name of ${c.name.full}` };
  };
}

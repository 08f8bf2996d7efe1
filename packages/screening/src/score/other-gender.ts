import { isSameNameRule, Rule } from '../compare/token-similarity';
import type { Vocabulary } from '../index/vocabulary';
import type { TokenData } from '../tokens/token-data';
import { alignment, MAX_TOKENS } from './align-tokens';
import { isNamePart } from './common-parts';

/** Shortest stem a gendered ending is read on: shorter words are too often names of their own (Ali / Alia). */
const MIN_STEM = 3;

/**
 * R12.1 (issue 22 item 5, common names): a typed name part that meets a listed one only as its form of the other
 * gender: the feminine given name for the masculine one (Lucia / Lucio, Camila / Camilo, Alexandra / Alexander,
 * Karima / Karim), the feminine East Slavic family name or patronymic for the masculine one (Smirnova / Smirnov,
 * Ivanovna / Ivanovich), or the other way round. A woman's name is not a man's: the two are different people who
 * share a family's or a namesake's name, never the listed person written another way. The given-name endings are
 * read on the first name part typed only (a Spanish family name ending in -o or -a, Rivero / Rivera, is no gender);
 * the Slavic family and patronymic endings anywhere. The typed word must be a word the lists hold, so that a slip
 * (Angg for Angga) is not read as a name of the other gender, and every other part the query meets must be met as
 * the same name (as listed, a curated variant, a transliteration): beside another departure the ending may be one
 * more slip. Returns the typed and the listed word, or undefined.
 * Reads the current alignment of `query` against `list`.
 */
export function otherGender(
  query: readonly TokenData[],
  list: ArrayLike<number>,
  listLength: number,
  vocabulary: Vocabulary,
): [string, string] | undefined {
  const n = Math.min(query.length, MAX_TOKENS);
  const m = Math.min(listLength, MAX_TOKENS);
  let parts = 0;
  let found: [string, string] | undefined;
  for (let i = 0; i < n; i += 1) {
    const token = query[i];
    if (token === undefined || !isNamePart(token)) continue;
    parts += 1;
    const j = alignment.pairedWith[i] ?? -1;
    if (j < 0 || j >= m) continue;
    const rule = alignment.rules[i] ?? Rule.unmatched;
    if (isSameNameRule(rule)) continue;
    const listed = vocabulary.token(list[j] ?? 0).text;
    const gendered =
      (slavicGendered(token.text, listed) || (parts === 1 && givenGendered(token.text, listed))) &&
      vocabulary.idOf(token.text) !== undefined;
    // Any other departure (a slip, a sound-alike, a respelling) makes the ending one more possible slip: two slips
    // turn TOKAREVA into TOKAREV beside a slipped patronymic, and Mustafa into Mustaf beside FADHLI for FADHIL, which
    // is the listed person typed carelessly, not another person.
    if (!gendered) return undefined;
    found ??= [token.text, listed];
  }
  return found;
}

/** Karim / Karima, Aleksandr / Aleksandra, Lucio / Lucia, Alexander / Alexandra (either order). */
export function givenGendered(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long === `${short}a`) return short.length > MIN_STEM && !/[aeiou]$/.test(short);
  if (short.length !== long.length || short.length <= MIN_STEM) return false;
  const stem = short.slice(0, -1);
  if (stem === long.slice(0, -1)) return endings(short.slice(-1), long.slice(-1), 'o', 'a');
  const stem2 = short.slice(0, -2);
  return stem2 === long.slice(0, -2) && endings(short.slice(-2), long.slice(-2), 'er', 'ra');
}

/** Smirnov / Smirnova, Volkonsky / Volkonskaya, Ivanovich / Ivanovna (either order). */
export function slavicGendered(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long === `${short}a`) return short.length > MIN_STEM + 1 && /(ov|ev|in|yn)$/.test(short);
  const masculine =
    /^(.{3,})(skiy|skii|sky|ski)$/.exec(short) ?? /^(.{3,})(skiy|skii|sky|ski)$/.exec(long);
  if (masculine !== null) {
    const feminine = masculine[0] === short ? long : short;
    return feminine === `${masculine[1] ?? ''}skaya`;
  }
  const patronymic = /^(.{3,}[oe])vich$/.exec(long);
  return patronymic !== null && short === `${patronymic[1] ?? ''}vna`;
}

function endings(x: string, y: string, one: string, other: string): boolean {
  return (x === one && y === other) || (x === other && y === one);
}

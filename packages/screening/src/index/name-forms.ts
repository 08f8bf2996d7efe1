import { foldCheh } from '../arabic/normalize-arabic';
import { foldCompounds } from '../normalize/compounds';
import { tagLatinToken, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';

/** Tokens of this length or shorter may be written joined to their neighbour (jsc argument, al rahman, van der). */
const SHORT_TOKEN = 3;
const MAX_ALTERNATIVES = 3;
const MAX_QUERY_ALTERNATIVES = 4;
/** The divine name written as a token of its own: ullah, ollah, ulla, olla (allah folds with Abd). */
const DIVINE_TAIL = /^[uo]llah?$/;
const MIN_SPLIT_PART = 2;

/**
 * Order-free identity of a name: its tokens sorted, titles left out ("Dr John Smith" = "SMITH, John").
 * '' only for an empty name.
 */
export function exactKeyOf(tokens: readonly TokenData[]): string {
  const kept = tokens.filter((token) => token.tag !== TokenTag.title);
  // A name made of titles only (the alias "DOCTOR") keys on its titles.
  return (
    (kept.length > 0 ? kept : tokens)
      // R7.1: a چ spelling and a ج spelling of one name are the same exact name.
      .map((token) => (token.arabic ? foldCheh(token.text) : token.text))
      .sort()
      .join(' ')
  );
}

/**
 * Short particles and legal forms are written glued to their neighbour (al rahman / alrahman,
 * jsc argument / jscargument, van der / vander); short given names are not (Ali Hassan is not Alihassan).
 */
function joinable(token: TokenData): boolean {
  if (token.text.length > SHORT_TOKEN) return false;
  return (
    token.tag === TokenTag.particle || token.tag === TokenTag.orgClass || token.text.length <= 2
  );
}

/**
 * The Arabic article and kinship particles are written glued to the next name (Alaqsa, Benattia, Abubakar,
 * Binladen; R5.34: Mauritanian ould, "Ouldbreihmatt").
 */
const GLUED_PREFIXES: ReadonlySet<string> = new Set([
  'al',
  'el',
  'ben',
  'bin',
  'ibn',
  'ould',
  'abu',
  'abou',
  'abo',
  'bou',
]);

function isTitle(part: string): boolean {
  return tagLatinToken(part) === TokenTag.title;
}

/** The part as the lists hold it: as typed, or folded as a compound (abdallah -> abdullah). */
function knownForm(part: string, known: (text: string) => boolean): string | undefined {
  if (known(part)) return part;
  const folded = foldCompounds([part])[0];
  return folded !== undefined && folded !== part && known(folded) ? folded : undefined;
}

function splitsBadly(part: string): boolean {
  const tag = tagLatinToken(part);
  return tag === TokenTag.particle || tag === TokenTag.title;
}

/**
 * Query tokens written as one word where the lists write two (CHUNSIK / CHUN SIK, MohammadReza,
 * JOINTSTOCK): every split into two parts the lists use, at most four forms.
 */
export function splitAlternatives(
  tokens: readonly TokenData[],
  known: (text: string) => boolean,
): string[][] {
  const out: string[][] = [];
  tokens.forEach((token, index) => {
    if (token.arabic || token.tag === TokenTag.numeric) return;
    const text = token.text;
    for (
      let cut = MIN_SPLIT_PART;
      cut <= text.length - MIN_SPLIT_PART && out.length < MAX_QUERY_ALTERNATIVES;
      cut += 1
    ) {
      // R4.7: a part is known as the lists fold it ("thafir" + "abdallah" -> abdullah).
      const left = knownForm(text.slice(0, cut), known);
      const right = knownForm(text.slice(cut), known);
      if (left === undefined || right === undefined) continue;
      // Particles and titles make false splits: "and"+"rey" (Andrey), "den"+"is" (Denis). R4.7: a title of
      // 4+ letters beside a word of 4+ (HajiBishr, KhalidSheikh), or an article glued to the word before the
      // next one (HashimAl HAMID), is a run-together slip.
      const long = left.length >= 4 && right.length >= 4;
      const leftBad = splitsBadly(left) && !GLUED_PREFIXES.has(left) && !(long && isTitle(left));
      const trailingArticle =
        left.length >= 4 && index + 1 < tokens.length && GLUED_PREFIXES.has(right);
      const rightBad = splitsBadly(right) && !(long && isTitle(right)) && !trailingArticle;
      if (leftBad || rightBad) continue;
      const texts = tokens.map((t) => t.text);
      texts.splice(index, 1, left, right);
      out.push(texts);
    }
  });
  return out;
}

/**
 * Token sequences with one short token joined to its neighbour, at most three per name; for a
 * query (`anyPair`), every adjacent pair joined, at most four.
 */
export function joinedAlternatives(tokens: readonly TokenData[], anyPair = false): string[][] {
  const out: string[][] = [];
  const limit = anyPair ? MAX_QUERY_ALTERNATIVES : MAX_ALTERNATIVES;
  for (let i = 0; i + 1 < tokens.length && out.length < limit; i += 1) {
    const left = tokens[i];
    const right = tokens[i + 1];
    if (left === undefined || right === undefined || left.arabic || right.arabic) continue;
    if (left.tag === TokenTag.numeric || right.tag === TokenTag.numeric) continue;
    if (anyPair) {
      const texts = tokens.map((token) => token.text);
      texts.splice(i, 2, left.text + right.text);
      out.push(texts);
      // R4.3: the divine name split off a compound and respelled (Said Ollah / SAIDULLAH, Ruh Ullah /
      // RUHOLLAH): the join is also read with the other vowel the lists write.
      if (DIVINE_TAIL.test(right.text) && left.text.length >= 3 && out.length < limit) {
        const respelled = tokens.map((token) => token.text);
        respelled.splice(i, 2, `${left.text}${right.text === 'ullah' ? 'o' : 'u'}llah`);
        out.push(respelled);
      }
      continue;
    }
    // Articles and particles glue to the word after them (al otaibi -> alotaibi), legal forms to either side.
    if (!joinable(left) && right.tag !== TokenTag.orgClass) continue;
    const texts = tokens.map((token) => token.text);
    texts.splice(i, 2, left.text + right.text);
    out.push(texts);
  }
  return out;
}

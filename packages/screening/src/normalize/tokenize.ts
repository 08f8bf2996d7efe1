import { foldLatin } from './fold-latin';

/** Apostrophes and ayn/hamza signs are deleted inside tokens: O'Brien -> obrien, ʿAbd -> abd. */
const APOSTROPHES_RE = /['’‘`´ʿʾʼʻ]/g;
/** Dots between single letters are acronym dots: U.S.A. -> usa. Other dots separate. */
const ACRONYM_DOT_RE = /(?<=(?:^|[^\p{L}\p{N}])\p{L})\.(?=\p{L}(?:\.|$|[^\p{L}\p{N}]))/gu;
/** Anything that is not a letter, digit or combining mark separates tokens (hyphens, commas, slashes...). */
const SEPARATOR_RE = /[^\p{L}\p{N}\p{M}]+/gu;
/** Invisible format characters (zero-width joiners, bidi marks) are deleted, not turned into separators. */
const FORMAT_RE = /\p{Cf}+/gu;

/**
 * Latin (and other non-Arabic) name text -> normalised tokens. Keeps digits; never drops a token.
 * `"AL-QAIDA, Usama"` -> `['al', 'qaida', 'usama']`.
 */
export function tokenizeLatin(text: string): string[] {
  const folded = foldLatin(text.replace(FORMAT_RE, ''))
    .replace(APOSTROPHES_RE, '')
    .replace(ACRONYM_DOT_RE, '');
  return folded.split(SEPARATOR_RE).filter((token) => token.length > 0);
}

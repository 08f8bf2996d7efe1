/**
 * Arabic name particles on normalised tokens (see `normalizeArabicText`): the article ال and its
 * prefixed forms, ابن/بن/بنت (son/daughter of), ابو (father of), and عبد theophoric compounds.
 */

/** Result of `splitArabicParticle`. */
export interface ArabicParticleSplit {
  /** The particle: 'ال', 'وال', 'بال', 'لل' (prefixed article), 'ابو', or the whole token for ابن/بن/بنت/ابو/ال. */
  particle?: string;
  /** The remaining name; '' when the whole token is a particle; the whole token for عبد compounds. */
  stem: string;
  /** 'عبد' when the token is (or begins) an عبد compound, which is one name unit and is not split. */
  compoundHead?: string;
}

/** Standalone particle tokens. */
const STANDALONE_PARTICLES: ReadonlySet<string> = new Set([
  'ال',
  'ابن',
  'بن',
  'بنت',
  'ابو',
  'ابي',
  'ام',
  'ولد',
  'اولاد',
]);

/** Prefixed article forms, longest first; the stem must keep at least 3 letters for the split to be safe. */
const ARTICLE_PREFIXES: readonly string[] = ['وال', 'بال', 'فال', 'كال', 'ال', 'لل'];

/** Given names that begin with the letters ال but carry no article (Ilyas, Ilham, Olfat, Almas, Altaf, Allah). */
const NOT_ARTICLE: ReadonlySet<string> = new Set([
  'الله',
  'الياس',
  'الياس',
  'الهام',
  'الفت',
  'الماس',
  'الطاف',
  'الهه',
  'الا',
  'الي',
  'الب',
  'البرت',
  'الكسندر',
  'الكس',
]);

/** Words beginning with و/ب/ف/ك followed by ال that are names, not conjunction/preposition + article. */
const NOT_PREFIXED_ARTICLE: ReadonlySet<string> = new Set(['والي', 'والد', 'بالي', 'فالح']);

const MIN_STEM = 2;

/**
 * Splits a leading article or particle off a normalised Arabic token.
 *
 * - ال + stem (≥2 letters): `الظواهري` → `{ particle: 'ال', stem: 'ظواهري' }`; `الله`, `الياس` are left whole;
 * - وال/بال/فال/كال/لل + stem (≥3 letters) → `{ particle: 'وال', stem }` (conjunction/preposition + article);
 * - joined ابو + stem (≥3 letters): `ابوبكر` → `{ particle: 'ابو', stem: 'بكر' }`;
 * - standalone ابن/بن/بنت/ابو/ال → `{ particle: token, stem: '' }`;
 * - عبد compounds are one name unit: `عبدالرحمن` → `{ stem: 'عبدالرحمن', compoundHead: 'عبد' }`,
 *   and a standalone `عبد` → `{ stem: 'عبد', compoundHead: 'عبد' }` (callers join it with the next token);
 * - anything else → `{ stem: token }`.
 */
export function splitArabicParticle(token: string): ArabicParticleSplit {
  if (STANDALONE_PARTICLES.has(token)) return { particle: token, stem: '' };
  if (token.startsWith('عبد') && (token.length === 3 || token.length >= 5))
    return { stem: token, compoundHead: 'عبد' };
  if (token.startsWith('ابو') && token.length >= 6)
    return { particle: 'ابو', stem: token.slice(3) };
  if (NOT_ARTICLE.has(token) || NOT_PREFIXED_ARTICLE.has(token)) return { stem: token };
  for (const prefix of ARTICLE_PREFIXES) {
    const minStem = prefix === 'ال' ? MIN_STEM : 3;
    if (token.startsWith(prefix) && token.length - prefix.length >= minStem) {
      return { particle: prefix, stem: token.slice(prefix.length) };
    }
  }
  return { stem: token };
}

/** Sun letters: the article's ل assimilates to them in speech (ad-Din, ash-Shami, ar-Rahman). */
export const SUN_LETTERS: ReadonlySet<string> = new Set([
  'ت',
  'ث',
  'د',
  'ذ',
  'ر',
  'ز',
  'س',
  'ش',
  'ص',
  'ض',
  'ط',
  'ظ',
  'ل',
  'ن',
]);

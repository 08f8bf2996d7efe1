/**
 * Consonant-skeleton keys for Latin renderings of Arabic-origin names (research 7.2.9).
 *
 * Key alphabet (shared with `arabicTokenSkeletons`): a token reduces to its consonant classes
 * b d f h k l m n r s t, plus a leading `a` when the name starts with a vowel or w/y (Latin
 * spellings vocalise or drop the initial ا ع و ي: Walid/Oualid, Yusuf/Jusuf, Usama/Osama), with
 * doubles collapsed. Vowels, w and y are dropped elsewhere, because they render the unwritten
 * short vowels and the long vowels/diphthongs ا و ي of the Arabic (Husayn/Hussein, Marwan/Marouane).
 */

/** Multi-letter spellings of one Arabic consonant, longest first. */
const DIGRAPHS: readonly (readonly [string, string])[] = [
  ['tch', 's'],
  ['dj', 'k'],
  ['dh', 'd'],
  ['th', 't'],
  ['kh', 'h'],
  ['gh', 'k'],
  ['sh', 's'],
  ['ch', 's'],
  ['ph', 'f'],
  ['ck', 'k'],
];

/** Single letters → class; vowels and the semi-vowels w/y map to '' (v renders ف or Persian و: f). */
// prettier-ignore
const LETTER_CLASS: Readonly<Record<string, string>> = {
  a: '', e: '', i: '', o: '', u: '', y: '', w: '',
  b: 'b', p: 'b', c: 'k', g: 'k', j: 'k', k: 'k', q: 'k', d: 'd', f: 'f', v: 'f',
  h: 'h', l: 'l', m: 'm', n: 'n', r: 'r', s: 's', z: 's', t: 't', x: 'ks',
};

/** Latin forms of the assimilated or bare Arabic article: ad-Din, ash-Shami, ar-Rahman, el, ul. */
// prettier-ignore
const ARTICLE_FORMS: ReadonlySet<string> = new Set([
  'al', 'el', 'ul', 'ol', 'il', 'l',
  'ad', 'adh', 'ar', 'as', 'ash', 'at', 'ath', 'az', 'an', 'ed', 'er', 'es', 'esh', 'et', 'ez', 'en',
  'ud', 'ur', 'us', 'ush', 'ut', 'uz', 'un']);

/** Latin forms of ابن / بن (son of); ibn keeps its vowel in writing but not in the key. */
/** Standalone spellings of عبد (abd, or abd + article written apart from the name that follows it). */
const ABD_FORMS: ReadonlySet<string> = new Set([
  'abd',
  'abdul',
  'abdel',
  'abdal',
  'abdol',
  'abdoul',
  'abdu',
  'abde',
  'abdi',
  'abdo',
]);

const SON_OF_FORMS: ReadonlySet<string> = new Set(['bin', 'ibn', 'ben', 'bn', 'ebn', 'ibin', 'b']);

/**
 * Rewrites spellings of the article inside compounds to `l`, so Abdurrahman, Abd-ar-Rahman and
 * Abdelrahman share a key, and Nasruddin meets Nasr al-Din; the Arabic side writes ال there.
 */
function canonicaliseArticleInCompounds(word: string): string {
  return word
    .replace(/^(abd|abu|abou)[aeiou]?(t|th|d|dh|r|z|s|sh|n)\2/u, '$1l$2')
    .replace(/^(abd)[aeiou]?l/u, '$1l')
    .replace(/(?<=[a-z]{2})[aeiou](d)\1(in|een|ine)$/u, 'ld$2');
}

function toClasses(word: string): string {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const digraph = DIGRAPHS.find(([spelling]) => word.startsWith(spelling, i));
    if (digraph) {
      out += digraph[1];
      i += digraph[0].length;
      continue;
    }
    const ch = word[i] ?? '';
    out += LETTER_CLASS[ch] ?? '';
    i += 1;
  }
  return out;
}

function collapseDoubles(key: string): string {
  let out = '';
  for (const ch of key) if (out[out.length - 1] !== ch) out += ch;
  return out;
}

/**
 * Consonant-skeleton key of a Latin token (lowercase; any accents, apostrophes, hyphens and digits are ignored).
 * Range: a string over `a b d f h k l m n r s t` (`a` only first); '' when the token has no letters.
 *
 * @example latinSkeleton('mohammed') === latinSkeleton('muhammad') === latinSkeleton('mhmd') // 'mhmd'
 * @example latinSkeleton('qaddafi') === latinSkeleton('gadhafi') // 'kdf' (the Arabic side also emits 'ksf' for ذ read as z: Kazzafi)
 * @example latinSkeleton('hussein') === latinSkeleton('husayn') // 'hsn'
 * @example latinSkeleton('abdurrahman') === latinSkeleton('abdelrahman') // 'abdlrhmn'
 * @example latinSkeleton('ibn') === latinSkeleton('ben') // 'bn'; latinSkeleton('ad') === latinSkeleton('el') // 'al'
 */
export function latinSkeleton(token: string): string {
  const word = token
    .toLowerCase()
    .replace(/ç/gu, 's')
    .normalize('NFD')
    .replace(/[^a-z]/gu, '')
    // French/Italian-style c before a front vowel is s (Lounici, Mecili); elsewhere k (Qacem → k).
    .replace(/c(?=[eiy])/gu, 's');
  if (word === '') return '';
  if (ARTICLE_FORMS.has(word)) return 'al';
  if (ABD_FORMS.has(word)) return 'abd';
  if (SON_OF_FORMS.has(word)) return 'bn';
  // Word-final h after a vowel renders taa marbuta or a final ه: Fatimah/Fatima, Abdullah/Abdulla.
  const trimmed = word.length >= 5 ? word.replace(/([aeiou])h$/u, '$1') : word;
  const canonical = canonicaliseArticleInCompounds(trimmed);
  const startsWithVowel = /^[aeiouyw]/u.test(canonical);
  const classes = collapseDoubles(toClasses(canonical));
  return startsWithVowel ? `a${classes}` : classes;
}

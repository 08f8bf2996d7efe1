/**
 * R5.30: consonant skeletons that keep the consonantal w and y. The plain skeleton (`latinSkeleton`,
 * `arabicTokenSkeletons`) drops و / ي and Latin w / y because they also write long vowels; a name of two
 * other consonants then has a two-class key that meets too many names to carry a name alone (جوادي /
 * DJOUADI `kd`, روين / ROUINE `rn`). Where the Latin spelling writes a w or y as a consonant (before a
 * vowel, French ou before a vowel) and the Arabic has و / ي in that place, the key is one class longer
 * and as telling as a three-consonant key: `kwd` for both جوادي and Djouadi, while Kaid stays `kd`.
 */
import { wordKeys } from './arabic-skeleton';
import { lettersOf, toClasses, withoutFinalH } from './latin-skeleton';
import { normalizeArabicText } from './normalize-arabic';
import { splitArabicParticle } from './particles';

const VOWELS = 'aeiou';
const isVowel = (ch: string | undefined): boolean => ch !== undefined && VOWELS.includes(ch);

/** Keys with a w or y and three classes or more: shorter ones add nothing to the plain two-class key. */
const telling = (key: string): boolean => key.length >= 3 && /[wy]/u.test(key);

/**
 * Latin side: the consonant classes of `toClasses` with w (w, ou before a vowel, au not before a vowel) and
 * y (before a vowel) kept where they are consonants; the first letter keeps the plain rule (a leading vowel, w or y
 * is `a`). '' when the spelling has no consonantal w or y, or is a particle.
 *
 * @example latinSemivowelSkeleton('djouadi') // 'kwd'
 * @example latinSemivowelSkeleton('bouyehia') // 'byh'
 * @example latinSemivowelSkeleton('kaid') // ''
 */
export function latinSemivowelSkeleton(token: string): string {
  const word = withoutFinalH(lettersOf(token));
  if (word.length < 3) return '';
  let key = isVowel(word[0]) || word[0] === 'w' || word[0] === 'y' ? 'a' : '';
  let segment = '';
  let i = key === '' ? 0 : 1;
  const flush = (marker: string) => {
    key += toClasses(segment) + marker;
    segment = '';
  };
  while (i < word.length) {
    const ch = word.charAt(i);
    const next = word[i + 1];
    if (ch === 'o' && next === 'u' && isVowel(word[i + 2])) {
      flush('w');
      i += 2;
    } else if (ch === 'a' && next === 'u' && !isVowel(word[i + 2])) {
      // R7.3: au not before a vowel writes the diphthong aw, a consonantal و (Taufiq توفيق, Naufal نوفل, Shekau).
      segment += ch;
      flush('w');
      i += 2;
    } else if (ch === 'w' || (ch === 'y' && isVowel(next))) {
      flush(ch);
      i += 1;
    } else {
      segment += ch;
      i += 1;
    }
  }
  flush('');
  const collapsed = collapseDoubles(key);
  return telling(collapsed) ? collapsed : '';
}

function collapseDoubles(key: string): string {
  let out = '';
  for (const ch of key) if (out[out.length - 1] !== ch) out += ch;
  return out;
}

/**
 * Arabic side: the skeleton keys with each medial و / ي read as consonant or as long vowel, for the word
 * and, after the article, for its stem alone and joined (al-Aouadi, Aouadi); only keys with a w or y.
 *
 * @example arabicSemivowelSkeletons('جوادي') // ['kwd']
 * @example arabicSemivowelSkeletons('العوادي') // ['awd', 'alwd']
 */
export function arabicSemivowelSkeletons(token: string): string[] {
  const word = normalizeArabicText(token).replace(/[^\u0621-\u064A\u0686]/gu, '');
  if (word.length < 3) return [];
  const { particle, stem } = splitArabicParticle(word);
  const keys =
    particle === 'ال' && stem !== ''
      ? [
          ...wordKeys(stem, true, true),
          ...wordKeys(stem, false, true).map((k) => collapseDoubles(`al${k}`)),
        ]
      : wordKeys(word, true, true);
  return [...new Set(keys.filter(telling))];
}

/** Memo of the Arabic query token's keys: one computation per token, however many names it meets. */
const arabicKeys = new Map<string, readonly string[]>();
const MEMO_LIMIT = 10_000;

/**
 * True when the Arabic token and the Latin token share a w/y-keeping skeleton (three classes or more,
 * one of them w or y): the Latin spelling writes the same consonants, its w and y included.
 */
export function semivowelSkeletonsMeet(arabicToken: string, latinToken: string): boolean {
  const latin = latinSemivowelSkeleton(latinToken);
  if (latin === '') return false;
  return arabicSemivowelKeysOf(arabicToken).includes(latin);
}

/** `arabicSemivowelSkeletons`, memoised: scoring (R5.30) and retrieval (R7.2) ask for the same query words. */
export function arabicSemivowelKeysOf(arabicToken: string): readonly string[] {
  let keys = arabicKeys.get(arabicToken);
  if (keys === undefined) {
    if (arabicKeys.size >= MEMO_LIMIT) arabicKeys.clear();
    keys = arabicSemivowelSkeletons(arabicToken);
    arabicKeys.set(arabicToken, keys);
  }
  return keys;
}

/**
 * Consonant-skeleton keys for Latin renderings of Arabic-origin names (research 7.2.9).
 *
 * Key alphabet (shared with `arabicTokenSkeletons`): a token reduces to its consonant classes
 * b d f h k l m n r s t, plus a leading `a` when the name starts with a vowel or w/y (Latin
 * spellings vocalise or drop the initial ا ع و ي: Walid/Oualid, Yusuf/Jusuf, Usama/Osama), with
 * doubles collapsed. Vowels, w and y are dropped elsewhere, because they render the unwritten
 * short vowels and the long vowels/diphthongs ا و ي of the Arabic (Husayn/Hussein, Marwan/Marouane).
 */

/**
 * Class of each letter a–z (index = char code − 97); vowels and the semi-vowels w/y map to ''
 * (v renders ف or Persian و: f). Multi-letter spellings of one consonant (tch, dj, dh, th, kh, gh,
 * sh, ch, ph, ck) are read in `toClasses`. A flat table: the key is computed for every list token
 * and every token pair the transliteration learner aligns, so no per-character search or allocation.
 */
// prettier-ignore
const LETTER_CLASS: readonly string[] = [
  /* a */ '', /* b */ 'b', /* c */ 'k', /* d */ 'd', /* e */ '', /* f */ 'f', /* g */ 'k', /* h */ 'h',
  /* i */ '', /* j */ 'k', /* k */ 'k', /* l */ 'l', /* m */ 'm', /* n */ 'n', /* o */ '', /* p */ 'b',
  /* q */ 'k', /* r */ 'r', /* s */ 's', /* t */ 't', /* u */ '', /* v */ 'f', /* w */ '', /* x */ 'ks',
  /* y */ '', /* z */ 's',
];

const CODE_A = 97;
const CODE_Z = 122;
const CODE_C = 99;
const CODE_D = 100;
const CODE_G = 103;
const CODE_H = 104;
const CODE_J = 106;
const CODE_K = 107;
const CODE_P = 112;
const CODE_S = 115;
const CODE_T = 116;

/** Latin forms of the assimilated or bare Arabic article: ad-Din, ash-Shami, ar-Rahman, el, ul. */
// prettier-ignore
const ARTICLE_FORMS: ReadonlySet<string> = new Set([
  'al', 'el', 'ul', 'ol', 'il', 'l',
  'ad', 'adh', 'ar', 'as', 'ash', 'at', 'ath', 'az', 'an', 'ed', 'er', 'es', 'esh', 'et', 'ez', 'en',
  'ud', 'ur', 'us', 'ush', 'ut', 'uz', 'un']);

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

/** Latin forms of ابن / بن (son of); ibn keeps its vowel in writing but not in the key. */
const SON_OF_FORMS: ReadonlySet<string> = new Set(['bin', 'ibn', 'ben', 'bn', 'ebn', 'ibin', 'b']);

/**
 * Rewrites spellings of the article inside compounds to `l`, so Abdurrahman, Abd-ar-Rahman and
 * Abdelrahman share a key, and Nasruddin meets Nasr al-Din; the Arabic side writes ال there.
 */
function canonicaliseArticleInCompounds(word: string): string {
  // Cheap guards first: only abd/abu/abou heads and -dd-in tails can change.
  const head = word.startsWith('ab');
  if (!head && !word.includes('dd')) return word;
  return word
    .replace(/^(abd|abu|abou)[aeiou]?(t|th|d|dh|r|z|s|sh|n)\2/u, '$1l$2')
    .replace(/^(abd)[aeiou]?l/u, '$1l')
    .replace(/(?<=[a-z]{2})[aeiou](d)\1(in|een|ine)$/u, 'ld$2');
}

// Multi-letter spellings of one consonant: [class, letters consumed].
const TCH = ['s', 3] as const;
const DJ = ['k', 2] as const;
const DH = ['d', 2] as const;
const TH = ['t', 2] as const;
const KH = ['h', 2] as const;
const GH = ['k', 2] as const;
const SH = ['s', 2] as const;
const CH = ['s', 2] as const;
const PH = ['f', 2] as const;
const CK = ['k', 2] as const;

/** Class letter and length of a multi-letter spelling of one consonant at `i`, or undefined. */
function digraphAt(word: string, i: number): readonly [string, number] | undefined {
  const next = word.charCodeAt(i + 1);
  switch (word.charCodeAt(i)) {
    case CODE_T:
      if (next === CODE_C && word.charCodeAt(i + 2) === CODE_H) return TCH;
      return next === CODE_H ? TH : undefined;
    case CODE_D:
      if (next === CODE_J) return DJ;
      return next === CODE_H ? DH : undefined;
    case CODE_K:
      return next === CODE_H ? KH : undefined;
    case CODE_G:
      return next === CODE_H ? GH : undefined;
    case CODE_S:
      return next === CODE_H ? SH : undefined;
    case CODE_C:
      if (next === CODE_H) return CH;
      return next === CODE_K ? CK : undefined;
    case CODE_P:
      return next === CODE_H ? PH : undefined;
    default:
      return undefined;
  }
}

/** Consonant classes of a lowercase a–z word with doubled classes collapsed (Hussein → hsn). */
export function toClasses(word: string): string {
  let out = '';
  let last = '';
  let i = 0;
  while (i < word.length) {
    const digraph = digraphAt(word, i);
    const classes = digraph?.[0] ?? LETTER_CLASS[word.charCodeAt(i) - CODE_A] ?? '';
    i += digraph?.[1] ?? 1;
    for (let k = 0; k < classes.length; k += 1) {
      const ch = classes.charAt(k);
      if (ch !== last) out += ch;
      last = ch;
    }
  }
  return out;
}

function isPlainLowercase(token: string): boolean {
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    if (code < CODE_A || code > CODE_Z) return false;
  }
  return true;
}

/** Lowercase a–z letters only; c before a front vowel reads s. Normalised tokens skip the Unicode work. */
export function lettersOf(token: string): string {
  const letters = isPlainLowercase(token)
    ? token
    : token
        .toLowerCase()
        .replace(/ç/gu, 's')
        .normalize('NFD')
        .replace(/[^a-z]/gu, '');
  // French/Italian-style c before a front vowel is s (Lounici, Mecili); elsewhere k (Qacem → k).
  return letters.includes('c') ? letters.replace(/c(?=[eiy])/gu, 's') : letters;
}

const VOWELS: ReadonlySet<string> = new Set(['a', 'e', 'i', 'o', 'u']);
const VOWEL_LIKE_INITIALS: ReadonlySet<string> = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'w']);

/** Word-final h after a vowel renders taa marbuta or a final ه: Fatimah/Fatima, Abdullah/Abdulla. */
export function withoutFinalH(word: string): string {
  if (word.length < 5 || word.charCodeAt(word.length - 1) !== CODE_H) return word;
  return VOWELS.has(word.charAt(word.length - 2)) ? word.slice(0, -1) : word;
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
  const word = lettersOf(token);
  if (word === '') return '';
  if (ARTICLE_FORMS.has(word)) return 'al';
  if (ABD_FORMS.has(word)) return 'abd';
  if (SON_OF_FORMS.has(word)) return 'bn';
  const canonical = canonicaliseArticleInCompounds(withoutFinalH(word));
  const classes = toClasses(canonical);
  return VOWEL_LIKE_INITIALS.has(canonical.charAt(0)) ? `a${classes}` : classes;
}

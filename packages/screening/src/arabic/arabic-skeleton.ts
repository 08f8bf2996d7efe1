/**
 * Consonant-skeleton keys of Arabic tokens in the Latin key space of `latinSkeleton`, so an
 * Arabic-script name meets its Latin renderings without guessing the unwritten vowels.
 */
import { normalizeArabicText } from './normalize-arabic';
import { SUN_LETTERS, splitArabicParticle } from './particles';

/**
 * Latin key classes each letter is written with, most frequent first. Letters with several
 * established renderings get several classes: ث th/s, ذ dh/z, ض d/z (Persian Ramazan), ظ z/dh, چ ch/j.
 */
// prettier-ignore
const LETTER_KEYS: Readonly<Record<string, readonly string[]>> = {
  ب: ['b'], ت: ['t'], ث: ['t', 's'], ج: ['k'], ح: ['h'], خ: ['h'], د: ['d'], ذ: ['d', 's'], ر: ['r'],
  ز: ['s'], س: ['s'], ش: ['s'], ص: ['s'], ض: ['d', 's'], ط: ['t'], ظ: ['s', 'd'], غ: ['k'], ف: ['f'],
  ق: ['k'], ك: ['k'], ل: ['l'], م: ['m'], ن: ['n'], ه: ['h'],
  // R7.1: the Persian چ is Latin ch (class s), and k as the ج an Arabic writer spells it with.
  چ: ['s', 'k'],
  // Long vowels, semi-vowels and the ʿayn are written as vowels (or not at all) in Latin.
  ا: [''], ع: [''], و: [''], ي: [''], ء: [''],
};

/** Letters that a Latin spelling renders as a vowel (or w/y) at the start of a name. */
const VOWEL_LIKE_INITIALS: ReadonlySet<string> = new Set(['ا', 'ع', 'و', 'ي', 'ء']);

/** Upper bound on keys per token: enough for two ambiguous letters times the article forms. */
const MAX_KEYS = 12;

function collapseDoubles(key: string): string {
  let out = '';
  for (const ch of key) if (out[out.length - 1] !== ch) out += ch;
  return out;
}

/**
 * Skeleton keys of a bare word (no article handling), most likely first. `atStart` is false for a
 * part that follows other letters in the Latin spelling (al-Islam, Saif-ul-Islam), whose first vowel is dropped.
 */
export function wordKeys(word: string, atStart = true, semivowels = false): string[] {
  const letters = [...word];
  let partial: string[] = [''];
  letters.forEach((letter, index) => {
    let options: readonly string[] = LETTER_KEYS[letter] ?? [''];
    if (index === 0 && atStart && VOWEL_LIKE_INITIALS.has(letter)) options = ['a'];
    const previous = letters[index - 1] ?? '';
    const isLast = index === letters.length - 1 && index > 0;
    // R5.30 (semivowel keys only): a medial و / ي is a consonant w / y or a long vowel; both readings.
    if (semivowels && index > 0 && !isLast && (letter === 'و' || letter === 'ي'))
      options = ['', letter === 'و' ? 'w' : 'y'];
    // A final ه is usually the taa marbuta (Fatima, Osama; Hayat, Izzat in construct) unless it
    // follows a long vowel or ل (Shah, Allah). Latin keys drop a final vowel+h (Fatimah, Saleh),
    // so a final ح also gets an h-less key.
    if (letter === 'ه' && isLast) {
      options =
        previous === 'ا' || previous === 'ل' || previous === 'و' ? ['h', '', 't'] : ['', 'h', 't'];
    } else if (letter === 'ح' && isLast) {
      options = ['h', ''];
    } else if (
      (letter === 'ه' || letter === 'ح') &&
      (previous === 'س' || previous === 'د' || previous === 'ت')
    ) {
      // Latin reads s+h, d+h, t+h as the digraphs sh, dh, th (Ishaq, Adham), whose key has no h.
      options = ['h', ''];
    } else if (
      letter === 'ك' &&
      index + 2 < letters.length &&
      (letters[index + 1] === 'ح' || letters[index + 1] === 'ه')
    ) {
      // R5.31: Latin writes a medial ك+ح / ك+ه as the digraph kh (Lakhal / لكحل), whose key is the h alone.
      options = ['k', ''];
    } else if (letter === 'ت' && letters[index + 1] === 'ش') {
      // تش renders the ch/tch of foreign names (Acheson, Vojvodić), whose key is a single s.
      options = ['t', ''];
    }
    const next: string[] = [];
    for (const prefix of partial) for (const option of options) next.push(prefix + option);
    partial = next.slice(0, MAX_KEYS * 2);
  });
  return partial.map(collapseDoubles);
}

/** Known second halves of compounds whose inner article may be written assimilated (Nasruddin, Saifullah). */
const COMPOUND_TAILS: readonly string[] = ['الدين', 'الله', 'الاسلام', 'الرحمن', 'الحق'];

/**
 * Splits an inner article off عبد/ابو compounds and "X al-Din"-type compounds, returning the part
 * before the article and the part after it (without ال), or undefined.
 */
function innerArticle(word: string): { head: string; tail: string } | undefined {
  for (const head of ['عبد', 'ابو']) {
    if (word.startsWith(`${head}ال`) && word.length > head.length + 3) {
      return { head, tail: word.slice(head.length + 2) };
    }
  }
  for (const tail of COMPOUND_TAILS) {
    if (word.endsWith(tail) && word.length > tail.length + 1) {
      return { head: word.slice(0, -tail.length), tail: tail.slice(2) };
    }
  }
  return undefined;
}

function pushUnique(target: string[], keys: readonly string[]): void {
  for (const key of keys) if (key !== '' && !target.includes(key)) target.push(key);
}

function combine(
  heads: readonly string[],
  middles: readonly string[],
  tails: readonly string[],
): string[] {
  const out: string[] = [];
  for (const tail of tails)
    for (const head of heads)
      for (const middle of middles) out.push(collapseDoubles(head + middle + tail));
  return out;
}

/**
 * Skeleton keys of a normalised Arabic token (see `normalizeArabicText`) in the `latinSkeleton` key space,
 * most likely first, at most 12, never empty for a token with letters.
 *
 * Alternatives cover letters with several Latin renderings (ث t/s, ذ d/z, ض d/z, ظ z/d), a final ه
 * (taa marbuta: Fatima/Fatimah), and the article: `الرحمن` → `alrhmn` (al-Rahman), `rhmn` (Rahman),
 * `arhmn` (ar-Rahman, assimilated before a sun letter). Standalone ابن/بن → `bn`, ابو → `ab`.
 *
 * @example arabicTokenSkeletons('محمد') // ['mhmd']
 * @example arabicTokenSkeletons('القذافي') // ['alkdf', 'kdf', 'alksf', 'ksf', ...]
 * @example arabicTokenSkeletons('عبدالرحمن') // ['abdlrhmn', 'abdrhmn']
 */
export function arabicTokenSkeletons(token: string): string[] {
  const word = normalizeArabicText(token).replace(/[^\u0621-\u064A\u0686]/gu, '');
  if (word === '') return [];
  if (word === 'ابن' || word === 'بن' || word === 'بنت') return word === 'بنت' ? ['bnt'] : ['bn'];
  if (word === 'ال') return ['al'];
  const keys: string[] = [];
  const { particle, stem } = splitArabicParticle(word);
  if (particle === 'ال' && stem !== '') {
    const joinedKeys = wordKeys(stem, false);
    const stemKeys = wordKeys(stem);
    const assimilated = SUN_LETTERS.has([...stem][0] ?? '');
    joinedKeys.forEach((joinedKey, index) => {
      pushUnique(keys, [collapseDoubles(`al${joinedKey}`), stemKeys[index] ?? '']);
      if (assimilated) pushUnique(keys, [`a${joinedKey}`]);
    });
    return keys.slice(0, MAX_KEYS);
  }
  const inner = innerArticle(word);
  if (inner) {
    const headKeys = wordKeys(inner.head);
    const tailKeys = wordKeys(inner.tail, false);
    pushUnique(keys, combine(headKeys, ['l'], tailKeys));
    if (SUN_LETTERS.has([...inner.tail][0] ?? ''))
      pushUnique(keys, combine(headKeys, [''], tailKeys));
    return keys.slice(0, MAX_KEYS);
  }
  pushUnique(keys, wordKeys(word));
  return keys.slice(0, MAX_KEYS);
}

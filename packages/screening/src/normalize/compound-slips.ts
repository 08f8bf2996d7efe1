/**
 * R5.33: a one-token theophoric compound typed with a slip in its head, or split inside (Adbdurrahman,
 * Abdlilah, GBDELRAHMMAN, bdolfatah, Abdephamid, "Abderre zak"), no longer reads as a compound: nothing
 * folds it to the listed `abdul` + stem token, the typed word is several edits from that folded form, and
 * the name is not even retrieved. Query side only: such a word is read back as the compound it is one
 * slip from, when that compound (folded) is a listed token.
 */
import { foldCompounds } from './compounds';

// Only letters a one-token head can hold (abd, the vowels, l, the doubled sun letters and the h of sh).
const LETTERS = 'abdeioulshrtzn';
/** The head of a one-token form: abd + vowel (ou) + l or a doubled letter; slips there break the folding. */
const HEAD_SPAN = 7;
/** Shorter words are too many names one slip apart to read as a compound. */
const MIN_LENGTH = 7;
const ONE_TOKEN_FORM = /^abd(?:ou|[aeiou])(?:l|(sh|[rsdtzn])(?=\1))(.{3,})$/;

/** The folded compound of a one-token form when that is a listed token, else undefined. */
function listedFold(word: string, known: (token: string) => boolean): string | undefined {
  if (!ONE_TOKEN_FORM.test(word)) return undefined;
  const folded = foldCompounds([word])[0];
  return folded !== undefined && folded !== word && known(folded) ? folded : undefined;
}

/**
 * Every listed folded compound one edit (insert, delete, substitute, adjacent swap) inside the head span
 * of `word` away, in a fixed order. A slip past the head leaves the word a compound, read by the
 * ordinary folding and one-slip rules.
 */
function oneSlipCompounds(word: string, known: (token: string) => boolean): string[] {
  const found: string[] = [];
  const tryWord = (candidate: string): void => {
    const folded = listedFold(candidate, known);
    if (folded !== undefined && !found.includes(folded)) found.push(folded);
  };
  const span = Math.min(HEAD_SPAN, word.length);
  for (let i = 0; i < span; i += 1) {
    tryWord(word.slice(0, i) + word.slice(i + 1));
    if (i + 1 < word.length)
      tryWord(word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2));
    for (const letter of LETTERS) {
      if (letter !== word.charAt(i)) tryWord(word.slice(0, i) + letter + word.slice(i + 1));
      tryWord(word.slice(0, i) + letter + word.slice(i));
    }
  }
  return found;
}

/** Cheap guard: one slip in "abd" leaves at least two of its letters a, b, d among the first four. */
function mayBeSlippedHead(word: string): boolean {
  const head = word.slice(0, 4);
  let found = 0;
  for (const letter of 'abd') if (head.includes(letter)) found += 1;
  return found >= 2;
}

/**
 * The query read with one slipped compound repaired, folded (`raw`: the query as tokenised, before
 * folding), or undefined. A word qualifies when no list holds it, it has 7+ letters, no compound folding
 * reads it already, and exactly one listed compound is one slip from it (two would be a guess). Two
 * adjacent words no list holds whose join is a one-token compound form that folds to a listed token are
 * that compound split inside ("Abderre zak").
 */
export interface SlippedCompoundReading {
  /** The query's tokens with the compound read back, folded. */
  readonly tokens: string[];
  /** The word(s) as typed, for the analysis. */
  readonly typed: string;
}

export function slippedCompoundReading(
  raw: readonly string[],
  known: (token: string) => boolean,
): SlippedCompoundReading | undefined {
  for (let i = 0; i < raw.length; i += 1) {
    const word = raw[i] ?? '';
    if (word.length < MIN_LENGTH - 2 || known(word)) continue;
    const next = raw[i + 1];
    if (next !== undefined && word.startsWith('abd') && !known(next)) {
      const joined = listedFold(word + next, known);
      if (joined !== undefined)
        return {
          tokens: foldCompounds([...raw.slice(0, i), word + next, ...raw.slice(i + 2)]),
          typed: `${word} ${next}`,
        };
    }
    if (word.length < MIN_LENGTH || !mayBeSlippedHead(word) || ONE_TOKEN_FORM.test(word)) continue;
    const repairs = oneSlipCompounds(word, known);
    const repaired = repairs[0];
    // The folded form folds to itself, so the rest of the query folds as it would have.
    if (repairs.length === 1 && repaired !== undefined)
      return {
        tokens: foldCompounds([...raw.slice(0, i), repaired, ...raw.slice(i + 1)]),
        typed: word,
      };
  }
  return undefined;
}

import { CANDIDATES } from '../config';
import type { TokenData } from '../tokens/token-data';
import type { NameRecord } from './build-index';
import type { Vocabulary } from './vocabulary';

/** A word the query types more than once: its spelling, curated variant group and how often it is typed. */
interface RepeatedWord {
  readonly text: string;
  readonly variant: string | undefined;
  readonly times: number;
}

/**
 * The words typed twice or more in one of the query's token lists (Mohamed Mohamed), each once: the joined and
 * Arabic forms repeat the Latin name's words, and a word is raised once, for the most times one list types it.
 */
export function repeatedWords(tokenLists: readonly (readonly TokenData[])[]): RepeatedWord[] {
  const most = new Map<string, RepeatedWord>();
  for (const tokens of tokenLists) {
    const counts = new Map<string, { token: TokenData; times: number }>();
    for (const token of tokens) {
      if (token.arabic || token.text.length < 2) continue;
      const seen = counts.get(token.text);
      if (seen === undefined) counts.set(token.text, { token, times: 1 });
      else seen.times += 1;
    }
    for (const { token, times } of counts.values()) {
      if (times < 2 || (most.get(token.text)?.times ?? 0) >= times) continue;
      most.set(token.text, { text: token.text, variant: token.variant, times });
    }
  }
  return [...most.values()];
}

/**
 * R9.3: retrieval counts each typed word once per record, so a name typed with the same word twice ("Mohamed
 * Mohamed") ties every listed name holding that word once, and the shortest of those thousands took the top-K
 * cut ahead of MOHAMED OMAR MOHAMED. A listed name holding the repeated word (or a curated variant of it) as
 * often as it is typed is raised by `CANDIDATES.repeatedWordRaise`, more than any length tie-break and less
 * than one more matching word. Runs only for a query with a repeated word; scores are not touched.
 */
export function raiseRepeatedWords(
  repeated: readonly RepeatedWord[],
  records: readonly NameRecord[],
  vocabulary: Vocabulary,
  touched: Int32Array,
  touchedCount: number,
  totals: Float64Array,
): void {
  // A query repeating a common word ("Mohamed Mohamed") touches thousands of names of a few words each, drawn
  // from a few thousand token ids: whether a token id is the word is read once per id, not once per name.
  const verdicts = new Uint8Array(vocabulary.tokens.length);
  for (const word of repeated) {
    verdicts.fill(UNREAD);
    for (let i = 0; i < touchedCount; i += 1) {
      const recordId = touched[i] ?? 0;
      const tokens = records[recordId]?.tokens;
      if (tokens === undefined || tokens.length < word.times) continue;
      let held = 0;
      for (let k = 0; k < tokens.length; k += 1) {
        const tokenId = tokens[k] ?? 0;
        let verdict = verdicts[tokenId] ?? NOT_THE_WORD;
        if (verdict === UNREAD) {
          const token = vocabulary.token(tokenId);
          verdict =
            token.text === word.text ||
            (word.variant !== undefined && token.variant === word.variant)
              ? THE_WORD
              : NOT_THE_WORD;
          verdicts[tokenId] = verdict;
        }
        if (verdict === THE_WORD) held += 1;
      }
      if (held >= word.times)
        totals[recordId] = (totals[recordId] ?? 0) + CANDIDATES.repeatedWordRaise;
    }
  }
}

const UNREAD = 0;
const THE_WORD = 1;
const NOT_THE_WORD = 2;

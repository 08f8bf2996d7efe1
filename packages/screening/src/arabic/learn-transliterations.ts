/**
 * Mines Arabic-token → Latin-token correspondences from bilingual names held by the lists
 * (the same entity's Arabic-script name beside its Latin name, as in UN NAME_ORIGINAL_SCRIPT or
 * the UK "Name Non-Latin Script" column).
 */
import { arabicTokenSkeletons } from './arabic-skeleton';
import { latinSkeleton } from './latin-skeleton';
import { normalizeArabicText } from './normalize-arabic';
import { splitArabicParticle } from './particles';
import type { TransliterationTable } from './transliterate';
import { runToEnd } from '../run-to-end';

/** A pair below this skeleton similarity is never aligned. */
const MIN_ALIGN_SIMILARITY = 0.5;
/** A pair seen once is kept only with this much skeleton agreement; pairs seen twice or more are kept from MIN_ALIGN_SIMILARITY. */
const STRONG_SIMILARITY = 0.75;
const MIN_SUPPORT = 2;

/** Reused Levenshtein rows: the learner compares hundreds of thousands of short keys. */
let previousRow = new Int32Array(32);
let currentRow = new Int32Array(32);

function levenshtein(a: string, b: string): number {
  if (previousRow.length <= b.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j += 1) previousRow[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    currentRow[0] = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1;
      currentRow[j] = Math.min(
        (previousRow[j] ?? 0) + 1,
        (currentRow[j - 1] ?? 0) + 1,
        (previousRow[j - 1] ?? 0) + cost,
      );
    }
    const swap = previousRow;
    previousRow = currentRow;
    currentRow = swap;
  }
  return previousRow[b.length] ?? 0;
}

function similarityOfKeys(arabicKeys: readonly string[], latinKey: string): number {
  if (latinKey === '') return 0;
  let best = 0;
  for (const key of arabicKeys) {
    const longest = Math.max(key.length, latinKey.length);
    best = Math.max(best, 1 - levenshtein(key, latinKey) / longest);
  }
  return best;
}

/** Similarity in [0,1] of an Arabic token and a Latin token through their consonant skeletons. */
export function skeletonSimilarity(arabicToken: string, latinToken: string): number {
  return similarityOfKeys(arabicTokenSkeletons(arabicToken), latinSkeleton(latinToken));
}

/**
 * Skeleton similarities memoised for one learning run: bilingual names repeat the same tokens
 * (محمد, عبد الله, al) thousands of times, and the alignment tries several joins per token pair,
 * so each distinct token's keys and each distinct pair's similarity are computed once.
 */
export class SkeletonMemo {
  private readonly arabicKeys = new Map<string, readonly string[]>();
  private readonly latinKeys = new Map<string, string>();
  private readonly pairs = new Map<string, Map<string, number>>();

  similarity(arabicToken: string, latinToken: string): number {
    let byLatin = this.pairs.get(arabicToken);
    if (byLatin === undefined) {
      byLatin = new Map();
      this.pairs.set(arabicToken, byLatin);
    }
    const known = byLatin.get(latinToken);
    if (known !== undefined) return known;
    let arabicKeys = this.arabicKeys.get(arabicToken);
    if (arabicKeys === undefined) {
      arabicKeys = arabicTokenSkeletons(arabicToken);
      this.arabicKeys.set(arabicToken, arabicKeys);
    }
    let latinKey = this.latinKeys.get(latinToken);
    if (latinKey === undefined) {
      latinKey = latinSkeleton(latinToken);
      this.latinKeys.set(latinToken, latinKey);
    }
    const similarity = similarityOfKeys(arabicKeys, latinKey);
    byLatin.set(latinToken, similarity);
    return similarity;
  }
}

/** Latin name → lowercase, accent-free letter tokens; apostrophes (ʿayn, hamza) are dropped inside tokens. */
function latinTokens(latin: string): string[] {
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`ʿʾ]/gu, '')
    .split(/[^a-z]+/u)
    .filter((token) => token !== '');
}

interface AlignedPair {
  readonly arabic: string;
  readonly latin: string;
  readonly similarity: number;
}

/** Moves of the alignment: skip an Arabic token, skip a Latin token, pair 1:1, join two Arabic, join two Latin. */
const SKIP_ARABIC = 1;
const SKIP_LATIN = 2;
const PAIR = 3;
const JOIN_ARABIC = 4;
const JOIN_LATIN = 5;

/** Token ending at prefix length `k`, or the two last tokens written as one word. */
function tokenAt(tokens: readonly string[], k: number, joined: boolean): string {
  const last = tokens[k - 1] ?? '';
  return joined ? `${tokens[k - 2] ?? ''}${last}` : last;
}

/**
 * Monotone alignment of Arabic and Latin tokens (both lists write given name, father, grandfather,
 * family in the same order) allowing skips and 2:1 / 1:2 joins for compounds written as one word
 * on one side (عبد الله ↔ Abdullah, عبدالله ↔ Abd Allah, التكريتي ↔ al Tikriti).
 * Dynamic programming over (Arabic prefix, Latin prefix) with one back-pointer per cell.
 */
export function alignNameTokens(
  arabicTokens: readonly string[],
  latinTokensList: readonly string[],
  memo: SkeletonMemo = new SkeletonMemo(),
): AlignedPair[] {
  const rows = arabicTokens.length;
  const cols = latinTokensList.length;
  const width = cols + 1;
  const scores = new Float64Array((rows + 1) * width).fill(-Infinity);
  const moves = new Uint8Array((rows + 1) * width);
  const sims = new Float64Array((rows + 1) * width);
  scores[0] = 0;
  const arabicAt = (i: number, move: number): string =>
    tokenAt(arabicTokens, i, move === JOIN_ARABIC);
  const latinAt = (j: number, move: number): string =>
    tokenAt(latinTokensList, j, move === JOIN_LATIN);
  for (let i = 0; i <= rows; i += 1) {
    for (let j = 0; j <= cols; j += 1) {
      if (i === 0 && j === 0) continue;
      let best = -Infinity;
      let bestMove = 0;
      let bestSim = 0;
      // Candidate moves in a fixed order; the first strictly best one wins (determinism).
      for (let move = SKIP_ARABIC; move <= JOIN_LATIN; move += 1) {
        const di = move === SKIP_LATIN ? 0 : move === JOIN_ARABIC ? 2 : 1;
        const dj = move === SKIP_ARABIC ? 0 : move === JOIN_LATIN ? 2 : 1;
        if (i < di || j < dj) continue;
        const from = scores[(i - di) * width + j - dj] ?? -Infinity;
        if (move < PAIR) {
          if (from > best) {
            best = from;
            bestMove = move;
          }
          continue;
        }
        const similarity = memo.similarity(arabicAt(i, move), latinAt(j, move));
        if (similarity < MIN_ALIGN_SIMILARITY) continue;
        // Rewarding similarity above the floor prefers confident pairs over many weak ones; the
        // small bonus per consumed token prefers a join (al + Tikriti) over leaving a particle out.
        const score = from + similarity - MIN_ALIGN_SIMILARITY + 0.05 * (move === PAIR ? 2 : 3);
        if (score > best) {
          best = score;
          bestMove = move;
          bestSim = similarity;
        }
      }
      scores[i * width + j] = best;
      moves[i * width + j] = bestMove;
      sims[i * width + j] = bestSim;
    }
  }
  const pairs: AlignedPair[] = [];
  let i = rows;
  let j = cols;
  while (i > 0 || j > 0) {
    const at = i * width + j;
    const move = moves[at] ?? 0;
    if (move === 0) break;
    if (move >= PAIR)
      pairs.push({ arabic: arabicAt(i, move), latin: latinAt(j, move), similarity: sims[at] ?? 0 });
    if (move !== SKIP_LATIN) i -= move === JOIN_ARABIC ? 2 : 1;
    if (move !== SKIP_ARABIC) j -= move === JOIN_LATIN ? 2 : 1;
  }
  return pairs.reverse();
}

interface Tally {
  count: number;
  similarity: number;
}

function record(
  tallies: Map<string, Map<string, Tally>>,
  arabic: string,
  latin: string,
  similarity: number,
): void {
  let byLatin = tallies.get(arabic);
  if (!byLatin) {
    byLatin = new Map();
    tallies.set(arabic, byLatin);
  }
  const tally = byLatin.get(latin) ?? { count: 0, similarity: 0 };
  tally.count += 1;
  tally.similarity = Math.max(tally.similarity, similarity);
  byLatin.set(latin, tally);
}

const LATIN_ARTICLE = /^(?:al|el|ul|ad|ar|as|ash|at|az|an|ed|er|es|et|ez|en)(?=.{3})/u;

/** A learned table; its entries are what an index snapshot keeps of it. */
export class LearnedTable implements TransliterationTable {
  readonly size: number;
  constructor(readonly entries: ReadonlyMap<string, readonly string[]>) {
    this.size = entries.size;
  }
  lookup(arabicToken: string): readonly string[] {
    return this.entries.get(arabicToken) ?? [];
  }
}

/**
 * Learns Arabic-token → Latin-token correspondences from bilingual names of the same entity.
 *
 * Each pair is tokenised (Arabic via `normalizeArabicText`, Latin lowercased and accent-free), the
 * tokens are aligned in order by consonant-skeleton similarity with skips and compound joins, and
 * every aligned pair is counted. Article-bearing tokens also teach their stem (التكريتي ↔ altikriti
 * teaches تكريتي ↔ tikriti). A correspondence is kept when seen at least twice, or once with skeleton
 * similarity ≥ 0.75. Latin spellings per Arabic token are ordered by support, then similarity, then
 * alphabetically, so the result is deterministic for a given multiset of pairs.
 *
 * @example learnTransliterations([{ arabic: 'صدام حسين التكريتي', latin: 'SADDAM HUSSEIN AL-TIKRITI' }]).lookup('حسين') // ['hussein']
 */
export function learnTransliterations(
  pairs: Iterable<{ arabic: string; latin: string }>,
): TransliterationTable {
  return runToEnd(learnTransliterationsInSlices(pairs));
}

/**
 * {@link learnTransliterations} one pair at a time: yields after each pair, so a caller on an event loop
 * (the server rebuilding its index) can serve requests between pairs. Returns the same table.
 */
export function* learnTransliterationsInSlices(
  pairs: Iterable<{ arabic: string; latin: string }>,
): Generator<void, TransliterationTable, void> {
  const tallies = new Map<string, Map<string, Tally>>();
  const memo = new SkeletonMemo();
  // The lists repeat designations (UN names again in the UK list), so each distinct pair of
  // written names is aligned once and its tokens counted every time it occurs.
  const aligned = new Map<string, Map<string, readonly AlignedPair[]>>();
  const alignmentOf = (arabic: string, latin: string): readonly AlignedPair[] => {
    let byLatin = aligned.get(arabic);
    if (byLatin === undefined) {
      byLatin = new Map();
      aligned.set(arabic, byLatin);
    }
    let result = byLatin.get(latin);
    if (result === undefined) {
      const arabicTokens = normalizeArabicText(arabic)
        .split(' ')
        .filter((token) => token !== '');
      const latinList = latinTokens(latin);
      result =
        arabicTokens.length === 0 || latinList.length === 0
          ? []
          : alignNameTokens(arabicTokens, latinList, memo);
      byLatin.set(latin, result);
    }
    return result;
  };
  for (const pair of pairs) {
    for (const match of alignmentOf(pair.arabic, pair.latin)) {
      record(tallies, match.arabic, match.latin, match.similarity);
      const { particle, stem } = splitArabicParticle(match.arabic);
      const latinStem = match.latin.replace(LATIN_ARTICLE, '');
      if (particle === 'ال' && stem !== '' && latinStem !== match.latin) {
        record(tallies, stem, latinStem, memo.similarity(stem, latinStem));
      }
    }
    yield;
  }
  const entries = new Map<string, readonly string[]>();
  for (const arabic of [...tallies.keys()].sort()) {
    const byLatin = tallies.get(arabic);
    if (!byLatin) continue;
    const kept = [...byLatin.entries()]
      .filter(([, tally]) => tally.count >= MIN_SUPPORT || tally.similarity >= STRONG_SIMILARITY)
      .sort(
        ([latinA, a], [latinB, b]) =>
          b.count - a.count ||
          b.similarity - a.similarity ||
          (latinA < latinB ? -1 : latinA > latinB ? 1 : 0),
      )
      .map(([latin]) => latin);
    if (kept.length > 0) entries.set(arabic, kept);
  }
  return new LearnedTable(entries);
}

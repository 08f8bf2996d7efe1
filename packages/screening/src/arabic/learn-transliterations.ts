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

/** A pair below this skeleton similarity is never aligned. */
const MIN_ALIGN_SIMILARITY = 0.5;
/** A pair seen once is kept only with this much skeleton agreement; pairs seen twice or more are kept from MIN_ALIGN_SIMILARITY. */
const STRONG_SIMILARITY = 0.75;
const MIN_SUPPORT = 2;

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Similarity in [0,1] of an Arabic token and a Latin token through their consonant skeletons. */
export function skeletonSimilarity(arabicToken: string, latinToken: string): number {
  const latinKey = latinSkeleton(latinToken);
  if (latinKey === '') return 0;
  let best = 0;
  for (const key of arabicTokenSkeletons(arabicToken)) {
    const longest = Math.max(key.length, latinKey.length);
    best = Math.max(best, 1 - levenshtein(key, latinKey) / longest);
  }
  return best;
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

type Step = { score: number; pairs: AlignedPair[] };

/**
 * Monotone alignment of Arabic and Latin tokens (both lists write given name, father, grandfather,
 * family in the same order) allowing skips and 2:1 / 1:2 joins for compounds written as one word
 * on one side (عبد الله ↔ Abdullah, عبدالله ↔ Abd Allah, التكريتي ↔ al Tikriti).
 */
export function alignNameTokens(
  arabicTokens: readonly string[],
  latinTokensList: readonly string[],
): AlignedPair[] {
  const rows = arabicTokens.length;
  const cols = latinTokensList.length;
  const table: Step[][] = Array.from({ length: rows + 1 }, () =>
    Array.from({ length: cols + 1 }, () => ({ score: 0, pairs: [] })),
  );
  const cell = (i: number, j: number): Step => table[i]?.[j] ?? { score: -Infinity, pairs: [] };
  for (let i = 0; i <= rows; i += 1) {
    for (let j = 0; j <= cols; j += 1) {
      if (i === 0 && j === 0) continue;
      let best: Step = { score: -Infinity, pairs: [] };
      const consider = (
        from: Step,
        arabic: string | undefined,
        latin: string | undefined,
        consumed = 0,
      ): void => {
        if (arabic === undefined || latin === undefined) {
          if (from.score > best.score) best = from;
          return;
        }
        const similarity = skeletonSimilarity(arabic, latin);
        if (similarity < MIN_ALIGN_SIMILARITY) return;
        // Rewarding similarity above the floor prefers confident pairs over many weak ones; the
        // small bonus per consumed token prefers a join (al + Tikriti) over leaving a particle out.
        const score = from.score + similarity - MIN_ALIGN_SIMILARITY + 0.05 * consumed;
        if (score > best.score)
          best = { score, pairs: [...from.pairs, { arabic, latin, similarity }] };
      };
      if (i > 0) consider(cell(i - 1, j), undefined, undefined);
      if (j > 0) consider(cell(i, j - 1), undefined, undefined);
      const a1 = arabicTokens[i - 1];
      const l1 = latinTokensList[j - 1];
      if (i > 0 && j > 0) consider(cell(i - 1, j - 1), a1, l1, 2);
      if (i > 1 && j > 0)
        consider(cell(i - 2, j - 1), `${arabicTokens[i - 2] ?? ''}${a1 ?? ''}`, l1, 3);
      if (i > 0 && j > 1)
        consider(cell(i - 1, j - 2), a1, `${latinTokensList[j - 2] ?? ''}${l1 ?? ''}`, 3);
      const row = table[i];
      if (row) row[j] = best;
    }
  }
  return cell(rows, cols).pairs;
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

class LearnedTable implements TransliterationTable {
  readonly size: number;
  constructor(private readonly entries: ReadonlyMap<string, readonly string[]>) {
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
  const tallies = new Map<string, Map<string, Tally>>();
  for (const pair of pairs) {
    const arabicTokens = normalizeArabicText(pair.arabic)
      .split(' ')
      .filter((token) => token !== '');
    const latin = latinTokens(pair.latin);
    if (arabicTokens.length === 0 || latin.length === 0) continue;
    for (const aligned of alignNameTokens(arabicTokens, latin)) {
      record(tallies, aligned.arabic, aligned.latin, aligned.similarity);
      const { particle, stem } = splitArabicParticle(aligned.arabic);
      const latinStem = aligned.latin.replace(LATIN_ARTICLE, '');
      if (particle === 'ال' && stem !== '' && latinStem !== aligned.latin) {
        record(tallies, stem, latinStem, skeletonSimilarity(stem, latinStem));
      }
    }
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

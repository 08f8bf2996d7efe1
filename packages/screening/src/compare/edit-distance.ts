/**
 * Optimal-string-alignment distance (Damerau-Levenshtein without repeated edits) with two twists
 * from research 7.4: visually or phonetically confusable letters (o/0, l/1, c/k, i/y...) cost half
 * an edit, and a digit changed into anything else costs more than the budget ever allows, because a
 * different number is a different name ("11420 CORP" vs "11421 CORP").
 */
const CONFUSABLE_PAIRS = [
  'o0',
  'l1',
  'i1',
  'ck',
  'iy',
  'ei',
  'ou',
  'sz',
  'qk',
  'vw',
  's5',
  'b6',
  'g9',
];
const DIGIT_MISMATCH_COST = 100;

/** Confusable pairs are ASCII: a flat 128 x 128 table is read in the innermost loop instead of a Set. */
const ASCII = 128;
const confusable = new Uint8Array(ASCII * ASCII);
for (const pair of CONFUSABLE_PAIRS) {
  const x = pair.charCodeAt(0);
  const y = pair.charCodeAt(1);
  confusable[x * ASCII + y] = 1;
  confusable[y * ASCII + x] = 1;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function substitutionCost(x: number, y: number): number {
  if (x === y) return 0;
  if (x < ASCII && y < ASCII && confusable[x * ASCII + y] === 1) return 0.5;
  if (isDigit(x) || isDigit(y)) return DIGIT_MISMATCH_COST;
  return 1;
}

let rowPrev2 = new Float64Array(64);
let rowPrev = new Float64Array(64);
let rowCur = new Float64Array(64);

/** Weighted OSA distance; returns early with `limit + 1` once the distance must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const lenA = a.length;
  const lenB = b.length;
  if (Math.abs(lenA - lenB) > limit) return limit + 1;
  if (rowCur.length <= lenB) {
    rowPrev2 = new Float64Array(lenB * 2 + 2);
    rowPrev = new Float64Array(lenB * 2 + 2);
    rowCur = new Float64Array(lenB * 2 + 2);
  }
  for (let j = 0; j <= lenB; j += 1) rowPrev[j] = j;
  for (let i = 1; i <= lenA; i += 1) {
    const ca = a.charCodeAt(i - 1);
    const digitA = isDigit(ca);
    rowCur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lenB; j += 1) {
      const cb = b.charCodeAt(j - 1);
      const insertOrDelete = digitA || isDigit(cb) ? DIGIT_MISMATCH_COST : 1;
      let best = Math.min(
        (rowPrev[j] ?? 0) + insertOrDelete,
        (rowCur[j - 1] ?? 0) + insertOrDelete,
        (rowPrev[j - 1] ?? 0) + substitutionCost(ca, cb),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb && ca !== cb) {
        best = Math.min(best, (rowPrev2[j - 2] ?? 0) + 1);
      }
      rowCur[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > limit) return limit + 1;
    const recycled = rowPrev2;
    rowPrev2 = rowPrev;
    rowPrev = rowCur;
    rowCur = recycled;
  }
  return rowPrev[lenB] ?? limit + 1;
}

/** Three reused rows of the unweighted table (the words it compares are short). */
const PLAIN_MAX_WORD = 40;
let before = new Int32Array(PLAIN_MAX_WORD + 1);
let previous = new Int32Array(PLAIN_MAX_WORD + 1);
let current = new Int32Array(PLAIN_MAX_WORD + 1);

/**
 * Unweighted optimal-string-alignment distance (insert, delete, substitute, transpose all cost 1), or
 * `limit + 1` when over `limit`: counts the slips in a legal-form word, where a confusable letter is as much a
 * slip as any other (R4.10). Names use the weighted {@link editDistance}.
 */
export function plainEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length > PLAIN_MAX_WORD || b.length > PLAIN_MAX_WORD) return limit + 1;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length] ?? limit + 1;
}

/** Edits allowed for a token pair, from the longer token's length (research 7.4). */
export function editBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 8) return 2;
  return 3;
}

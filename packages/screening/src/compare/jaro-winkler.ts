/**
 * Jaro-Winkler over UTF-16 code units, with the standard boost threshold (0.7) and a prefix of up
 * to 4. Scratch flags are module-level and reused: no allocation per comparison.
 */
const PREFIX_SCALE = 0.1;
const MAX_PREFIX = 4;
const BOOST_THRESHOLD = 0.7;

let flagsA = new Uint8Array(64);
let flagsB = new Uint8Array(64);

function ensureScratch(size: number): void {
  if (flagsA.length >= size) return;
  flagsA = new Uint8Array(size * 2);
  flagsB = new Uint8Array(size * 2);
}

/**
 * Set of the text's code units folded onto 32 bits (code & 31): equal letters always share a bit,
 * so a letter of one token whose bit is missing from the other's mask can never be a Jaro match.
 */
export function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i += 1) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask;
}

function lettersIn(text: string, mask: number): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1)
    if ((mask & (1 << (text.charCodeAt(i) & 31))) !== 0) count += 1;
  return count;
}

/**
 * True when `jaroWinkler(a, b) < floor` is certain without computing it (masks from `letterMask`):
 * Jaro matches are at most the letters of each side present in the other and transpositions only
 * lower the score, so Jaro is at most the bound below; under the boost threshold JW equals Jaro.
 * Two passes over the letters instead of the windowed matching; most compared pairs end here.
 */
export function jaroWinklerBelow(
  a: string,
  maskA: number,
  b: string,
  maskB: number,
  floor: number,
): boolean {
  const lenA = a.length;
  const lenB = b.length;
  if (lenA === 0 || lenB === 0) return false;
  const matches = Math.min(lettersIn(a, maskB), lettersIn(b, maskA));
  const bound = (matches / lenA + matches / lenB + 1) / 3;
  return bound < floor && bound < BOOST_THRESHOLD;
}

/** Longest tokens whose match flags fit in the bits of one small integer. */
const MAX_BIT_LENGTH = 30;

/** Jaro-Winkler similarity in [0,1]. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const lenA = a.length;
  const lenB = b.length;
  if (lenA === 0 || lenB === 0) return 0;
  if (lenA <= MAX_BIT_LENGTH && lenB <= MAX_BIT_LENGTH) return jaroWinklerBits(a, b);
  ensureScratch(Math.max(lenA, lenB));
  // Plain loops: tokens are a few letters, and a typed-array fill call costs more than the clearing.
  for (let i = 0; i < lenA; i += 1) flagsA[i] = 0;
  for (let j = 0; j < lenB; j += 1) flagsB[j] = 0;
  const window = Math.max(0, Math.floor(Math.max(lenA, lenB) / 2) - 1);
  let matches = 0;
  for (let i = 0; i < lenA; i += 1) {
    const code = a.charCodeAt(i);
    const start = Math.max(0, i - window);
    const end = Math.min(lenB - 1, i + window);
    for (let j = start; j <= end; j += 1) {
      if (flagsB[j] === 0 && b.charCodeAt(j) === code) {
        flagsA[i] = 1;
        flagsB[j] = 1;
        matches += 1;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < lenA; i += 1) {
    if (flagsA[i] === 0) continue;
    while (flagsB[k] === 0) k += 1;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions += 1;
    k += 1;
  }
  const m = matches;
  const jaro = (m / lenA + m / lenB + (m - transpositions / 2) / m) / 3;
  if (jaro < BOOST_THRESHOLD) return jaro;
  let prefix = 0;
  const maxPrefix = Math.min(MAX_PREFIX, lenA, lenB);
  while (prefix < maxPrefix && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix += 1;
  return jaro + prefix * PREFIX_SCALE * (1 - jaro);
}

/**
 * The same computation with the match flags held in two integers: nearly every token is short, and
 * bits need neither clearing nor memory.
 */
function jaroWinklerBits(a: string, b: string): number {
  const lenA = a.length;
  const lenB = b.length;
  const window = Math.max(0, Math.floor(Math.max(lenA, lenB) / 2) - 1);
  let usedA = 0;
  let usedB = 0;
  let matches = 0;
  for (let i = 0; i < lenA; i += 1) {
    const code = a.charCodeAt(i);
    const start = Math.max(0, i - window);
    const end = Math.min(lenB - 1, i + window);
    for (let j = start; j <= end; j += 1) {
      if ((usedB & (1 << j)) === 0 && b.charCodeAt(j) === code) {
        usedA |= 1 << i;
        usedB |= 1 << j;
        matches += 1;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < lenA; i += 1) {
    if ((usedA & (1 << i)) === 0) continue;
    while ((usedB & (1 << k)) === 0) k += 1;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions += 1;
    k += 1;
  }
  const m = matches;
  const jaro = (m / lenA + m / lenB + (m - transpositions / 2) / m) / 3;
  if (jaro < BOOST_THRESHOLD) return jaro;
  let prefix = 0;
  const maxPrefix = Math.min(MAX_PREFIX, lenA, lenB);
  while (prefix < maxPrefix && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix += 1;
  return jaro + prefix * PREFIX_SCALE * (1 - jaro);
}

/**
 * Plain Jaro-Winkler (prefix up to 4, scaling 0.1, no boost threshold), the textbook form the baseline uses.
 * Works on UTF-16 code units held in typed arrays, with scratch flags reused across calls, because the baseline
 * compares one query with every list name.
 */
let flagsA = new Uint8Array(256);
let flagsB = new Uint8Array(256);

export function jaroWinklerCodes(
  a: Uint16Array,
  aStart: number,
  la: number,
  b: Uint16Array,
  bStart: number,
  lb: number,
): number {
  if (la === 0 || lb === 0) return la === lb ? 1 : 0;
  if (flagsA.length < la) flagsA = new Uint8Array(la * 2);
  if (flagsB.length < lb) flagsB = new Uint8Array(lb * 2);
  flagsA.fill(0, 0, la);
  flagsB.fill(0, 0, lb);
  const window = Math.max(0, (Math.max(la, lb) >> 1) - 1);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const start = i > window ? i - window : 0;
    const end = Math.min(lb - 1, i + window);
    const code = a[aStart + i];
    for (let j = start; j <= end; j++) {
      if (flagsB[j] === 0 && b[bStart + j] === code) {
        flagsA[i] = 1;
        flagsB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (flagsA[i] === 0) continue;
    while (flagsB[k] === 0) k++;
    if (a[aStart + i] !== b[bStart + k]) transpositions++;
    k++;
  }
  const jaro = (matches / la + matches / lb + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  const maxPrefix = Math.min(4, la, lb);
  while (prefix < maxPrefix && a[aStart + prefix] === b[bStart + prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Jaro-Winkler similarity of two strings in [0, 1]. */
export function jaroWinkler(a: string, b: string): number {
  const x = encode(a);
  const y = encode(b);
  return jaroWinklerCodes(x, 0, x.length, y, 0, y.length);
}

export function encode(text: string): Uint16Array {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}

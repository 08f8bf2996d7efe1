/**
 * Plain Jaro-Winkler over UTF-16 code units (prefix up to 4, scaling 0.1, no boost threshold), the textbook form
 * the baseline uses. Scratch buffers are reused: the baseline compares one query with every list name.
 */
let flagsA = new Uint8Array(64);
let flagsB = new Uint8Array(64);

export function jaroWinkler(a: string, b: string): number {
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return la === lb ? 1 : 0;
  if (a === b) return 1;
  if (flagsA.length < la) flagsA = new Uint8Array(la * 2);
  if (flagsB.length < lb) flagsB = new Uint8Array(lb * 2);
  flagsA.fill(0, 0, la);
  flagsB.fill(0, 0, lb);
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const start = Math.max(0, i - window);
    const end = Math.min(lb - 1, i + window);
    const code = a.charCodeAt(i);
    for (let j = start; j <= end; j++) {
      if (flagsB[j] === 0 && b.charCodeAt(j) === code) {
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
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const jaro = (matches / la + matches / lb + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  const maxPrefix = Math.min(4, la, lb);
  while (prefix < maxPrefix && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

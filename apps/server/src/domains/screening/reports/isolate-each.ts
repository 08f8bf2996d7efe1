// U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE.
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Joins names of mixed scripts for one report cell, each isolated: an Arabic alias between Latin ones
 * keeps its own direction and its place in the list instead of being reordered with its neighbours
 * (or the separators) by the bidi algorithm.
 */
export function isolateEach(values: readonly string[], separator = '; '): string {
  return values.map((value) => `${FSI}${value}${PDI}`).join(separator);
}

/** The baseline's only normalisation: NFKD, drop combining marks, lower case, punctuation to spaces. */
export function baselineNormalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Tokens sorted alphabetically and re-joined, so "b a" and "a b" compare equal. */
export function sortTokens(normalised: string): string {
  return normalised.split(' ').sort().join(' ');
}

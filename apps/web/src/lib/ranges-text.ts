/** The textarea's lines (or commas) as ranges, blanks dropped. */
export function rangesOf(text: string): string[] {
  return text
    .split(/[\n,]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** "a) ... b) ..." item marks as written by the UN-derived lists (DFAT, Japan MOF); also "(a)". */
const LETTER_MARK = /(?:^|\s)\(?[a-z]\)\s*/;

/**
 * Splits a cell enumerated with letters, "a) Approximately 1955-1958 b) 1960", into its items.
 * Only a cell that starts with "a)" is split: a lone "b)" inside free text stays as written.
 * Trailing ";" or "," of each item is dropped; blank items are left out.
 */
export function splitLettered(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (!/^\(?a\)/.test(trimmed)) return [trimmed];
  return trimmed
    .split(LETTER_MARK)
    .map((item) => item.trim().replace(/[;,]$/, '').trim())
    .filter((item) => item !== '');
}

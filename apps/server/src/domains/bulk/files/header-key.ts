const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic and Persian digits as ASCII digits (Arabic spreadsheets use either). */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero =
      code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/**
 * A header reduced to what tells spellings apart: lower case, no accents, no spaces or punctuation, no
 * hint in parentheses; Arabic without tatweel or vowel marks and with one alef ("الأول" = "الاول").
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[\u0300-\u036f\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

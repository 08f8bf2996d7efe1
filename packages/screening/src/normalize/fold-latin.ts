/** Letters that Unicode decomposition does not split into base + mark. */
const SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  ı: 'i',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ŀ: 'l',
  ŉ: 'n',
  ſ: 's',
};
const SPECIAL_RE = /[ßæœøłıđðþħŀŉſ]/g;
const MARKS_RE = /\p{M}+/gu;

/**
 * NFKC, case fold and diacritic stripping for non-Arabic text: `Raúl Ståhl` -> `raul stahl`.
 * Arabic script must go through the Arabic module instead (its marks carry meaning there).
 */
export function foldLatin(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(SPECIAL_RE, (ch) => SPECIAL_FOLDS[ch] ?? ch)
    .normalize('NFD')
    .replace(MARKS_RE, '')
    .normalize('NFC');
}

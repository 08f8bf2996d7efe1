import { balanceBrackets } from '../common/balance-brackets';

/** "(a)", "（d）", "a)" item marks of the MOF alias cells. */
const LETTER_MARK = /[(（]?\b[a-z][)）]/g;
/** "(a.k.a.: A. Kabir)" wraps the English form of the alias written above it. */
const AKA_WRAPPER = /^\(?a\.k\.a\.?:?\s*/i;
/** "(original script: عبد القادر ...)" under the English name. */
const ORIGINAL_SCRIPT = /\(?original script:\s*([^)]+)\)?/i;

/**
 * Splits a MOF alias cell into names. A cell holds the katakana forms, then the English forms,
 * each lettered "(a)...(b)..." and separated by line breaks or ";". Commas and "、" are not
 * separators: they divide family from given name ("Es Sayed, Kader"). Blank and 不明 ("unknown")
 * items are left out; repeats are kept once.
 */
export function splitJpNames(cell: string): string[] {
  const names: string[] = [];
  for (const piece of cell.replace(LETTER_MARK, '\n').split(/[\n;；]/)) {
    const name = balanceBrackets(piece.replace(/\s+/g, ' ').trim().replace(AKA_WRAPPER, ''));
    if (name !== '' && name !== '不明' && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The English-name cell: its names (usually one) and, when the cell gives it, the name in its
 * original script ("ABD EL KADER ...\n(original script: عبد القادر محمود محمد السيد)").
 */
export function readJpEnglishName(cell: string): { names: string[]; originalScript?: string } {
  const original = ORIGINAL_SCRIPT.exec(cell)?.[1]?.trim();
  const names = splitJpNames(cell.replace(ORIGINAL_SCRIPT, ''));
  return { names, ...(original ? { originalScript: original } : {}) };
}

import { hasArabicScript, normalizeArabicText } from '../arabic';
import { foldCompounds } from './compounds';
import { cyrillicToLatin } from './cyrillic';
import { foldLegalForms } from './legal-forms';
import { tokenizeLatin } from './tokenize';

const ARABIC_ABD = 'عبد';

/** Standalone عبد is the head of a compound written with a space (عبد الله): it joins the next token. */
function joinArabicAbd(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const next = tokens[i + 1];
    if (token === ARABIC_ABD && next !== undefined) {
      out.push(token + next);
      i += 1;
    } else {
      out.push(token);
    }
  }
  return out;
}

/**
 * The one normaliser for list names and query names: Arabic-script text through the Arabic module,
 * Cyrillic romanised, then Latin folding, spelled-out legal forms folded and compound folding. Never returns an
 * empty token.
 */
export function normalizeName(text: string): string[] {
  if (hasArabicScript(text)) {
    const tokens = normalizeArabicText(text)
      .split(' ')
      .filter((token) => token.length > 0);
    return joinArabicAbd(tokens);
  }
  // Cyrillic is romanised first (BGN/PCGN): from there on a Cyrillic name is a Latin name.
  return foldCompounds(foldLegalForms(tokenizeLatin(cyrillicToLatin(text))));
}

/** Second halves of Arabic compounds written as a separate word: نجيب الله (Najibullah), شهاب الدين (Shahabuddin). */
const ARABIC_COMPOUND_TAILS: ReadonlySet<string> = new Set([
  'الله',
  'الدين',
  'الاسلام',
  'الرحمن',
  'الحق',
]);

/**
 * The same Arabic name with its "X الله" / "X الدين" compounds written as one word, as Latin
 * spellings write them (Najibullah, Shahabuddin); undefined when the name has none.
 */
export function joinArabicCompounds(tokens: readonly string[]): string[] | undefined {
  const out: string[] = [];
  let joined = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const next = tokens[i + 1];
    if (
      next !== undefined &&
      ARABIC_COMPOUND_TAILS.has(next) &&
      !ARABIC_COMPOUND_TAILS.has(token)
    ) {
      out.push(token + next);
      joined = true;
      i += 1;
    } else {
      out.push(token);
    }
  }
  return joined ? out : undefined;
}

import { hasArabicScript } from '../arabic';
import type { TokenExplanation } from '../types';

const CHEH = '\u0686';

/**
 * R7.1: true when an aligned token pair is a word with the Persian چ on one side and a Latin word on the
 * other: the match rests on چ read as ch, which the analysis says in so many words.
 */
export function chehReadAsCh(tokens: readonly TokenExplanation[]): boolean {
  return tokens.some(({ query, matched }) => {
    if (matched === null) return false;
    const queryCheh = query.includes(CHEH);
    const listCheh = matched.includes(CHEH);
    if (queryCheh) return !hasArabicScript(matched);
    return listCheh && !hasArabicScript(query);
  });
}

import { foldCheh } from '../arabic/normalize-arabic';
import { arabicSemivowelKeysOf, latinSemivowelSkeleton } from '../arabic/semivowel-skeleton';
import { isWeakTag, TokenTag } from '../normalize/token-tags';
import type { TokenData } from '../tokens/token-data';

/**
 * Index keys of a token (research 7.2.9): exact form, Double Metaphone codes, consonant skeleton,
 * curated variant group, equivalence keys (romanisations, given-name and short forms, Korean family names); Arabic tokens add their article-free stem and skeletons in the Latin key space,
 * which is how Arabic script meets Latin-only entries. Particles and titles get no keys: they cannot
 * select a candidate.
 */
export function listTokenKeys(token: TokenData): string[] {
  if (token.tag === TokenTag.particle || token.tag === TokenTag.title) return [];
  const keys = [`t:${token.text}`];
  if (isWeakTag(token.tag)) {
    if (token.variant !== undefined) keys.push(`v:${token.variant}`);
    return keys;
  }
  if (token.arabic) {
    const stem = token.arabicStem !== '' ? token.arabicStem : token.text;
    if (stem !== token.text) keys.push(`a:${stem}`);
    else keys.push(`a:${token.text}`);
    // R7.1: a word with the Persian چ is also keyed as spelled with ج, so both spellings meet.
    const folded = foldCheh(token.text);
    if (folded !== token.text) keys.push(`t:${folded}`, `a:${foldCheh(stem)}`);
    for (const skeleton of token.arabicSkeletons)
      if (skeleton.length >= 2) keys.push(`s:${skeleton}`);
    return keys;
  }
  if (token.dm1.length > 1) keys.push(`m:${token.dm1}`);
  if (token.dm2.length > 1) keys.push(`m:${token.dm2}`);
  if (token.skeleton.length >= 2) keys.push(`s:${token.skeleton}`);
  if (token.variant !== undefined) keys.push(`v:${token.variant}`);
  for (const equivalent of token.equivalents) keys.push(`e:${equivalent}`);
  return keys;
}

/**
 * R7.2: keys a Latin list word is found by from Arabic script only: its w/y-keeping skeleton (R5.30,
 * `latinSemivowelSkeleton`), looked up by an Arabic query word's `arabicSemivowelSkeletons` (memoised). Not among the
 * word's own keys, so a Latin query never looks them up. Empty for most words (no consonantal w or y).
 */
export function crossScriptOnlyKeys(token: TokenData): string[] {
  if (token.arabic || token.tag !== TokenTag.name) return [];
  const key = latinSemivowelSkeleton(token.text);
  return key === '' ? [] : [`w:${key}`];
}

/** Keys a query token looks up: its own list keys plus, for Arabic tokens, the keys of its Latin renderings. */
export function queryTokenKeys(token: TokenData): string[] {
  const keys = listTokenKeys(token);
  if (!token.arabic || token.tag === TokenTag.particle) return keys;
  for (const latin of token.transliterations) keys.push(`t:${latin}`);
  for (const variant of token.transliterationVariants) keys.push(`v:${variant}`);
  if (token.tag === TokenTag.name)
    for (const key of arabicSemivowelKeysOf(token.text)) keys.push(`w:${key}`);
  return keys;
}

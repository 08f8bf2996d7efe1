import type { EntityName, ListEntity } from '@sanctions/screening';
import type { DeckQuery } from './deck-model';

/** Particles that glue Arabic and other names together; never the token a treatment should remove. */
export const PARTICLES = new Set([
  'al',
  'el',
  'bin',
  'ibn',
  'ben',
  'bint',
  'abu',
  'abou',
  'abd',
  'ould',
  'ul',
  'ud',
  'ad',
  'as',
  'ar',
  'at',
  'az',
  'an',
  'van',
  'von',
  'der',
  'den',
  'de',
  'la',
  'le',
  'da',
  'di',
  'du',
  'del',
  'dos',
  'y',
]);

export function tokens(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
}

/** Letters only, lower case: for length rules and particle checks. */
export function bare(token: string): string {
  return token.toLowerCase().replace(/[^\p{L}]/gu, '');
}

/**
 * The name in the order a person would type it: "given family".
 * OFAC writes individuals "FAMILY, Given Names"; parsers may or may not have split them.
 */
export function canonicalTokens(name: EntityName, entity: ListEntity): string[] {
  if (name.given && name.family) return tokens(`${name.given} ${name.family}`);
  const comma = name.full.indexOf(',');
  if (entity.type === 'individual' && comma > 0) {
    return tokens(`${name.full.slice(comma + 1)} ${name.full.slice(0, comma)}`);
  }
  return tokens(name.full);
}

/** Person names split into first (all but the last token) and last; other names go whole into lastName. */
export function latinQuery(
  parts: readonly string[],
  entity: ListEntity,
  dateOfBirth?: string,
): DeckQuery {
  const isPerson = entity.type === 'individual' && parts.length > 1;
  return {
    firstName: isPerson ? parts.slice(0, -1).join(' ') : '',
    lastName: isPerson ? (parts.at(-1) ?? '') : parts.join(' '),
    arabicName: '',
    searchType: 'fuzzy',
    sanctionLists: 'all',
    ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
  };
}

export function arabicQuery(name: string): DeckQuery {
  return {
    firstName: '',
    lastName: '',
    arabicName: name,
    searchType: 'fuzzy',
    sanctionLists: 'all',
  };
}

/** Keeps the case style of `model` (UPPER, lower or Capitalised) on `text`. */
export function matchCase(model: string, text: string): string {
  if (model === model.toUpperCase() && model !== model.toLowerCase()) return text.toUpperCase();
  if (model === model.toLowerCase()) return text.toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

export function latinNames(entity: ListEntity): EntityName[] {
  return entity.names.filter((n) => n.script === 'latin' && n.full.trim() !== '');
}

export function primaryLatin(entity: ListEntity): EntityName | undefined {
  const latin = latinNames(entity);
  return latin.find((n) => n.kind === 'primary') ?? latin[0];
}

export function arabicNames(entity: ListEntity): EntityName[] {
  return entity.names.filter((n) => n.script === 'arabic' && n.full.trim() !== '');
}

/** Content tokens: not particles, at least two letters. */
export function contentTokenCount(parts: readonly string[]): number {
  return parts.filter((t) => bare(t).length >= 2 && !PARTICLES.has(bare(t))).length;
}

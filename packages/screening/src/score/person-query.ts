import type { AnyListEntity, EntityType } from '../model/list-entity';
import { TokenTag } from '../normalize/token-tags';
import type { ScreeningQuery } from '../types';
import type { QueryName } from './name-score';

/**
 * R4.41: a person's query: both the given and the family name typed, and no legal form or business word
 * (LLC, Trading, Shipping) among the Latin name's words. Such a query names a person; an organisation, a
 * vessel or an aircraft that shares some of its words is another party unless its whole name agrees.
 */
export function isPersonQuery(query: ScreeningQuery, names: readonly QueryName[]): boolean {
  if (query.firstName.trim() === '' || query.lastName.trim() === '') return false;
  for (const name of names) {
    if (name.source !== 'latin') continue;
    for (const token of name.base.tokens)
      if (token.tag === TokenTag.orgClass || token.tag === TokenTag.generic) return false;
  }
  return true;
}

/** Parties that are no person. */
export function isNonPersonParty(type: EntityType): boolean {
  return type === 'entity' || type === 'vessel' || type === 'aircraft';
}

const flagsByEntities = new WeakMap<readonly AnyListEntity[], Uint8Array>();

/**
 * One flag per entity of an index (1 = no person), computed once per index on first use: the scorer asks it
 * for most candidates, and reading each candidate's entity object for its type was a cache miss each.
 */
export function nonPersonPartyFlags(entities: readonly AnyListEntity[]): Uint8Array {
  const known = flagsByEntities.get(entities);
  if (known !== undefined) return known;
  const flags = new Uint8Array(entities.length);
  entities.forEach((entity, id) => {
    if (isNonPersonParty(entity.type)) flags[id] = 1;
  });
  flagsByEntities.set(entities, flags);
  return flags;
}

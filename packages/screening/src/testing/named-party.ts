import type { EntityName, EntityType, ListEntity, SanctionListId } from '../model/list-entity';

/** Where a test party is listed and what it is: a UN individual unless the test says otherwise. */
export interface PartyListing {
  sanctionList?: SanctionListId;
  listSource?: string;
  type?: EntityType;
}

/**
 * A listed party with only its names (Latin script unless given), for table-driven engine tests that model
 * one real entry at a time. Not exported from the package.
 */
export function namedParty(
  sourceId: string,
  names: readonly (Omit<EntityName, 'script'> & { script?: EntityName['script'] })[],
  { sanctionList = 'un', listSource = 'UN', type = 'individual' }: PartyListing = {},
): ListEntity {
  return {
    sanctionList,
    listSource,
    sourceId,
    type,
    names: names.map((name) => ({ script: 'latin', ...name })),
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
    addresses: [],
    documents: [],
    programmes: [],
    titles: [],
    isActive: true,
  };
}

const letter = (n: number) => String.fromCharCode(97 + (n % 26));

/**
 * A made-up word (repeating every 676): the other half of filler names, which make the tested
 * names as common (by IDF) as they are on the real lists.
 */
export const fillerWord = (i: number): string => `Filler${letter(i)}${letter(Math.floor(i / 26))}x`;

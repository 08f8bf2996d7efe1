import type { PepPosition, PepProfile, PepRelation } from '@sanctions/screening';
import { ftmValue, ftmValues } from './ftm-line-schema';
import type { FtmEntity } from './ftm-line-schema';
import { occupancyPosition } from './ftm-positions';

/** Relationship schemata: which property names the person and which the related party. */
const RELATIONS = {
  Family: { from: 'person', to: 'relative', list: 'relatives' },
  Associate: { from: 'person', to: 'associate', list: 'associates' },
} as const;

/**
 * Every person's PEP profile, built from the file's Occupancy (holder -> post), Family
 * (person -> relative) and Associate (person -> associate) entities. A relation is recorded on both
 * people: on the `person` side with the relationship as published ("son"), on the other side as
 * "son of", because FtM states the relative's role towards the person.
 */
export function ftmPepProfiles(
  entities: readonly FtmEntity[],
  byId: ReadonlyMap<string, FtmEntity>,
): Map<string, PepProfile> {
  const profiles = new Map<string, PepProfile>();
  const profile = (id: string): PepProfile => {
    let found = profiles.get(id);
    if (found === undefined) {
      found = { positions: [], relatives: [], associates: [] };
      profiles.set(id, found);
    }
    return found;
  };
  for (const entity of entities) {
    if (entity.schema === 'Occupancy') {
      const holder = ftmValue(entity, 'holder');
      const post = byId.get(ftmValue(entity, 'post') ?? '');
      if (holder !== undefined && post !== undefined)
        profile(holder).positions.push(occupancyPosition(entity, post, byId));
    }
    if (entity.schema === 'Family' || entity.schema === 'Associate') {
      const { from, to, list } = RELATIONS[entity.schema];
      const fromId = ftmValue(entity, from);
      const toId = ftmValue(entity, to);
      if (fromId === undefined || toId === undefined) continue;
      const relationship = ftmValue(entity, 'relationship');
      profile(fromId)[list].push(relation(toId, relationship, byId));
      profile(toId)[list].push(
        relation(
          fromId,
          `${relationship ?? (list === 'relatives' ? 'relative' : 'associate')} of`,
          byId,
        ),
      );
    }
  }
  return profiles;
}

/** Functions named only in a Person's free-text `position` property (no Occupancy in the file). */
export function textPositions(person: FtmEntity): PepPosition[] {
  return ftmValues(person, 'position').map((role) => ({ role, level: 'national' }));
}

function relation(
  id: string,
  relationship: string | undefined,
  byId: ReadonlyMap<string, FtmEntity>,
): PepRelation {
  const other = byId.get(id);
  const name = (other === undefined ? undefined : ftmValue(other, 'name')) ?? other?.caption ?? id;
  return { name, ...(relationship === undefined ? {} : { relationship }), sourceId: id };
}

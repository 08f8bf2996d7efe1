import type { PepEntity } from '@sanctions/screening';
import type { PepPublication } from '../../model';
import { ftmValues } from './ftm-line-schema';
import type { FtmEntity } from './ftm-line-schema';
import { ftmPepProfiles, textPositions } from './ftm-pep-profiles';
import { FTM_LIST_SOURCE, mapFtmPerson } from './map-ftm-person';
import { readFtmLines } from './read-ftm-lines';

/** OpenSanctions topics that make a person screenable as a PEP or a PEP's relative or associate. */
const PEP_TOPICS = new Set(['role.pep', 'role.rca']);

/**
 * Reads a FollowTheMoney entity file (JSON lines, as OpenSanctions exports `entities.ftm.json`)
 * into PEP records. A Person becomes a record when it holds an Occupancy, has a `position`, is
 * related by Family/Associate, or carries a PEP topic; other people in the file (donors,
 * directors) are not PEPs and are left out. `target: false` entities are never records.
 *
 * @throws Error naming the first line that is not an FtM entity.
 */
export function readFtmPep(bytes: Uint8Array): PepPublication {
  const entities = readFtmLines(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  const profiles = ftmPepProfiles(entities, byId);
  const records: PepEntity[] = [];
  for (const entity of entities) {
    if (entity.schema !== 'Person' || entity.target === false) continue;
    const linked = profiles.get(entity.id);
    const positions = [
      ...(linked?.positions ?? []),
      ...(linked?.positions.length ? [] : textPositions(entity)),
    ];
    const related = (linked?.relatives.length ?? 0) + (linked?.associates.length ?? 0) > 0;
    if (positions.length === 0 && !related && !hasPepTopic(entity)) continue;
    const record = mapFtmPerson(
      entity,
      { positions, relatives: linked?.relatives ?? [], associates: linked?.associates ?? [] },
      byId,
    );
    if (record !== undefined) records.push(record);
  }
  return {
    sourceKind: 'pep',
    sanctionList: 'pep_ftm',
    listSource: FTM_LIST_SOURCE,
    format: 'ftm-jsonl',
    entities: records,
  };
}

function hasPepTopic(person: FtmEntity): boolean {
  return ftmValues(person, 'topics').some((topic) => PEP_TOPICS.has(topic));
}

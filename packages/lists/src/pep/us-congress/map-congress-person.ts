import type { EntityName, PepEntity } from '@sanctions/screening';
import { detectScript } from '../../common/detect-script';
import { congressPositions } from './congress-positions';
import type { CongressPerson } from './congress-record-schema';

/** `listSource` of every record read from the unitedstates/congress-legislators files. */
export const US_CONGRESS_LIST_SOURCE =
  'US Congress and Executive (unitedstates/congress-legislators)';

/**
 * Maps one person to a PEP record keyed by the Bioguide id (GovTrack id for the early presidents
 * that have none). Names: `official_full` first, then the parts joined, then the nickname with the
 * family name ("Chuck Grassley"). Nationality is US: the Constitution requires it of every member
 * and officer these files list. The Wikidata id is kept as a document to join other PEP sources.
 *
 * @throws Error when the person has neither a Bioguide nor a GovTrack id.
 */
export function mapCongressPerson(person: CongressPerson): PepEntity {
  const sourceId =
    person.id.bioguide ??
    (person.id.govtrack === undefined ? undefined : `govtrack-${person.id.govtrack}`);
  if (sourceId === undefined) {
    throw new Error(
      `US Congress: ${person.name.first} ${person.name.last} has no bioguide or govtrack id`,
    );
  }
  const birthday = person.bio?.birthday;
  const gender = person.bio?.gender;
  const programmes = [
    ...new Set(
      person.terms.map((term) =>
        term.type === 'rep' || term.type === 'sen' ? 'US Congress' : 'US Executive',
      ),
    ),
  ];
  return {
    sanctionList: 'pep_us_congress',
    sourceKind: 'pep',
    listSource: US_CONGRESS_LIST_SOURCE,
    sourceId,
    type: 'individual',
    names: personNames(person),
    birthDates: birthday === undefined ? [] : [isoPartialDate(birthday)],
    birthPlaces: [],
    nationalities: ['US'],
    addresses: [],
    documents:
      person.id.wikidata === undefined ? [] : [{ type: 'Wikidata', number: person.id.wikidata }],
    programmes,
    titles: [],
    ...(gender === undefined
      ? {}
      : { gender: gender === 'M' ? ('male' as const) : ('female' as const) }),
    isActive: true,
    pep: { positions: congressPositions(person.terms), relatives: [], associates: [] },
  };
}

function personNames(person: CongressPerson): EntityName[] {
  const { first, middle, last, suffix, nickname, official_full: official } = person.name;
  const joined =
    [first, middle, last].filter((part) => part !== undefined).join(' ') +
    (suffix === undefined ? '' : `, ${suffix}`);
  const candidates = [official, joined, nickname === undefined ? undefined : `${nickname} ${last}`];
  const names: EntityName[] = [];
  for (const full of candidates) {
    if (full === undefined || names.some((name) => name.full === full)) continue;
    const parts = full === joined ? { given: first, family: last } : {};
    names.push({
      full,
      kind: names.length === 0 ? 'primary' : 'aka',
      script: detectScript(full),
      ...parts,
    });
  }
  return names;
}

function isoPartialDate(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return { raw: date, year, month, day };
}

import type {
  EntityAddress,
  EntityName,
  IdentityDocument,
  NameKind,
  PepEntity,
  PepProfile,
} from '@sanctions/screening';
import { detectScript } from '../../common/detect-script';
import { ftmPartialDate } from './ftm-dates';
import { ftmValue, ftmValues } from './ftm-line-schema';
import type { FtmEntity } from './ftm-line-schema';

/** `listSource` of records read from a FollowTheMoney file (the customer names the provider). */
export const FTM_LIST_SOURCE = 'FollowTheMoney PEP file';

/** FtM name properties in the order their values enter `names`, with the kind each one gets. */
const NAME_PROPERTIES: readonly (readonly [string, NameKind])[] = [
  ['name', 'primary'],
  ['alias', 'aka'],
  ['previousName', 'fka'],
  ['weakAlias', 'weak'],
];

/** FtM identifier properties kept as documents (type as the FtM property label). */
const DOCUMENT_PROPERTIES: readonly (readonly [string, string])[] = [
  ['passportNumber', 'Passport'],
  ['idNumber', 'National ID No.'],
  ['taxNumber', 'Tax ID No.'],
  ['wikidataId', 'Wikidata'],
];

/**
 * Maps an FtM Person to a PEP record. The first `name` is the primary name; other `name` values
 * (transliterations) stay primary too, as the UN reader does with original-script names.
 * Countries are FtM ISO codes, upper-cased ("ru" -> "RU").
 */
export function mapFtmPerson(
  person: FtmEntity,
  pep: PepProfile,
  byId: ReadonlyMap<string, FtmEntity>,
): PepEntity | undefined {
  const names = personNames(person);
  if (names.length === 0) return undefined;
  const gender = ftmValue(person, 'gender');
  const notes = ftmValues(person, 'notes').join('\n');
  return {
    sanctionList: 'pep_ftm',
    sourceKind: 'pep',
    listSource: FTM_LIST_SOURCE,
    sourceId: person.id,
    type: 'individual',
    names,
    birthDates: ftmValues(person, 'birthDate').flatMap((date) => ftmPartialDate(date) ?? []),
    birthPlaces: ftmValues(person, 'birthPlace'),
    nationalities: unique(
      [...ftmValues(person, 'nationality'), ...ftmValues(person, 'citizenship')].map((code) =>
        code.toUpperCase(),
      ),
    ),
    addresses: personAddresses(person, byId),
    documents: DOCUMENT_PROPERTIES.flatMap(([property, type]): IdentityDocument[] =>
      ftmValues(person, property).map((number) => ({ type, number })),
    ),
    programmes: person.datasets ?? [],
    titles: ftmValues(person, 'title'),
    ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    ...(notes === '' ? {} : { remarks: notes }),
    ...(person.last_change === undefined ? {} : { updatedOn: person.last_change.slice(0, 10) }),
    isActive: true,
    pep,
  };
}

/** Every name; a Person with parts but no `name` (allowed by the schema) gets the parts joined. */
function personNames(person: FtmEntity): EntityName[] {
  const names: EntityName[] = [];
  const given = ftmValue(person, 'firstName');
  const family = ftmValue(person, 'lastName');
  const joined = [given, ftmValue(person, 'middleName'), family]
    .filter((part) => part !== undefined)
    .join(' ');
  if (ftmValue(person, 'name') === undefined && joined !== '') {
    names.push({ full: joined, kind: 'primary', script: detectScript(joined), given, family });
  }
  for (const [property, kind] of NAME_PROPERTIES) {
    for (const full of ftmValues(person, property)) {
      if (names.some((name) => name.full === full)) continue;
      names.push({ full, kind, script: detectScript(full) });
    }
  }
  return names;
}

/** Addresses from linked Address entities, else the free-text `address` property. */
function personAddresses(person: FtmEntity, byId: ReadonlyMap<string, FtmEntity>): EntityAddress[] {
  const linked = ftmValues(person, 'addressEntity').flatMap((id): EntityAddress[] => {
    const address = byId.get(id);
    if (address === undefined) return [];
    const street = ftmValue(address, 'street');
    const city = ftmValue(address, 'city');
    const country = ftmValue(address, 'country')?.toUpperCase();
    const full =
      ftmValue(address, 'full') ??
      [street, city, country].filter((part) => part !== undefined).join(', ');
    return full === '' ? [] : [{ full, street, city, country }];
  });
  return linked.length > 0 ? linked : ftmValues(person, 'address').map((full) => ({ full }));
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

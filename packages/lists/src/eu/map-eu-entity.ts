import type {
  EntityAddress,
  EntityName,
  EntityType,
  IdentityDocument,
  ListEntity,
} from '@sanctions/screening';
import { detectScript } from '../common/detect-script';
import { children } from '../common/xml-stream';
import type { XmlElement } from '../common/xml-stream';
import { euAttribute, euCountry, euFlag } from './eu-attributes';
import { mapEuBirthdate } from './map-eu-birthdate';

/** `listSource` of every record read from the EU Financial Sanctions Files. */
export const EU_LIST_SOURCE = 'EU Financial Sanctions Files';

const SUBJECT_TYPES: Record<string, EntityType> = {
  person: 'individual',
  enterprise: 'entity',
  p: 'individual',
  e: 'entity',
};
const ISO_DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/**
 * Maps one FSF `sanctionEntity` to a {@link ListEntity} keyed by its `logicalId`.
 *
 * FSF does not mark a primary name; see {@link pickPrimary}. Every other strong alias
 * (translations included) is `aka`, and `strong="false"` is `weak`.
 *
 * @throws Error when the entity has no logicalId or no name.
 */
export function mapEuEntity(el: XmlElement): ListEntity {
  const sourceId = euAttribute(el, 'logicalId');
  if (sourceId === undefined) throw new Error('EU: a sanctionEntity has no logicalId');
  const aliases = children(el, 'nameAlias');
  const names = readNames(aliases);
  if (names.length === 0) throw new Error(`EU: sanctionEntity ${sourceId} has no name`);

  const subjectType = children(el, 'subjectType')[0];
  const code = subjectType
    ? (euAttribute(subjectType, 'code') ?? euAttribute(subjectType, 'classificationCode'))
    : undefined;
  const regulations = children(el, 'regulation');
  const births = children(el, 'birthdate');
  const genders = new Set(
    aliases.flatMap((alias) => euAttribute(alias, 'gender')?.toUpperCase() ?? []),
  );
  // The UN reference (e.g. "QDi.001") is the strongest link to the same party on other lists
  // (issue 25 grouping); the model has no field for it, so it joins the remarks as UK's does.
  const unReference = euAttribute(el, 'unitedNationId');
  const remarks = [
    ...children(el, 'remark').map((remark) => remark.text.trim()),
    unReference === undefined ? '' : `UN reference: ${unReference}`,
  ]
    .filter((text) => text !== '')
    .join('\n');
  const listedOn =
    isoDate(euAttribute(el, 'designationDate')) ??
    regulations
      .map((regulation) => isoDate(euAttribute(regulation, 'publicationDate')))
      .filter((date) => date !== undefined)
      .sort()[0];

  return {
    sanctionList: 'eu',
    listSource: EU_LIST_SOURCE,
    sourceId,
    type: (code && SUBJECT_TYPES[code.toLowerCase()]) || 'unknown',
    names,
    birthDates: births.flatMap((birth) => mapEuBirthdate(birth) ?? []),
    birthPlaces: unique(
      births.map((birth) =>
        joinDefined([
          euAttribute(birth, 'place'),
          euAttribute(birth, 'city'),
          euAttribute(birth, 'region'),
          euCountry(birth),
        ]),
      ),
    ),
    nationalities: unique(
      children(el, 'citizenship').map((citizenship) => euCountry(citizenship) ?? ''),
    ),
    addresses: children(el, 'address').flatMap((address) => readAddress(address) ?? []),
    documents: children(el, 'identification').flatMap(
      (identification) => readDocument(identification) ?? [],
    ),
    programmes: unique(regulations.map((regulation) => euAttribute(regulation, 'programme') ?? '')),
    titles: unique(aliases.map((alias) => euAttribute(alias, 'title') ?? '')),
    ...(genders.size === 1 && genders.has('M') ? { gender: 'male' as const } : {}),
    ...(genders.size === 1 && genders.has('F') ? { gender: 'female' as const } : {}),
    ...(remarks !== '' ? { remarks } : {}),
    ...(listedOn !== undefined ? { listedOn } : {}),
    isActive: true,
  };
}

function readNames(aliases: XmlElement[]): EntityName[] {
  const names: EntityName[] = [];
  for (const alias of aliases) {
    const full =
      euAttribute(alias, 'wholeName') ??
      joinDefined(
        [
          euAttribute(alias, 'firstName'),
          euAttribute(alias, 'middleName'),
          euAttribute(alias, 'lastName'),
        ],
        ' ',
      );
    if (full === '' || names.some((name) => name.full === full)) continue;
    const given = joinDefined(
      [euAttribute(alias, 'firstName'), euAttribute(alias, 'middleName')],
      ' ',
    );
    const family = euAttribute(alias, 'lastName');
    names.push({
      full,
      kind: euFlag(alias, 'strong') === false ? 'weak' : 'aka',
      script: detectScript(full),
      ...(given !== '' ? { given } : {}),
      ...(family !== undefined ? { family } : {}),
    });
  }
  const primaryIndex = pickPrimary(aliases, names);
  const primary = names[primaryIndex];
  if (primary === undefined) return names;
  return [{ ...primary, kind: 'primary' }, ...names.filter((_, index) => index !== primaryIndex)];
}

/**
 * Index in `names` of the designated name. FSF has no primary flag; the alias created with the
 * designation carries the lowest logicalId, so the lowest-id strong alias without a language wins
 * (in the real files, e.g. logicalId 13, this picks "Saddam Hussein Al-Tikriti" over "Abu Ali").
 */
function pickPrimary(aliases: XmlElement[], names: EntityName[]): number {
  const ranked = aliases
    .filter((alias) => euFlag(alias, 'strong') !== false)
    .map((alias) => ({
      name: euAttribute(alias, 'wholeName'),
      hasLanguage: euAttribute(alias, 'nameLanguage') !== undefined,
      id: Number(euAttribute(alias, 'logicalId') ?? Number.MAX_SAFE_INTEGER),
    }))
    .sort((a, b) => Number(a.hasLanguage) - Number(b.hasLanguage) || a.id - b.id);
  for (const candidate of ranked) {
    const index = names.findIndex((name) => name.full === candidate.name);
    if (index >= 0) return index;
  }
  return 0;
}

function readAddress(el: XmlElement): EntityAddress | undefined {
  const street = joinDefined([euAttribute(el, 'street'), euAttribute(el, 'poBox')]);
  const city = euAttribute(el, 'city');
  const region = joinDefined([euAttribute(el, 'place'), euAttribute(el, 'region')]);
  const postalCode = euAttribute(el, 'zipCode');
  const country = euCountry(el);
  const full = joinDefined([street, city, region, postalCode, country]);
  if (full === '') return undefined;
  return {
    full,
    ...(street !== '' ? { street } : {}),
    ...(city !== undefined ? { city } : {}),
    ...(region !== '' ? { region } : {}),
    ...(postalCode !== undefined ? { postalCode } : {}),
    ...(country !== undefined ? { country } : {}),
  };
}

function readDocument(el: XmlElement): IdentityDocument | undefined {
  const number = euAttribute(el, 'number', 'latinNumber');
  if (number === undefined) return undefined;
  const flags = [
    'diplomatic',
    'knownExpired',
    'knownFalse',
    'reportedLost',
    'revokedByIssuer',
  ].filter((flag) => euFlag(el, flag) === true);
  const remarks = children(el, 'remark').map((remark) => remark.text.trim());
  const note = joinDefined([euAttribute(el, 'nameOnDocument'), ...flags, ...remarks], '; ');
  const country = euCountry(el);
  const issuedOn = euAttribute(el, 'issueDate', 'issuedDate', 'validFrom');
  const expiresOn = euAttribute(el, 'validTo', 'expiryDate');
  return {
    type: euAttribute(el, 'identificationTypeDescription', 'identificationTypeCode') ?? 'Document',
    number,
    ...(country !== undefined ? { country } : {}),
    ...(issuedOn !== undefined ? { issuedOn } : {}),
    ...(expiresOn !== undefined ? { expiresOn } : {}),
    ...(note !== '' ? { note } : {}),
  };
}

function joinDefined(parts: (string | undefined)[], separator = ', '): string {
  return parts.filter((part) => part !== undefined && part !== '').join(separator);
}

function isoDate(text: string | undefined): string | undefined {
  return text !== undefined && ISO_DATE_PREFIX.test(text) ? text.slice(0, 10) : undefined;
}

function unique(items: string[]): string[] {
  return [...new Set(items.filter((item) => item !== ''))];
}

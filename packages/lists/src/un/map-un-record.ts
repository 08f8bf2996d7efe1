import type {
  EntityAddress,
  EntityName,
  IdentityDocument,
  ListEntity,
  NameKind,
} from '@sanctions/screening';
import { detectScript } from '../common/detect-script';
import { child, children, childText } from '../common/xml-stream';
import type { XmlElement } from '../common/xml-stream';
import { mapUnBirthDate } from './map-un-birth-date';

/** `listSource` of every record read from the UN Security Council Consolidated List. */
export const UN_LIST_SOURCE = 'UN Consolidated List';

const NAME_PARTS = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'] as const;
const ISO_DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/**
 * Maps one UN `INDIVIDUAL` or `ENTITY` element to a {@link ListEntity}.
 *
 * Names: FIRST..FOURTH_NAME joined is the primary (Latin) name. NAME_ORIGINAL_SCRIPT is the same
 * designation name written in its original script, so it is kept with kind `primary` (second in
 * `names`), not demoted to an alias: a hit on it is as strong as a hit on the Latin primary.
 * Alias QUALITY: `Good`/`a.k.a.` -> aka, `Low` -> weak, `f.k.a.` -> fka, blank -> aka.
 *
 * @throws Error when the record has no REFERENCE_NUMBER or no name at all.
 */
export function mapUnRecord(el: XmlElement): ListEntity {
  const isIndividual = el.name === 'INDIVIDUAL';
  const prefix = isIndividual ? 'INDIVIDUAL' : 'ENTITY';
  const sourceId = childText(el, 'REFERENCE_NUMBER');
  if (sourceId === undefined) {
    throw new Error(
      `UN: ${prefix} with DATAID ${childText(el, 'DATAID') ?? '?'} has no REFERENCE_NUMBER`,
    );
  }
  const names = readNames(el, prefix);
  if (names.length === 0) throw new Error(`UN: ${sourceId} has no name`);

  const gender = childText(el, 'GENDER')?.toLowerCase();
  const remarks = readRemarks(el);
  const listedOn = isoDate(childText(el, 'LISTED_ON'));
  const updatedOn = latest(values(el, 'LAST_DAY_UPDATED').map(isoDate));
  return {
    sanctionList: 'un',
    listSource: UN_LIST_SOURCE,
    sourceId,
    type: isIndividual ? 'individual' : 'entity',
    names,
    birthDates: children(el, 'INDIVIDUAL_DATE_OF_BIRTH').flatMap(
      (dob) => mapUnBirthDate(dob) ?? [],
    ),
    birthPlaces: unique(
      children(el, 'INDIVIDUAL_PLACE_OF_BIRTH').map((place) =>
        joinParts(place, ['STREET', 'CITY', 'STATE_PROVINCE', 'COUNTRY']),
      ),
    ),
    nationalities: unique(values(el, 'NATIONALITY')),
    addresses: children(el, `${prefix}_ADDRESS`).flatMap((address) => readAddress(address) ?? []),
    documents: children(el, 'INDIVIDUAL_DOCUMENT').flatMap((doc) => readDocument(doc) ?? []),
    programmes: unique([childText(el, 'UN_LIST_TYPE') ?? '']),
    titles: unique(values(el, 'TITLE')),
    ...(gender === 'male' || gender === 'female' ? { gender } : {}),
    ...(remarks ? { remarks } : {}),
    ...(listedOn ? { listedOn } : {}),
    ...(updatedOn ? { updatedOn } : {}),
    isActive: true,
  };
}

function readNames(el: XmlElement, prefix: string): EntityName[] {
  const names: EntityName[] = [];
  const add = (
    full: string | undefined,
    kind: NameKind,
    parts: { given?: string; family?: string } = {},
  ): void => {
    if (full === undefined || names.some((name) => name.full === full)) return;
    names.push({ full, kind, script: detectScript(full), ...parts });
  };
  const parts = NAME_PARTS.map((part) => childText(el, part)).filter((part) => part !== undefined);
  add(parts.length > 0 ? parts.join(' ') : undefined, 'primary');
  add(childText(el, 'NAME_ORIGINAL_SCRIPT'), 'primary');
  for (const alias of children(el, `${prefix}_ALIAS`)) {
    add(childText(alias, 'ALIAS_NAME'), aliasKind(childText(alias, 'QUALITY')));
  }
  return names;
}

function aliasKind(quality: string | undefined): NameKind {
  switch (quality?.toLowerCase()) {
    case 'low':
      return 'weak';
    case 'f.k.a.':
      return 'fka';
    default:
      return 'aka';
  }
}

function readAddress(el: XmlElement): EntityAddress | undefined {
  const full = joinParts(el, ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY', 'NOTE']);
  if (full === '') return undefined;
  return {
    full,
    street: childText(el, 'STREET'),
    city: childText(el, 'CITY'),
    region: childText(el, 'STATE_PROVINCE'),
    postalCode: childText(el, 'ZIP_CODE'),
    country: childText(el, 'COUNTRY'),
  };
}

/** A document without a NUMBER is only a description; its text stays in the remarks (COMMENTS1). */
function readDocument(el: XmlElement): IdentityDocument | undefined {
  const number = childText(el, 'NUMBER');
  if (number === undefined) return undefined;
  const types = [childText(el, 'TYPE_OF_DOCUMENT'), childText(el, 'TYPE_OF_DOCUMENT2')].filter(
    (type) => type !== undefined,
  );
  const note = [childText(el, 'CITY_OF_ISSUE'), childText(el, 'NOTE')]
    .filter((part) => part !== undefined)
    .join('; ');
  return {
    type: types.length > 0 ? types.join(' / ') : 'Document',
    number,
    country: childText(el, 'ISSUING_COUNTRY') ?? childText(el, 'COUNTRY_OF_ISSUE'),
    issuedOn: childText(el, 'DATE_OF_ISSUE'),
    note: note === '' ? undefined : note,
  };
}

/** COMMENTS1 plus the DESIGNATION values (functions held), which the model has no field for. */
function readRemarks(el: XmlElement): string | undefined {
  const designations = values(el, 'DESIGNATION');
  const parts = [
    childText(el, 'COMMENTS1'),
    designations.length > 0 ? `Designation: ${designations.join('; ')}` : undefined,
  ];
  const text = parts.filter((part) => part !== undefined).join('\n');
  return text === '' ? undefined : text;
}

/** Trimmed non-empty `VALUE` texts under the first child called `name`. */
function values(el: XmlElement, name: string): string[] {
  const holder = child(el, name);
  if (holder === undefined) return [];
  return children(holder, 'VALUE').flatMap((value) => {
    const text = value.text.trim();
    return text === '' ? [] : [text];
  });
}

function joinParts(el: XmlElement, names: readonly string[]): string {
  return names
    .map((name) => childText(el, name))
    .filter((part) => part !== undefined)
    .join(', ');
}

function isoDate(text: string | undefined): string | undefined {
  return text !== undefined && ISO_DATE_PREFIX.test(text) ? text.slice(0, 10) : undefined;
}

function latest(dates: (string | undefined)[]): string | undefined {
  return dates
    .filter((date) => date !== undefined)
    .sort()
    .at(-1);
}

function unique(items: string[]): string[] {
  return [...new Set(items.filter((item) => item !== ''))];
}

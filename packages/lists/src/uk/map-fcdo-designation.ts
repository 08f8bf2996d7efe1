import type {
  EntityAddress,
  EntityName,
  IdentityDocument,
  ListEntity,
  NameKind,
  PartialDate,
} from '@sanctions/screening';
import { detectScript } from '../common/detect-script';
import { child, children, childText } from '../common/xml-stream';
import type { XmlElement } from '../common/xml-stream';
import { addUniqueName, buildUkAddress, buildUkName, ukEntityType } from './uk-entity-parts';
import { readUkPartialDate, ukDateToIso, uniqueText } from './uk-text';

/** `listSource` of every record read from the FCDO UK Sanctions List. */
export const UK_FCDO_LIST_SOURCE = 'UK Sanctions List (FCDO)';

const NAME_PARTS = ['Name1', 'Name2', 'Name3', 'Name4', 'Name5'] as const;
const ADDRESS_LINES = [
  'AddressLine1',
  'AddressLine2',
  'AddressLine3',
  'AddressLine4',
  'AddressLine5',
  'AddressLine6',
] as const;

/**
 * Maps one FCDO `Designation` to a {@link ListEntity} keyed by its UniqueID (e.g. `AFG0001`).
 *
 * NameType "Primary Name" -> primary, "Primary Name Variation" -> aka, "Alias" -> aka, or weak
 * when AliasStrength is "Low quality a.k.a". NonLatinNames are the designation's name in its
 * original script and are kept as `primary` (as for the UN list), trimmed of the padding spaces
 * the publication leaves around them. The OFSI Group ID and UN reference go to the remarks so
 * the record can be joined with the OFSI and UN lists.
 *
 * @throws Error when the designation has no UniqueID or no name.
 */
export function mapFcdoDesignation(el: XmlElement): ListEntity {
  const sourceId = childText(el, 'UniqueID');
  if (sourceId === undefined) throw new Error('UK FCDO: a Designation has no UniqueID');
  const names = readNames(el);
  if (names.length === 0) throw new Error(`UK FCDO: designation ${sourceId} has no name`);

  const individuals = nested(el, 'IndividualDetails', 'Individual');
  const genders = uniqueText(
    individuals.flatMap((person) => texts(person, 'Genders', 'Gender')),
  ).map((g) => g.toLowerCase());
  const listedOn = ukDateToIso(childText(el, 'DateDesignated'));
  const updatedOn = ukDateToIso(childText(el, 'LastUpdated'));
  const remarks = readRemarks(el, individuals);
  return {
    sanctionList: 'uk',
    listSource: UK_FCDO_LIST_SOURCE,
    sourceId,
    type: ukEntityType(childText(el, 'IndividualEntityShip')),
    names,
    birthDates: readBirthDates(individuals),
    birthPlaces: uniqueText(
      individuals.flatMap((person) =>
        nested(person, 'BirthDetails', 'Location').map((location) =>
          [childText(location, 'TownOfBirth'), childText(location, 'CountryOfBirth')]
            .filter((part) => part !== undefined)
            .join(', '),
        ),
      ),
    ),
    nationalities: uniqueText(
      individuals.flatMap((person) => texts(person, 'Nationalities', 'Nationality')),
    ),
    addresses: nested(el, 'Addresses', 'Address').flatMap((address) => readAddress(address) ?? []),
    documents: readDocuments(individuals),
    programmes: uniqueText([childText(el, 'RegimeName') ?? '']),
    titles: uniqueText(texts(el, 'Titles', 'Title')),
    ...(genders.length === 1 && (genders[0] === 'male' || genders[0] === 'female')
      ? { gender: genders[0] }
      : {}),
    ...(remarks !== '' ? { remarks } : {}),
    ...(listedOn ? { listedOn } : {}),
    ...(updatedOn ? { updatedOn } : {}),
    isActive: true,
  };
}

function readNames(el: XmlElement): EntityName[] {
  const names: EntityName[] = [];
  const listed = nested(el, 'Names', 'Name');
  const primaryFirst = [...listed].sort(
    (a, b) => Number(nameKind(a) !== 'primary') - Number(nameKind(b) !== 'primary'),
  );
  for (const [index, name] of primaryFirst.entries()) {
    const built = buildUkName(
      NAME_PARTS.map((part) => childText(name, part)),
      childText(name, 'Name6'),
      nameKind(name),
    );
    if (built) addUniqueName(names, built);
    // Original-script names follow the first (primary) Latin name, as in the UN reader.
    if (index === 0) {
      for (const nonLatin of nested(el, 'NonLatinNames', 'NonLatinName')) {
        const text = childText(nonLatin, 'NameNonLatinScript');
        if (text !== undefined)
          addUniqueName(names, { full: text, kind: 'primary', script: detectScript(text) });
      }
    }
  }
  return names;
}

function nameKind(name: XmlElement): NameKind {
  const type = childText(name, 'NameType')?.toLowerCase();
  if (type === 'primary name') return 'primary';
  return childText(name, 'AliasStrength')?.toLowerCase().startsWith('low') ? 'weak' : 'aka';
}

function readBirthDates(individuals: XmlElement[]): PartialDate[] {
  const dates = new Map<string, PartialDate>();
  for (const text of individuals.flatMap((person) => texts(person, 'DOBs', 'DOB'))) {
    const date = readUkPartialDate(text);
    if (date && !dates.has(date.raw)) dates.set(date.raw, date);
  }
  return [...dates.values()];
}

function readAddress(el: XmlElement): EntityAddress | undefined {
  return buildUkAddress(
    ADDRESS_LINES.map((line) => childText(el, line)),
    childText(el, 'AddressPostalCode'),
    childText(el, 'AddressCountry'),
  );
}

/** Passports and national identifiers; the publication repeats identical entries, kept once. */
function readDocuments(individuals: XmlElement[]): IdentityDocument[] {
  const documents = new Map<string, IdentityDocument>();
  const add = (type: string, number: string | undefined, note: string | undefined): void => {
    if (number === undefined || documents.has(`${type}|${number}|${note ?? ''}`)) return;
    documents.set(`${type}|${number}|${note ?? ''}`, { type, number, ...(note ? { note } : {}) });
  };
  for (const person of individuals) {
    for (const passport of nested(person, 'PassportDetails', 'Passport')) {
      add(
        'Passport',
        childText(passport, 'PassportNumber'),
        childText(passport, 'PassportAdditionalInformation'),
      );
    }
    for (const identifier of nested(person, 'NationalIdentifierDetails', 'NationalIdentifier')) {
      add(
        'National Identification Number',
        childText(identifier, 'NationalIdentifierNumber'),
        childText(identifier, 'NationalIdentifierAdditionalInformation'),
      );
    }
  }
  return [...documents.values()];
}

function readRemarks(el: XmlElement, individuals: XmlElement[]): string {
  const positions = uniqueText(
    individuals.flatMap((person) => texts(person, 'Positions', 'Position')),
  );
  const references = [
    ['OFSI Group ID', childText(el, 'OFSIGroupID')],
    ['UN reference', childText(el, 'UNReferenceNumber')],
    ['Designation source', childText(el, 'DesignationSource')],
    ['Sanctions imposed', childText(el, 'SanctionsImposed')],
  ].flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
  const contacts = [
    ...texts(el, 'PhoneNumbers', 'PhoneNumber').map((phone) => `Phone: ${phone}`),
    ...texts(el, 'EmailAddresses', 'EmailAddress').map((email) => `Email: ${email}`),
  ];
  return [
    childText(el, 'OtherInformation'),
    childText(el, 'UKStatementofReasons'),
    positions.length > 0 ? `Position: ${positions.join('; ')}` : undefined,
    ...contacts,
    references.join('; '),
  ]
    .filter((part) => part !== undefined && part !== '')
    .join('\n');
}

/** Children `item` of the first child `holder`, e.g. Names/Name. */
function nested(el: XmlElement, holder: string, item: string): XmlElement[] {
  const container = child(el, holder);
  return container ? children(container, item) : [];
}

function texts(el: XmlElement, holder: string, item: string): string[] {
  return nested(el, holder, item).flatMap((node) => {
    const text = node.text.trim();
    return text === '' ? [] : [text];
  });
}

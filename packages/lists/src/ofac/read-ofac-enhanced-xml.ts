import type {
  EntityAddress,
  EntityName,
  EntityType,
  IdentityDocument,
  ListEntity,
  PartialDate,
} from '@sanctions/screening';
import type { ParsedPublication } from '../model';
import { child, children, childText, streamElements } from '../common/xml-stream';
import type { XmlElement } from '../common/xml-stream';
import { unzipEntries } from '../common/zip';
import { imoNumberOf, vesselDetails } from '../common/vessel-details';
import type { VesselFields } from '../common/vessel-details';
import { isDocumentType, makeDocument } from './ofac-document-types';
import { aliasKind, pushUniqueName } from './ofac-names';
import { buildOfacAddress, listItems, ofacXmlEntityType } from './ofac-xml-parts';
import { parseOfacDate } from './parse-ofac-date';
import { detectScript } from '../common/detect-script';

/**
 * Parses OFAC's Enhanced XML (`sanctionsData`, e.g. CONS_ENHANCED.XML or SDN_ENHANCED.XML) by
 * streaming its `entity` records. Every name translation (Latin, Cyrillic, Chinese...) becomes a name;
 * the list is the SDN list when the publication filter names it, else the non-SDN Consolidated list.
 *
 * @throws Error when the XML is malformed or is not an Enhanced XML `sanctionsData` document.
 */
export function readOfacEnhancedXml(bytes: Uint8Array): ParsedPublication {
  const raw: XmlElement[] = [];
  let publication: XmlElement | undefined;
  const info = streamElements(
    bytes,
    (name) => name === 'entity' || name === 'publicationInfo',
    (el) => {
      if (el.name === 'entity') raw.push(el);
      else publication = el;
    },
  );
  if (info.rootName !== 'sanctionsData') {
    throw new Error(
      `OFAC Enhanced XML: the root element is <${info.rootName}>, expected <sanctionsData>`,
    );
  }
  const filterLists = publication ? listNames(publication) : [];
  const listSource = filterLists.some((name) => /^SDN List$/i.test(name))
    ? 'OFAC SDN'
    : 'OFAC Consolidated (non-SDN)';
  const publishedAt = publication ? childText(publication, 'dataAsOf') : undefined;
  return {
    sanctionList: 'ofac',
    listSource,
    format: 'ofac-enhanced-xml',
    ...(publishedAt ? { publishedAt } : {}),
    entities: raw.map((el) => mapEnhancedEntity(el, listSource)),
  };
}

/**
 * Unzips an Enhanced XML archive (e.g. CONS_ENHANCED.ZIP, SDN_ENHANCED.ZIP) and parses the XML inside.
 *
 * @throws Error when the archive holds no `.xml` file or more than one.
 */
export function readOfacEnhancedZip(bytes: Uint8Array): ParsedPublication {
  const xmlFiles = [...unzipEntries(bytes)].filter(([path]) => /\.xml$/i.test(path));
  const [first, ...others] = xmlFiles;
  if (!first || others.length > 0) {
    throw new Error(
      `OFAC Enhanced ZIP: expected one XML file in the archive, found ${xmlFiles.length}`,
    );
  }
  return readOfacEnhancedXml(first[1]);
}

function listNames(publication: XmlElement): string[] {
  const filters = child(publication, 'filters');
  const lists = filters ? child(filters, 'sanctionsLists') : undefined;
  return lists ? children(lists, 'sanctionsList').map((l) => l.text.trim()) : [];
}

function mapEnhancedEntity(el: XmlElement, listSource: string): ListEntity {
  const sourceId = el.attributes.id?.trim();
  if (!sourceId) throw new Error('OFAC Enhanced XML: an entity has no id');
  const general = child(el, 'generalInfo');
  const type = ofacXmlEntityType(general ? childText(general, 'entityType') : undefined);
  const remarks = general ? childText(general, 'remarks') : undefined;

  const names = mapNames(el, type);
  if (names.length === 0) throw new Error(`OFAC Enhanced XML: entity ${sourceId} has no name`);

  const birthDates: PartialDate[] = [];
  const birthPlaces: string[] = [];
  const nationalities: string[] = [];
  const documents: IdentityDocument[] = listItems(
    el,
    'identityDocuments',
    'identityDocument',
  ).flatMap(mapDocument);
  let gender: 'male' | 'female' | undefined;
  const vesselFields: VesselFields = {};
  for (const feature of listItems(el, 'features', 'feature')) {
    const featureType = childText(feature, 'type');
    const value = childText(feature, 'value');
    if (!featureType || !value) continue;
    const vesselField = VESSEL_FEATURES.get(featureType.toLowerCase());
    if (vesselField) vesselFields[vesselField] ??= value;
    switch (featureType) {
      case 'Birthdate':
        birthDates.push(mapBirthdate(feature, value));
        break;
      case 'Place of Birth':
        birthPlaces.push(value);
        break;
      case 'Nationality Country':
      case 'Citizenship Country':
      case 'Nationality of Registration':
        if (!nationalities.includes(value)) nationalities.push(value);
        break;
      case 'Gender': {
        const lower = value.toLowerCase();
        if (lower === 'male' || lower === 'female') gender = lower;
        break;
      }
      default:
        if (isDocumentType(featureType))
          documents.push(makeDocument(featureType.replace(/:$/, ''), value));
    }
  }

  const vessel =
    type === 'vessel'
      ? vesselDetails({ ...vesselFields, imoNumber: imoNumberOf(documents) })
      : undefined;

  return {
    sanctionList: 'ofac',
    listSource,
    sourceId,
    type,
    names,
    birthDates,
    birthPlaces,
    nationalities,
    addresses: listItems(el, 'addresses', 'address')
      .map(mapAddress)
      .filter((a) => a.full !== ''),
    documents,
    programmes: listItems(el, 'sanctionsPrograms', 'sanctionsProgram')
      .map((p) => p.text.trim())
      .filter((p) => p !== ''),
    titles: [],
    ...(gender ? { gender } : {}),
    ...(remarks ? { remarks } : {}),
    ...(vessel ? { vessel } : {}),
    isActive: true,
  };
}

/** Enhanced XML feature types (lower-cased: OFAC writes "VESSEL TYPE" in capitals) that describe a ship. */
const VESSEL_FEATURES = new Map<string, keyof VesselFields>([
  ['vessel call sign', 'callSign'],
  ['vessel type', 'type'],
  ['vessel flag', 'flag'],
  ['vessel tonnage', 'tonnage'],
  ['vessel gross registered tonnage', 'grossRegisteredTonnage'],
  ['vessel owner', 'owner'],
]);

/** Primary name first, then every translation of every alias. */
function mapNames(el: XmlElement, type: EntityType): EntityName[] {
  const names: EntityName[] = [];
  const all = listItems(el, 'names', 'name');
  const ordered = [...all.filter(isPrimary), ...all.filter((n) => !isPrimary(n))];
  for (const name of ordered) {
    const primary = isPrimary(name);
    const weak = childText(name, 'isLowQuality') === 'true';
    const kind = primary ? 'primary' : aliasKind(childText(name, 'aliasType'), weak);
    const translations = listItems(name, 'translations', 'translation');
    const orderedTranslations = [
      ...translations.filter(isPrimary),
      ...translations.filter((t) => !isPrimary(t)),
    ];
    for (const translation of orderedTranslations) {
      const full = childText(translation, 'formattedFullName');
      if (!full) continue;
      // Only the primary translation of the primary name is "the" primary name; its other scripts are aliases.
      const translationKind = kind === 'primary' && names.length > 0 ? 'aka' : kind;
      const given = childText(translation, 'formattedFirstName');
      const family = childText(translation, 'formattedLastName');
      pushUniqueName(names, {
        full,
        kind: translationKind,
        script: detectScript(full),
        ...(type === 'individual' && given ? { given } : {}),
        ...(type === 'individual' && family ? { family } : {}),
      });
    }
  }
  return names;
}

function isPrimary(el: XmlElement): boolean {
  return childText(el, 'isPrimary') === 'true';
}

function mapBirthdate(feature: XmlElement, value: string): PartialDate {
  const date = parseOfacDate(value);
  const valueDate = child(feature, 'valueDate');
  const approximate = valueDate ? childText(valueDate, 'isApproximate') === 'true' : false;
  return approximate ? { ...date, circa: true } : date;
}

function mapDocument(el: XmlElement): IdentityDocument[] {
  const type = childText(el, 'type');
  const number = childText(el, 'documentNumber');
  if (!type || !number) return [];
  const country = childText(el, 'issuingCountry') ?? childText(el, 'issuingLocation');
  const issuedOn = childText(el, 'issueDate');
  const expiresOn = childText(el, 'expirationDate');
  const authority = childText(el, 'issuingAuthority');
  const notes = [
    authority ? `issued by ${authority}` : undefined,
    childText(el, 'isValid') === 'false' ? 'not valid' : undefined,
  ]
    .filter((n) => n !== undefined)
    .join('; ');
  return [
    makeDocument(type, number, {
      ...(country ? { country } : {}),
      ...(issuedOn ? { issuedOn } : {}),
      ...(expiresOn ? { expiresOn } : {}),
      ...(notes ? { note: notes } : {}),
    }),
  ];
}

function mapAddress(el: XmlElement): EntityAddress {
  const country = childText(el, 'country');
  const translations = listItems(el, 'translations', 'translation');
  const translation = translations.find(isPrimary) ?? translations[0];
  const parts = new Map<string, string>();
  for (const part of translation ? listItems(translation, 'addressParts', 'addressPart') : []) {
    const partType = childText(part, 'type');
    const value = childText(part, 'value');
    if (partType && value) parts.set(partType, value);
  }
  const street = ['ADDRESS1', 'ADDRESS2', 'ADDRESS3']
    .map((key) => parts.get(key))
    .filter((p) => p !== undefined)
    .join(', ');
  const region = [parts.get('STATE/PROVINCE'), parts.get('REGION')]
    .filter((p) => p !== undefined)
    .join(', ');
  return buildOfacAddress({
    street,
    city: parts.get('CITY'),
    region,
    postalCode: parts.get('POSTAL CODE'),
    country,
  });
}

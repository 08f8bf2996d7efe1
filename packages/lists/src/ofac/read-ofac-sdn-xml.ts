import type { EntityAddress, EntityName, IdentityDocument, ListEntity } from '@sanctions/screening';
import type { ParsedPublication } from '../model';
import { child, childText, streamElements } from '../common/xml-stream';
import type { XmlElement } from '../common/xml-stream';
import { imoNumberOf, vesselDetails } from '../common/vessel-details';
import { isDocumentType, makeDocument } from './ofac-document-types';
import { aliasKind, ofacNameFromParts, pushUniqueName } from './ofac-names';
import { buildOfacAddress, listItems, ofacXmlEntityType } from './ofac-xml-parts';
import { parseOfacDate } from './parse-ofac-date';
import type { OfacCsvListSource } from './read-ofac-csv-set';

/** Options for {@link readOfacSdnXml}. */
export interface ReadOfacSdnXmlOptions {
  /** Overrides the SDN / Consolidated decision when the caller knows which file it downloaded. */
  listSource?: OfacCsvListSource;
}

const PUBLISH_INFO = new Set(['publshInformation', 'publishInformation']);

/**
 * Parses OFAC's `sdnList` XML (SDN.XML or CONSOLIDATED.XML) by streaming its `sdnEntry` records.
 * The file does not name its list; a file with vessels, aircraft or more than 3,000 entries is the
 * SDN list, anything else the non-SDN Consolidated list, unless `options.listSource` says otherwise.
 *
 * @throws Error when the XML is malformed, is not an `sdnList`, or holds a different number of
 *   entries than its own `Record_Count` (a truncated download).
 */
export function readOfacSdnXml(
  bytes: Uint8Array,
  options: ReadOfacSdnXmlOptions = {},
): ParsedPublication {
  const raw: XmlElement[] = [];
  let publishDate: string | undefined;
  let recordCount: number | undefined;
  const info = streamElements(
    bytes,
    (name) => name === 'sdnEntry' || PUBLISH_INFO.has(name),
    (el) => {
      if (el.name === 'sdnEntry') {
        raw.push(el);
        return;
      }
      publishDate = childText(el, 'Publish_Date');
      const count = childText(el, 'Record_Count');
      recordCount = count === undefined ? undefined : Number(count);
    },
  );
  if (info.rootName !== 'sdnList') {
    throw new Error(`OFAC sdnList XML: the root element is <${info.rootName}>, expected <sdnList>`);
  }
  if (recordCount !== undefined && recordCount !== raw.length) {
    throw new Error(
      `OFAC sdnList XML: Record_Count says ${recordCount} entries but the file holds ${raw.length}`,
    );
  }

  const types = raw.map((el) => childText(el, 'sdnType'));
  const looksLikeSdn = raw.length > 3000 || types.some((t) => t === 'Vessel' || t === 'Aircraft');
  const listSource =
    options.listSource ?? (looksLikeSdn ? 'OFAC SDN' : 'OFAC Consolidated (non-SDN)');
  const publishedAt = publishDate === undefined ? undefined : usDateToIso(publishDate);

  return {
    sanctionList: 'ofac',
    listSource,
    format: 'ofac-sdn-xml',
    ...(publishedAt ? { publishedAt } : {}),
    entities: raw.map((el) => mapSdnEntry(el, listSource)),
  };
}

/** OFAC writes `Publish_Date` as MM/DD/YYYY. */
function usDateToIso(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : undefined;
}

function mapSdnEntry(el: XmlElement, listSource: string): ListEntity {
  const sourceId = childText(el, 'uid');
  if (!sourceId) throw new Error('OFAC sdnList XML: an sdnEntry has no uid');
  const type = ofacXmlEntityType(childText(el, 'sdnType'));
  const primary = ofacNameFromParts(
    childText(el, 'firstName'),
    childText(el, 'lastName'),
    'primary',
  );
  if (!primary) throw new Error(`OFAC sdnList XML: sdnEntry ${sourceId} has no name`);
  const names: EntityName[] = [type === 'individual' ? primary : unsplit(primary)];
  for (const aka of listItems(el, 'akaList', 'aka')) {
    const kind = aliasKind(childText(aka, 'type'), childText(aka, 'category') === 'weak');
    const name = ofacNameFromParts(childText(aka, 'firstName'), childText(aka, 'lastName'), kind);
    if (name) pushUniqueName(names, type === 'individual' ? name : unsplit(name));
  }

  const nationalities: string[] = [];
  const addNationality = (country: string | undefined): void => {
    if (country && !nationalities.includes(country)) nationalities.push(country);
  };
  for (const item of listItems(el, 'nationalityList', 'nationality'))
    addNationality(childText(item, 'country'));
  for (const item of listItems(el, 'citizenshipList', 'citizenship'))
    addNationality(childText(item, 'country'));

  const documents: IdentityDocument[] = [];
  let gender: 'male' | 'female' | undefined;
  const vessel = child(el, 'vesselInfo');
  const callSign = vessel ? childText(vessel, 'callSign') : undefined;
  if (callSign) documents.push({ type: 'Call Sign', number: callSign });
  for (const id of listItems(el, 'idList', 'id')) {
    const idType = childText(id, 'idType');
    const idNumber = childText(id, 'idNumber');
    if (!idType || !idNumber) continue;
    if (idType === 'Gender') {
      const value = idNumber.toLowerCase();
      if (value === 'male' || value === 'female') gender = value;
    } else if (idType === 'Nationality of Registration') {
      addNationality(idNumber);
    } else if (isDocumentType(idType)) {
      const country = childText(id, 'idCountry');
      const issuedOn = childText(id, 'issueDate');
      const expiresOn = childText(id, 'expirationDate');
      documents.push(
        makeDocument(idType, idNumber, {
          ...(country ? { country } : {}),
          ...(issuedOn ? { issuedOn } : {}),
          ...(expiresOn ? { expiresOn } : {}),
        }),
      );
    }
  }

  const title = childText(el, 'title');
  const remarks = childText(el, 'remarks');
  const vesselBlock =
    type === 'vessel'
      ? vesselDetails({
          imoNumber: imoNumberOf(documents),
          callSign,
          type: vessel ? childText(vessel, 'vesselType') : undefined,
          flag: vessel ? childText(vessel, 'vesselFlag') : undefined,
          tonnage: vessel ? childText(vessel, 'tonnage') : undefined,
          grossRegisteredTonnage: vessel ? childText(vessel, 'grossRegisteredTonnage') : undefined,
          owner: vessel ? childText(vessel, 'vesselOwner') : undefined,
        })
      : undefined;
  return {
    sanctionList: 'ofac',
    listSource,
    sourceId,
    type,
    names,
    birthDates: listItems(el, 'dateOfBirthList', 'dateOfBirthItem')
      .map((item) => childText(item, 'dateOfBirth'))
      .filter((text) => text !== undefined)
      .map(parseOfacDate),
    birthPlaces: listItems(el, 'placeOfBirthList', 'placeOfBirthItem')
      .map((item) => childText(item, 'placeOfBirth'))
      .filter((text) => text !== undefined),
    nationalities,
    addresses: listItems(el, 'addressList', 'address')
      .map(mapAddress)
      .filter((a) => a.full !== ''),
    documents,
    programmes: listItems(el, 'programList', 'program')
      .map((p) => p.text.trim())
      .filter((p) => p !== ''),
    titles: title ? [title] : [],
    ...(gender ? { gender } : {}),
    ...(remarks ? { remarks } : {}),
    ...(vesselBlock ? { vessel: vesselBlock } : {}),
    isActive: true,
  };
}

/** Entities, vessels and aircraft carry their whole name in `lastName`; it is not a family name. */
function unsplit(name: EntityName): EntityName {
  return { full: name.full, kind: name.kind, script: name.script };
}

function mapAddress(el: XmlElement): EntityAddress {
  return buildOfacAddress({
    street: ['address1', 'address2', 'address3']
      .map((name) => childText(el, name))
      .filter((part) => part !== undefined)
      .join(', '),
    city: childText(el, 'city'),
    region: childText(el, 'stateOrProvince') ?? '',
    postalCode: childText(el, 'postalCode'),
    country: childText(el, 'country'),
  });
}

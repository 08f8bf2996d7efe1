import { countryCode } from '@sanctions/screening';
import type { IdentityDocument } from '@sanctions/screening';
import type { GroupableRecord } from './groupable-record';
import { nameBirthNationalityKeys } from './name-birth-nationality-keys';

export type GroupReasonKind =
  | 'un_reference'
  | 'imo_number'
  | 'passport'
  | 'national_id'
  | 'registration_number'
  | 'wikidata_id'
  | 'name_birth_nationality';

/** A value two records must share to be the same party, with the words that explain it. */
export interface PartyKey {
  kind: GroupReasonKind;
  /** Unique across kinds, e.g. "passport:EG:1084010". */
  key: string;
  /** For people, e.g. "same passport 1084010 (EG)". */
  text: string;
}

/** A UN reference as the UN writes it: regime, i/e (individual/entity), dot, three digits. */
const UN_REFERENCE = /^[A-Z]{2}[ie]\.\d{3}$/;
/**
 * How other lists cite the UN reference: UK OFSI "(UN Ref):TAe.010", UK FCDO and our EU reader
 * "UN reference: TAi.006", OFAC "UN Ref QDi.001". Bare references in UN remarks ("ADF (CDe.001)")
 * name *other* parties and are not read.
 */
const CITED_UN_REFERENCE =
  /\bUN\s*[Rr]ef(?:erence)?\)?\s*(?:No\.?)?\s*[:.]?\s*([A-Z]{2}[ie]\.\d{3})\b/g;
/** Shortest document number that identifies anyone (shorter ones collide by chance). */
const MIN_DOCUMENT_LENGTH = 5;

/** Document kinds grouped on, by what the publication calls them. */
const DOCUMENT_KINDS: readonly (readonly [RegExp, GroupReasonKind, string])[] = [
  [/passport|pasaporte|passeport/i, 'passport', 'passport'],
  [
    /national id|identification (number|card)|identity (card|number)|cedula|c\.u\.r\.p|personal (id|identification)/i,
    'national_id',
    'national identity number',
  ],
  // Tax ids are left out: OFAC gives BANK BELVEB (18291) the tax id of its parent VNESHECONOMBANK
  // (17015), so a shared tax id does not prove one party.
  [
    /registration|company number|commercial regist|legal entity number|uscc|unified social credit/i,
    'registration_number',
    'registration number',
  ],
];

/**
 * Keys are scoped by the kind of party: a ship and its owning company share an IMO-style number
 * and a UN reference on the UK list (vessels are listed under the owner's "KPe.070"), and must
 * stay apart. Entities and records of unknown type share a class.
 */
type PartyClass = 'person' | 'organisation' | 'vessel' | 'aircraft';

function partyClass(record: GroupableRecord): PartyClass {
  switch (record.type) {
    case 'individual':
      return 'person';
    case 'vessel':
      return 'vessel';
    case 'aircraft':
      return 'aircraft';
    default:
      return 'organisation';
  }
}

/** Every strong identifier and name-birth-nationality key of a record. */
export function partyKeys(record: GroupableRecord): PartyKey[] {
  const scope = partyClass(record);
  const strong = [
    ...unReferences(record, scope),
    ...imoNumbers(record),
    ...wikidataIds(record),
    ...record.documents.flatMap(documentKey),
  ];
  return [
    ...strong.map((key) => ({ ...key, key: `${scope}|${key.key}` })),
    ...nameBirthNationalityKeys(record),
  ];
}

/** A UN reference names an individual ("QDi.001") or an entity ("QDe.004"); only that kind of record may share it. */
function unReferences(record: GroupableRecord, scope: PartyClass): PartyKey[] {
  const wanted = scope === 'person' ? 'i' : scope === 'organisation' ? 'e' : undefined;
  const references = new Set<string>();
  if (record.sanctionList === 'un' && UN_REFERENCE.test(record.sourceId))
    references.add(record.sourceId);
  for (const match of (record.remarks ?? '').matchAll(CITED_UN_REFERENCE)) {
    if (match[1] !== undefined) references.add(match[1]);
  }
  return [...references]
    .filter((reference) => reference.charAt(2) === wanted)
    .map((reference) => ({
      kind: 'un_reference',
      key: `un:${reference.toUpperCase()}`,
      text: `shared UN reference ${reference}`,
    }));
}

/** A Wikidata item id names one person or body worldwide (PEP sources give it; Q22250). */
function wikidataIds(record: GroupableRecord): PartyKey[] {
  const ids = new Set(
    record.documents
      .filter((document) => document.type === 'Wikidata' && /^Q\d+$/.test(document.number))
      .map((document) => document.number),
  );
  return [...ids].map((id) => ({
    kind: 'wikidata_id',
    key: `wikidata:${id}`,
    text: `same Wikidata item ${id}`,
  }));
}

function imoNumbers(record: GroupableRecord): PartyKey[] {
  const numbers = new Set<string>();
  const add = (text: string | undefined): void => {
    const digits = text?.match(/\b\d{7}\b/)?.[0];
    if (digits !== undefined) numbers.add(digits);
  };
  add(record.vessel?.imoNumber);
  for (const document of record.documents) if (/\bIMO\b/i.test(document.type)) add(document.number);
  return [...numbers].map((imo) => ({
    kind: 'imo_number',
    key: `imo:${imo}`,
    text: `same IMO number ${imo}`,
  }));
}

/**
 * The number is compared and shown without spaces and punctuation ("A 123-4567" = "A1234567"), so
 * the explanation does not depend on which record came first.
 * A passport, national id or registration number counts only with its issuing country: the same
 * number issued by two countries is two documents.
 */
function documentKey(document: IdentityDocument): PartyKey[] {
  const kind = DOCUMENT_KINDS.find(([pattern]) => pattern.test(document.type));
  const country = document.country === undefined ? undefined : countryCode(document.country);
  const number = document.number.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (
    kind === undefined ||
    country === undefined ||
    number.length < MIN_DOCUMENT_LENGTH ||
    !/\d/.test(number)
  )
    return [];
  const [, reason, label] = kind;
  return [
    {
      kind: reason,
      key: `${reason}:${country}:${number}`,
      text: `same ${label} ${number} (${country})`,
    },
  ];
}

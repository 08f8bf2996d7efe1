import { isSanctionList } from '@sanctions/contracts';
import type { EntryAlias, EntryDocument, SanctionEntry } from '@sanctions/contracts';
import type {
  EntityName,
  EntityType,
  IdentityDocument,
  ListEntity,
  PartialDate,
} from '@sanctions/screening';
import { toEntryVessel } from './to-entry-vessel';

const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  individual: 'Individual',
  entity: 'Entity',
  vessel: 'Vessel',
  aircraft: 'Aircraft',
  unknown: 'Unknown',
};

/**
 * Maps a list record to the `sanctionEntry` users see. `additionalInfo` is one labelled line per fact
 * ("Passport:", "National ID:", "Aliases:", "Address:", "Place of Birth:", ...) because the web's match
 * dialog extracts documents, aliases and addresses by those labels.
 */
export function toSanctionEntry(entity: ListEntity): SanctionEntry {
  // Sanctions matches come from the sanctions lists only (the query names them); PEP hits are mapped apart.
  const sanctionList = entity.sanctionList;
  if (!isSanctionList(sanctionList)) throw new TypeError(`${sanctionList} is not a sanctions list`);
  return { ...toEntryFields(entity), sanctionList };
}

/** The entry's display fields of any record, a PEP source's too (the stored flat columns, list updates). */
export function toEntryFields(entity: ListEntity): Omit<SanctionEntry, 'sanctionList'> {
  const primary = primaryLatinName(entity);
  const { firstName, lastName } = splitName(primary, entity.type);
  const vessel = toEntryVessel(entity.vessel);
  return {
    sourceId: entity.sourceId,
    listSource: entity.listSource,
    fullName: primary.full.trim(),
    firstName,
    lastName,
    arabicName: entity.names.find((n) => n.script === 'arabic')?.full.trim() ?? '',
    nationality: entity.nationalities.join(', '),
    dateOfBirth: entity.birthDates[0] ? formatPartialDate(entity.birthDates[0]) : null,
    additionalInfo: additionalInfoLines(entity, primary).join('\n'),
    isActive: entity.isActive,
    lastUpdated: entity.updatedOn ?? entity.listedOn ?? null,
    entityType: entity.type,
    aliases: aliasesOf(entity, primary),
    birthDates: nonBlank(entity.birthDates.map((d) => d.raw)),
    birthPlaces: nonBlank(entity.birthPlaces),
    nationalities: nonBlank(entity.nationalities),
    addresses: nonBlank(entity.addresses.map((a) => a.full)),
    documents: entity.documents.map(toEntryDocument),
    programmes: nonBlank(entity.programmes),
    ...(entity.gender ? { gender: entity.gender } : {}),
    ...(entity.listedOn ? { listedOn: entity.listedOn } : {}),
    ...(entity.remarks?.trim() ? { remarks: entity.remarks.trim() } : {}),
    ...(vessel ? { vessel } : {}),
  };
}

/** Every name but the primary Latin one, once each (lists repeat a name under several qualities). */
function aliasesOf(entity: ListEntity, primary: EntityName): EntryAlias[] {
  const seen = new Set([oneLine(primary.full)]);
  const aliases: EntryAlias[] = [];
  for (const name of entity.names) {
    const text = oneLine(name.full);
    if (name === primary || text === '' || seen.has(text)) continue;
    seen.add(text);
    aliases.push({ name: text, kind: name.kind, script: name.script });
  }
  return aliases;
}

function toEntryDocument(document: IdentityDocument): EntryDocument {
  const country = document.country?.trim();
  const note = [
    document.issuedOn && `issued ${document.issuedOn}`,
    document.expiresOn && `expires ${document.expiresOn}`,
    document.note,
  ]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map(oneLine)
    .join(', ');
  return {
    type: oneLine(document.type),
    number: oneLine(document.number),
    ...(country ? { country } : {}),
    ...(note !== '' ? { note } : {}),
  };
}

/** One-line, trimmed values without the blanks some publications carry. */
function nonBlank(values: readonly string[]): string[] {
  return values.map(oneLine).filter((value) => value !== '');
}

/** The primary Latin-script name; a record published only in another script keeps its first name. */
function primaryLatinName(entity: ListEntity): EntityName {
  const latin = entity.names.filter((n) => n.script === 'latin');
  const fallback = entity.names[0] ?? { full: '', kind: 'primary', script: 'latin' };
  return latin.find((n) => n.kind === 'primary') ?? latin[0] ?? fallback;
}

function splitName(name: EntityName, type: EntityType): { firstName: string; lastName: string } {
  if (name.given !== undefined || name.family !== undefined) {
    return { firstName: name.given?.trim() ?? '', lastName: name.family?.trim() ?? '' };
  }
  // Organisations, vessels and aircraft have no given name: the whole name is the "last" name.
  if (type !== 'individual') return { firstName: '', lastName: name.full.trim() };
  const comma = name.full.indexOf(',');
  // OFAC writes individuals "FAMILY, Given Names".
  if (comma > 0) {
    return {
      firstName: name.full.slice(comma + 1).trim(),
      lastName: name.full.slice(0, comma).trim(),
    };
  }
  const tokens = name.full.trim().split(/\s+/);
  return { firstName: tokens[0] ?? '', lastName: tokens.slice(1).join(' ') };
}

/** ISO (YYYY-MM-DD / YYYY-MM / YYYY) for a plain date, the published text for ranges and circa dates. */
export function formatPartialDate(date: PartialDate): string {
  if (date.circa || date.toYear !== undefined || date.year === undefined) return date.raw.trim();
  const parts = [String(date.year).padStart(4, '0')];
  if (date.month !== undefined) {
    parts.push(String(date.month).padStart(2, '0'));
    if (date.day !== undefined) parts.push(String(date.day).padStart(2, '0'));
  }
  return parts.join('-');
}

function additionalInfoLines(entity: ListEntity, primary: EntityName): string[] {
  const lines = [`Type: ${ENTITY_TYPE_LABELS[entity.type]}`];
  const aliases = unique(entity.names.filter((n) => n !== primary).map(aliasLabel));
  if (aliases.length > 0) lines.push(`Aliases: ${aliases.join('; ')}`);
  if (entity.birthDates.length > 1) {
    lines.push(`Dates of Birth: ${entity.birthDates.map((d) => d.raw.trim()).join('; ')}`);
  }
  for (const place of entity.birthPlaces) lines.push(`Place of Birth: ${oneLine(place)}`);
  if (entity.gender) lines.push(`Gender: ${entity.gender === 'male' ? 'Male' : 'Female'}`);
  if (entity.titles.length > 0) lines.push(`Titles: ${entity.titles.map(oneLine).join('; ')}`);
  for (const document of entity.documents) lines.push(documentLine(document));
  for (const address of entity.addresses) {
    if (address.full.trim() !== '') lines.push(`Address: ${oneLine(address.full)}`);
  }
  if (entity.programmes.length > 0) lines.push(`Programmes: ${entity.programmes.join(', ')}`);
  if (entity.listedOn) lines.push(`Listed On: ${entity.listedOn}`);
  if (entity.remarks?.trim()) lines.push(`Remarks: ${oneLine(entity.remarks)}`);
  return lines;
}

function aliasLabel(name: EntityName): string {
  const qualifier = { primary: '', aka: '', fka: ' (former name)', weak: ' (low quality)' }[
    name.kind
  ];
  return `${oneLine(name.full)}${qualifier}`;
}

function documentLine(document: IdentityDocument): string {
  const details = [
    document.country,
    document.issuedOn && `issued ${document.issuedOn}`,
    document.expiresOn && `expires ${document.expiresOn}`,
    document.note,
  ].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  const suffix = details.length > 0 ? ` (${details.map(oneLine).join(', ')})` : '';
  return `${documentLabel(document.type)}: ${oneLine(document.number)}${suffix}`;
}

/** Collapses the published document kinds onto the labels the web extracts. */
function documentLabel(type: string): string {
  if (/passport/i.test(type)) return 'Passport';
  // Tax, company and vessel numbers are identifiers too, but not a person's identity document.
  if (/tax|vat|registration|business|company|imo|swift|bic/i.test(type)) return oneLine(type);
  if (/national|identity|identification|\bid\b|cedula|\bnic\b/i.test(type)) return 'National ID';
  return oneLine(type) || 'Document';
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

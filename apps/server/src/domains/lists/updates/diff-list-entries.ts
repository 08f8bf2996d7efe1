import type { ListEntryField, ListEntryFieldChange } from '@sanctions/contracts';
import type { ListEntity, VesselDetails } from '@sanctions/screening';

type FieldValues = (entity: ListEntity) => string[];

const one = (value: string | undefined): string[] =>
  value === undefined || value.trim() === '' ? [] : [value.trim()];
const vessel =
  (key: keyof VesselDetails): FieldValues =>
  (entity) =>
    one(entity.vessel?.[key]);

/** How each reported field reads as display values; sets compare these texts. */
const FIELD_VALUES: Record<ListEntryField, FieldValues> = {
  type: (entity) => [entity.type],
  names: (entity) => entity.names.map((name) => name.full.trim()),
  birthDates: (entity) => entity.birthDates.map((date) => date.raw.trim()),
  birthPlaces: (entity) => entity.birthPlaces,
  nationalities: (entity) => entity.nationalities,
  addresses: (entity) => entity.addresses.map((address) => address.full.trim()),
  documents: (entity) =>
    entity.documents.map((document) =>
      [`${document.type} ${document.number}`, document.country, document.note]
        .filter((part) => part !== undefined && part !== '')
        .join(', '),
    ),
  programmes: (entity) => entity.programmes,
  titles: (entity) => entity.titles,
  gender: (entity) => one(entity.gender),
  remarks: (entity) => one(entity.remarks),
  listedOn: (entity) => one(entity.listedOn),
  updatedOn: (entity) => one(entity.updatedOn),
  isActive: (entity) => [String(entity.isActive)],
  vesselImoNumber: vessel('imoNumber'),
  vesselCallSign: vessel('callSign'),
  vesselType: vessel('type'),
  vesselFlag: vessel('flag'),
  vesselTonnage: vessel('tonnage'),
  vesselGrossRegisteredTonnage: vessel('grossRegisteredTonnage'),
  vesselOwner: vessel('owner'),
};

const FIELDS = Object.keys(FIELD_VALUES).filter((field): field is ListEntryField =>
  Object.hasOwn(FIELD_VALUES, field),
);

/**
 * Field by field, what differs between two editions of one record. Values are compared as published
 * texts (a reordering alone is no change); a change the fields do not show (a name's kind, an address's
 * parts) leaves the list empty although the record's hash differs.
 */
export function diffListEntries(before: ListEntity, after: ListEntity): ListEntryFieldChange[] {
  const changes: ListEntryFieldChange[] = [];
  for (const field of FIELDS) {
    const valuesBefore = unique(FIELD_VALUES[field](before));
    const valuesAfter = unique(FIELD_VALUES[field](after));
    const added = valuesAfter.filter((value) => !valuesBefore.includes(value));
    const removed = valuesBefore.filter((value) => !valuesAfter.includes(value));
    if (added.length === 0 && removed.length === 0) continue;
    changes.push({ field, before: valuesBefore, after: valuesAfter, added, removed });
  }
  return changes;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

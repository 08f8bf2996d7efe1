import type { SanctionEntry } from '@sanctions/contracts';

/** The facts the match dialog shows in its own sections (spec 2.6). */
export interface EntryDetails {
  entityType: string | null;
  gender: string | null;
  aliases: string[];
  passports: string[];
  nationalIds: string[];
  placesOfBirth: string[];
  addresses: string[];
  programmes: string[];
  listedOn: string | null;
  /** Labelled lines without a section of their own (remarks, titles, other documents...). */
  other: { label: string; value: string }[];
}

// The server writes one labelled fact per line ("Passport: A123 (Iraq)"); a label is short and
// starts the line, so a colon later in a remark does not split it.
const LABELLED_LINE = /^([A-Za-z][A-Za-z .'/()-]{0,40}?)\s*:\s*(.*)$/;

const LIST_SEPARATOR = /\s*;\s*/;

function splitList(value: string): string[] {
  return value.split(LIST_SEPARATOR).filter((item) => item !== '');
}

/** Extracts aliases, documents, places of birth and addresses from the entry's labelled free text. */
export function readEntryDetails(entry: Pick<SanctionEntry, 'additionalInfo'>): EntryDetails {
  const details: EntryDetails = {
    entityType: null,
    gender: null,
    aliases: [],
    passports: [],
    nationalIds: [],
    placesOfBirth: [],
    addresses: [],
    programmes: [],
    listedOn: null,
    other: [],
  };
  for (const rawLine of entry.additionalInfo.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const labelled = LABELLED_LINE.exec(line);
    const label = labelled?.[1]?.trim() ?? '';
    const value = labelled?.[2]?.trim() ?? line;
    switch (label.toLowerCase()) {
      case 'type':
        details.entityType = value;
        break;
      case 'gender':
        details.gender = value;
        break;
      case 'aliases':
      case 'alias':
      case 'a.k.a.':
      case 'aka':
        details.aliases.push(...splitList(value));
        break;
      case 'passport':
      case 'passport no.':
        details.passports.push(value);
        break;
      case 'national id':
      case 'national identification number':
      case 'national id no.':
        details.nationalIds.push(value);
        break;
      case 'place of birth':
      case 'pob':
        details.placesOfBirth.push(value);
        break;
      case 'address':
        details.addresses.push(value);
        break;
      case 'programmes':
      case 'programs':
        details.programmes.push(...value.split(/\s*,\s*/).filter((item) => item !== ''));
        break;
      case 'listed on':
        details.listedOn = value;
        break;
      default:
        details.other.push({ label, value });
    }
  }
  return details;
}

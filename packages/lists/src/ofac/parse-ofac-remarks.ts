import type { IdentityDocument, NameKind, PartialDate } from '@sanctions/screening';
import { makeDocument, remarkDocumentLabel } from './ofac-document-types';
import { parseOfacDate } from './parse-ofac-date';

/** An alias found in remarks; OFAC puts its low-quality ("weak") aliases there, in single quotes. */
export interface RemarkAlias {
  full: string;
  kind: NameKind;
}

/** The structured facts OFAC packs into the free-text remarks of a legacy CSV record. */
export interface OfacRemarkFacts {
  birthDates: PartialDate[];
  birthPlaces: string[];
  nationalities: string[];
  documents: IdentityDocument[];
  gender?: 'male' | 'female';
  aliases: RemarkAlias[];
}

const QUOTED_ALIAS = /^([afn])\.k\.a\.,?\s+'(.+)'$/i;
const PLAIN_ALIAS = /^([afn])\.k\.a\.,?\s+(.+)$/i;
const FIELD = /^(DOB|POB|nationality|citizen|Gender)\s+(.+)$/;

/**
 * Extracts dates and places of birth, nationalities/citizenships, identity documents, gender and
 * remark aliases from OFAC remarks such as
 * `DOB 12 Jan 1961; alt. DOB 1962; POB Tehran, Iran; nationality Iran; Passport A123 (Iran); a.k.a. 'X'.`
 * Items it does not recognise are left alone: the caller keeps the whole remark text as published.
 */
export function parseOfacRemarks(remarks: string | undefined): OfacRemarkFacts {
  const facts: OfacRemarkFacts = {
    birthDates: [],
    birthPlaces: [],
    nationalities: [],
    documents: [],
    aliases: [],
  };
  if (!remarks) return facts;
  for (const rawItem of remarks.trim().replace(/\.$/, '').split(';')) {
    const item = rawItem.trim().replace(/^alt\.\s+/i, '');
    if (item) readItem(item, facts);
  }
  return facts;
}

function prefixKind(prefix: string, akaKind: NameKind): NameKind {
  return prefix.toLowerCase() === 'f' ? 'fka' : akaKind;
}

function readItem(item: string, facts: OfacRemarkFacts): void {
  const alias = QUOTED_ALIAS.exec(item);
  if (alias?.[1] && alias[2]) {
    // A quoted a.k.a. in remarks is OFAC's "weak" alias; a quoted f.k.a. (mostly former vessel
    // names) is kept as a former name, which says more to the analyst than "weak".
    facts.aliases.push({ full: alias[2].trim(), kind: prefixKind(alias[1], 'weak') });
    return;
  }
  const plainAlias = PLAIN_ALIAS.exec(item);
  if (plainAlias?.[1] && plainAlias[2]) {
    facts.aliases.push({
      full: plainAlias[2].trim(),
      kind: prefixKind(plainAlias[1], 'aka'),
    });
    return;
  }
  const field = FIELD.exec(item);
  if (field?.[1] && field[2]) {
    const value = field[2].trim();
    switch (field[1]) {
      case 'DOB':
        facts.birthDates.push(parseOfacDate(value));
        return;
      case 'POB':
        facts.birthPlaces.push(value);
        return;
      case 'nationality':
      case 'citizen':
        if (!facts.nationalities.includes(value)) facts.nationalities.push(value);
        return;
      case 'Gender': {
        const gender = value.toLowerCase();
        if (gender === 'male' || gender === 'female') facts.gender = gender;
        return;
      }
    }
  }
  const document = readDocument(item);
  if (document) facts.documents.push(document);
}

/** `<label> <number> [(<country>)] [issued <date>] [expires <date>]`, as OFAC writes identifiers. */
export function readDocument(item: string): IdentityDocument | undefined {
  const label = remarkDocumentLabel(item);
  if (!label) return undefined;
  let rest = item.slice(label.length).replace(/^:?\s+/, '');
  const type = label.replace(/:$/, '');

  let expiresOn: string | undefined;
  const expires = /\s*\bexpires\s+(.+)$/.exec(rest);
  if (expires?.[1]) {
    expiresOn = expires[1].trim();
    rest = rest.slice(0, expires.index);
  }
  let issuedOn: string | undefined;
  const issued = /\s*\bissued\s+(.+)$/.exec(rest);
  if (issued?.[1]) {
    issuedOn = issued[1].trim();
    rest = rest.slice(0, issued.index);
  }

  const parenStart = rest.indexOf('(');
  const number = (parenStart === -1 ? rest : rest.slice(0, parenStart)).trim();
  if (!number) return undefined;
  const tail = parenStart === -1 ? '' : rest.slice(parenStart).trim();
  const groups = [...tail.matchAll(/\(([^)]*)\)/g)].map((m) => (m[1] ?? '').trim());
  const country = groups.pop();
  const leftover = tail.replace(/\([^)]*\)/g, ' ').trim();
  const noteParts = [...groups.map((g) => `(${g})`), leftover].filter((part) => part !== '');

  return makeDocument(type, number, {
    ...(country ? { country } : {}),
    ...(issuedOn ? { issuedOn } : {}),
    ...(expiresOn ? { expiresOn } : {}),
    ...(noteParts.length > 0 ? { note: noteParts.join(' ') } : {}),
  });
}

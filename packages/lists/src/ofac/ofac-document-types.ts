import type { IdentityDocument } from '@sanctions/screening';

/**
 * Identifier labels OFAC writes in remarks ("Passport A123 (Iran)"), longest first so that
 * "Passport Booklet" wins over "Passport". Taken from the labels that occur in the published files.
 */
const REMARK_DOCUMENT_LABELS = [
  'Aircraft Construction Number (also called L/N or S/N or F/N)',
  "Aircraft Manufacturer's Serial Number (MSN)",
  'Aircraft Mode S Transponder Code',
  'Aircraft Serial Identification',
  'Aircraft Tail Number',
  'Afghan Money Service Provider License Number',
  'Birth Certificate Number',
  'BIK (RU)',
  'Branch Unit Number',
  'Business Number',
  'Business Registration Document #',
  'Business Registration Number',
  'C.I.F.',
  'C.R. No.',
  'C.U.I.',
  'C.U.I.P.',
  'C.U.I.T.',
  'C.U.R.P. #',
  'C.U.R.P.',
  'Cartilla de Servicio Militar Nacional',
  'Cedula No.',
  'Central Registration System Number',
  'Certificate of Incorporation Number',
  'Chamber of Commerce Number',
  "Citizen's Card Number",
  'Commercial Registry Number',
  'Company Number',
  'Credencial electoral',
  'D-U-N-S Number',
  'D.N.I.',
  'Diplomatic Passport',
  "Driver's License No.",
  'Dubai Chamber of Commerce Membership No.',
  'Economic Register Number (CBLS)',
  'Electoral Registry No.',
  'Enterprise Number',
  'File Number',
  'Folio Mercantil No.',
  'Government Gazette Number',
  'I.F.E.',
  'Identification Number',
  'Immigration No.',
  'ISIN',
  'Istanbul Chamber of Comm. No.',
  'Italian Fiscal Code',
  'Kenyan ID No.',
  'LE Number',
  'Legal Entity Number',
  'License',
  'Matricula Mercantil No',
  'MMSI',
  'National Foreign ID Number',
  'National ID No.',
  'NIT #',
  'Numero de Identidad',
  'Numero Unico de Identificacao Tributaria (NUIT)',
  'Organization Code',
  'Other Vessel Call Sign',
  'Passport Booklet',
  'Passport',
  'Permit Number',
  'Personal ID Card',
  'Pilot License Number',
  'Public Registration Number',
  'R.F.C. #',
  'R.F.C.',
  'Refugee ID Card',
  'Registered Charity No.',
  'Registration ID',
  'Registration Number',
  'Residency Number',
  'RFC',
  'RIF #',
  'Romanian C.R.',
  'RTN',
  'RUC #',
  'SRE Permit No.',
  'SSN',
  'SWIFT/BIC',
  'Tax ID No.',
  'Tazkira National ID Card',
  'Trade License No.',
  'Travel Document Number',
  'Turkish Identification Number',
  'UAE Identification',
  'UK Company Number',
  'Unified Social Credit Code (USCC)',
  'United Social Credit Code Certificate (USCCC)',
  'US FEIN',
  'V.A.T. Number',
  'Vessel Registration Identification',
  'VisaNumberID',
].sort((a, b) => b.length - a.length);

const DIGITAL_CURRENCY = /^Digital Currency Address - [A-Z0-9]+$/;

/**
 * Types in the XML `idList` that are facts about the party, not identifiers:
 * they stay in the remarks instead of becoming documents.
 */
const NOT_A_DOCUMENT =
  /Date|Secondary sanctions|Directive|Executive Order|Website|Email|Phone|Telephone|Fax|Target Type|Organization Type|Issuer Name|Equity Ticker|Transactions Prohibited|Additional Sanctions|CAATSA|IFCA|PEESA|Gender|Nationality|Citizenship|Aircraft Model|Year of Build|Vessel Flag|Vessel Type|Chinese Commercial Code/i;

/** Whether an XML `idType` / Enhanced document type names an identifier worth screening on. */
export function isDocumentType(label: string): boolean {
  return !NOT_A_DOCUMENT.test(label);
}

/** The known identifier label a remark item starts with, if any ("Passport", "Digital Currency Address - XBT"). */
export function remarkDocumentLabel(item: string): string | undefined {
  const currency = /^Digital Currency Address - [A-Z0-9]+/.exec(item);
  if (currency && DIGITAL_CURRENCY.test(currency[0])) return currency[0];
  return REMARK_DOCUMENT_LABELS.find(
    (label) => item.startsWith(label) && /^[\s:]/.test(item.slice(label.length)),
  );
}

/**
 * Builds a document, moving a leading "IMO" out of the number: OFAC writes the IMO number of a
 * vessel or shipping company as "Vessel Registration Identification IMO 9187629".
 */
export function makeDocument(
  type: string,
  number: string,
  extra: Omit<IdentityDocument, 'type' | 'number'> = {},
): IdentityDocument {
  const imo = /^IMO\s+(\S+)$/.exec(number);
  if (imo?.[1]) return { type: 'IMO', number: imo[1], ...extra, note: joinNote(type, extra.note) };
  return { type, number, ...extra };
}

function joinNote(label: string, note: string | undefined): string {
  return note ? `${label}; ${note}` : label;
}

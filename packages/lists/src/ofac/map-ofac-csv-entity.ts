import type { EntityAddress, EntityType, IdentityDocument, ListEntity } from '@sanctions/screening';
import { imoNumberOf, vesselDetails } from '../common/vessel-details';
import { aliasKind, ofacName, pushUniqueName } from './ofac-names';
import { parseOfacRemarks } from './parse-ofac-remarks';
import type { OfacCsvAddressRow, OfacCsvAliasRow, OfacCsvPrimaryRow } from './read-ofac-csv-rows';

/** Everything the legacy CSV set says about one ent_num, joined from its four files. */
export interface OfacCsvRecord {
  primary: OfacCsvPrimaryRow;
  addresses: OfacCsvAddressRow[];
  aliases: OfacCsvAliasRow[];
  /** Continuations of the remark from sdn_comments.csv, in file order. */
  remarkExtensions: string[];
}

/** sdn.csv SDN_Type: a blank (`-0-`) type means an entity. */
export function ofacCsvEntityType(sdnType: string | undefined): EntityType {
  switch (sdnType?.toLowerCase()) {
    case undefined:
      return 'entity';
    case 'individual':
      return 'individual';
    case 'vessel':
      return 'vessel';
    case 'aircraft':
      return 'aircraft';
    default:
      return 'unknown';
  }
}

/** Maps one joined CSV record to the common entity model. */
export function mapOfacCsvEntity(record: OfacCsvRecord, listSource: string): ListEntity {
  const { primary } = record;
  const type = ofacCsvEntityType(primary.sdnType);
  // sdn_comments.csv cuts remarks mid-word, so the pieces join without a separator.
  const remarks = [primary.remarks ?? '', ...record.remarkExtensions].join('').trim() || undefined;
  const facts = parseOfacRemarks(remarks);

  const names = [ofacName(primary.name, 'primary', type)];
  for (const alias of record.aliases) {
    const weak = /\bweak\b/i.test(alias.remarks ?? '') || /weak/i.test(alias.altType ?? '');
    pushUniqueName(names, ofacName(alias.name, aliasKind(alias.altType, weak), type));
  }
  for (const alias of facts.aliases) pushUniqueName(names, ofacName(alias.full, alias.kind, type));

  const documents: IdentityDocument[] = [];
  if (primary.callSign) documents.push({ type: 'Call Sign', number: primary.callSign });
  documents.push(...facts.documents);
  // Shipping companies carry a company IMO number too; only a vessel's is the ship's own.
  const vessel =
    type === 'vessel'
      ? vesselDetails({
          imoNumber: imoNumberOf(documents),
          callSign: primary.callSign,
          type: primary.vesselType,
          flag: primary.vesselFlag,
          tonnage: primary.tonnage,
          grossRegisteredTonnage: primary.grossRegisteredTonnage,
          owner: primary.vesselOwner,
        })
      : undefined;

  return {
    sanctionList: 'ofac',
    listSource,
    sourceId: primary.entNum,
    type,
    names,
    birthDates: facts.birthDates,
    birthPlaces: facts.birthPlaces,
    nationalities: facts.nationalities,
    addresses: record.addresses.map(mapAddress),
    documents,
    programmes: primary.programs,
    titles: primary.title ? [primary.title] : [],
    ...(facts.gender ? { gender: facts.gender } : {}),
    ...(remarks ? { remarks } : {}),
    ...(vessel ? { vessel } : {}),
    isActive: true,
  };
}

function mapAddress(row: OfacCsvAddressRow): EntityAddress {
  const full = [row.address, row.cityStatePostal, row.country]
    .filter((part) => part !== undefined)
    .join(', ');
  return {
    full,
    ...(row.address ? { street: row.address } : {}),
    // OFAC publishes city, state and postal code as one field; it is kept whole rather than guessed apart.
    ...(row.cityStatePostal ? { city: row.cityStatePostal } : {}),
    ...(row.country ? { country: row.country } : {}),
  };
}

import type { IdentityDocument, VesselDetails } from '@sanctions/screening';

/** Candidate values for each vessel field; blanks and `undefined` are dropped. */
export type VesselFields = { [Key in keyof VesselDetails]: string | undefined };

const VESSEL_KEYS = [
  'imoNumber',
  'callSign',
  'type',
  'flag',
  'tonnage',
  'grossRegisteredTonnage',
  'owner',
] as const satisfies readonly (keyof VesselDetails)[];

/**
 * The vessel block with only the fields that carry text, or `undefined` when none do,
 * so records without ship data keep their shape (and their content hash).
 */
export function vesselDetails(fields: VesselFields): VesselDetails | undefined {
  const details: VesselDetails = {};
  for (const key of VESSEL_KEYS) {
    const value = fields[key]?.trim();
    if (value) details[key] = value;
  }
  return Object.keys(details).length > 0 ? details : undefined;
}

/** The first IMO number among the documents (parsers store it with type `IMO`). */
export function imoNumberOf(documents: readonly IdentityDocument[]): string | undefined {
  return documents.find((document) => document.type === 'IMO')?.number;
}

import { ENTRY_VESSEL_FIELDS } from '@sanctions/contracts';
import type { EntryVessel } from '@sanctions/contracts';
import type { VesselDetails } from '@sanctions/screening';

/**
 * The reply's vessel block, built field by field: the search reply is serialised without schema
 * stripping, so spreading the stored record would leak any member the contract does not declare.
 */
export function toEntryVessel(vessel: VesselDetails | undefined): EntryVessel | undefined {
  if (vessel === undefined) return undefined;
  const entry: EntryVessel = {};
  for (const field of ENTRY_VESSEL_FIELDS) {
    const text = vessel[field]?.replace(/\s+/g, ' ').trim();
    if (text) entry[field] = text;
  }
  return Object.keys(entry).length > 0 ? entry : undefined;
}

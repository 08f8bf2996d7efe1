import type { EntryVessel } from '@sanctions/contracts';
import type { VesselDetails } from '@sanctions/screening';

/**
 * The reply's vessel block, built field by field: the search reply is serialised without schema
 * stripping, so spreading the stored record would leak any member the contract does not declare.
 */
export function toEntryVessel(vessel: VesselDetails | undefined): EntryVessel | undefined {
  if (vessel === undefined) return undefined;
  const entry: EntryVessel = {};
  const set = (key: keyof EntryVessel, value: string | undefined): void => {
    const text = value?.replace(/\s+/g, ' ').trim();
    if (text) entry[key] = text;
  };
  set('imoNumber', vessel.imoNumber);
  set('callSign', vessel.callSign);
  set('type', vessel.type);
  set('flag', vessel.flag);
  set('tonnage', vessel.tonnage);
  set('grossRegisteredTonnage', vessel.grossRegisteredTonnage);
  set('owner', vessel.owner);
  return Object.keys(entry).length > 0 ? entry : undefined;
}

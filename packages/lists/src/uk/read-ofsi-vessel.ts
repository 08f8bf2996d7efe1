import type { VesselDetails } from '@sanctions/screening';
import { vesselDetails } from '../common/vessel-details';

/**
 * OFSI publishes ship facts only inside "Other Information", as labelled items:
 * "(IMO number):7408873 (Current owners):Korea Samjong Shipping (Flag of ship):North Korea ...".
 * An item runs up to the next "(Label):", so values with their own parentheses stay whole.
 */
const LABELLED_ITEM = /\(([^()]+)\):\s*(.*?)(?=\s*\([^()]+\):|$)/gs;

/** The vessel block from a Ship group's "Other Information" texts; the first text naming a field wins. */
export function readOfsiVessel(otherInformation: readonly string[]): VesselDetails | undefined {
  const items = new Map<string, string>();
  for (const text of otherInformation) {
    for (const [, label = '', value = ''] of text.matchAll(LABELLED_ITEM)) {
      const key = label.trim().toLowerCase();
      if (!items.has(key)) items.set(key, value.trim());
    }
  }
  return vesselDetails({
    imoNumber: items.get('imo number'),
    type: items.get('type of ship'),
    flag: items.get('flag of ship'),
    tonnage: items.get('tonnage of ship'),
    owner: items.get('current owners'),
  });
}

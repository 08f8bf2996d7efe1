import type { EntityAddress, EntityType } from '@sanctions/screening';
import { child, children } from '../common/xml-stream';
import type { XmlElement } from '../common/xml-stream';

/** Both OFAC XML formats spell the entity type the same way (`Individual`, `Entity`, `Vessel`, `Aircraft`). */
export function ofacXmlEntityType(text: string | undefined): EntityType {
  switch (text) {
    case 'Individual':
      return 'individual';
    case 'Entity':
      return 'entity';
    case 'Vessel':
      return 'vessel';
    case 'Aircraft':
      return 'aircraft';
    default:
      return 'unknown';
  }
}

/** The items of a list element, e.g. `listItems(entry, 'akaList', 'aka')`; none when the list is absent. */
export function listItems(el: XmlElement, list: string, item: string): XmlElement[] {
  const container = child(el, list);
  return container ? children(container, item) : [];
}

/** Parts of an OFAC XML address; an empty string counts as absent. */
export interface OfacAddressParts {
  street: string;
  city: string | undefined;
  region: string;
  postalCode: string | undefined;
  country: string | undefined;
}

/** The address with `full` joined from its present parts in postal order (street to country). */
export function buildOfacAddress(parts: OfacAddressParts): EntityAddress {
  const { street, city, region, postalCode, country } = parts;
  return {
    full: [street || undefined, city, region || undefined, postalCode, country]
      .filter((part) => part !== undefined)
      .join(', '),
    ...(street ? { street } : {}),
    ...(city ? { city } : {}),
    ...(region ? { region } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(country ? { country } : {}),
  };
}

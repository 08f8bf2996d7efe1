import type { ListEntity } from '@sanctions/screening';
import { streamElements } from '../common/xml-stream';
import type { ParsedPublication } from '../model';
import { mapFcdoDesignation, UK_FCDO_LIST_SOURCE } from './map-fcdo-designation';
import { ukDateToIso } from './uk-text';

/**
 * Reads the FCDO UK Sanctions List XML (`UK-Sanctions-List.xml`, root `Designations`): one entity
 * per `Designation`, keyed by UniqueID. `publishedAt` is the `DateGenerated` element (dd/mm/yyyy -> ISO).
 *
 * @throws Error when the XML is malformed or truncated, is another document, or a designation is unusable.
 */
export function readUkFcdoXml(bytes: Uint8Array): ParsedPublication {
  const entities: ListEntity[] = [];
  let publishedAt: string | undefined;
  const info = streamElements(
    bytes,
    (name) => name === 'Designation' || name === 'DateGenerated',
    (el) => {
      if (el.name === 'DateGenerated') publishedAt = ukDateToIso(el.text.trim());
      else entities.push(mapFcdoDesignation(el));
    },
  );
  if (info.rootName !== 'Designations') {
    throw new Error(`UK FCDO: expected root element Designations, found ${info.rootName}`);
  }
  return {
    sanctionList: 'uk',
    listSource: UK_FCDO_LIST_SOURCE,
    format: 'uk-fcdo-xml',
    ...(publishedAt ? { publishedAt } : {}),
    entities,
  };
}

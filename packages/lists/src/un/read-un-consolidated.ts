import type { ListEntity } from '@sanctions/screening';
import { streamElements } from '../common/xml-stream';
import type { ParsedPublication } from '../model';
import { mapUnRecord, UN_LIST_SOURCE } from './map-un-record';

const ROOT = 'CONSOLIDATED_LIST';

/**
 * Reads the UN Security Council Consolidated List XML (`consolidated.xml`, root `CONSOLIDATED_LIST`)
 * into one publication: every INDIVIDUAL and ENTITY, keyed by REFERENCE_NUMBER (e.g. `QDi.001`).
 * `publishedAt` is the root's `dateGenerated`.
 *
 * @throws Error when the XML is malformed or truncated, is another document, or a record is unusable.
 */
export function readUnConsolidatedXml(bytes: Uint8Array): ParsedPublication {
  const entities: ListEntity[] = [];
  const info = streamElements(
    bytes,
    (name) => name === 'INDIVIDUAL' || name === 'ENTITY',
    (el) => entities.push(mapUnRecord(el)),
  );
  if (info.rootName !== ROOT) {
    throw new Error(`UN: expected root element ${ROOT}, found ${info.rootName}`);
  }
  const publishedAt = info.rootAttributes['dateGenerated'];
  return {
    sanctionList: 'un',
    listSource: UN_LIST_SOURCE,
    format: 'un-xml',
    ...(publishedAt ? { publishedAt } : {}),
    entities,
  };
}

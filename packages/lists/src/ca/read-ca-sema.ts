import type { ListEntity } from '@sanctions/screening';
import { streamElements } from '../common/xml-stream';
import type { ParsedPublication } from '../model';
import { CA_SEMA_LIST_SOURCE, mapCaSemaRecord } from './map-ca-sema-record';

const ROOT = 'data-set';
/** Every record names its regime; a `data-set` without one is some other export. */
const SNIFF_MARK = '<Country>';
const SNIFF_BYTES = 4096;

/**
 * Reads Canada's Consolidated Canadian Autonomous Sanctions List (`sema-lmes.xml`, root `data-set`
 * of flat `record`s), current or pre-2021 schema. The file states no publication date.
 *
 * @throws Error when the XML is malformed or truncated, is another document, holds no record,
 * or a record is unusable.
 */
export function readCaSemaXml(bytes: Uint8Array): ParsedPublication {
  const entities: ListEntity[] = [];
  const info = streamElements(bytes, 'record', (el) => entities.push(mapCaSemaRecord(el)));
  if (info.rootName !== ROOT) {
    throw new Error(`Canada SEMA: expected root element ${ROOT}, found ${info.rootName}`);
  }
  if (entities.length === 0) throw new Error('Canada SEMA: the file holds no record');
  return { sanctionList: 'ca', listSource: CA_SEMA_LIST_SOURCE, format: 'ca-sema-xml', entities };
}

/** True when an XML file with root `data-set` is the Canadian list (its records name a Country). */
export function looksLikeCaSema(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.subarray(0, SNIFF_BYTES)).includes(SNIFF_MARK);
}

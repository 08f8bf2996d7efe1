import type { ListEntity } from '@sanctions/screening';
import { streamElements } from '../common/xml-stream';
import type { ParsedPublication } from '../model';
import { EU_LIST_SOURCE, mapEuEntity } from './map-eu-entity';

/** Namespace of the FSF XML `export` root (1.0 and 1.1). */
export const EU_FSF_NAMESPACE = 'http://eu.europa.ec/fpi/fsd/export';

/**
 * Reads an EU Financial Sanctions Files XML (`xmlFullSanctionsList_1_1` or 1.0; root `export` in
 * the FSF namespace, one `sanctionEntity` per designation). `publishedAt` is `generationDate`.
 *
 * @throws Error when the XML is malformed or truncated, is another document, or an entity is unusable.
 */
export function readEuFsfXml(bytes: Uint8Array): ParsedPublication {
  const entities: ListEntity[] = [];
  const info = streamElements(bytes, 'sanctionEntity', (el) => entities.push(mapEuEntity(el)));
  if (
    info.rootName !== 'export' ||
    (info.namespace !== undefined && info.namespace !== EU_FSF_NAMESPACE)
  ) {
    throw new Error(
      `EU: expected an FSF export root, found ${info.rootName}${info.namespace ? ` in ${info.namespace}` : ''}`,
    );
  }
  const publishedAt = info.rootAttributes['generationDate'];
  return {
    sanctionList: 'eu',
    listSource: EU_LIST_SOURCE,
    format: 'eu-fsf-xml',
    ...(publishedAt ? { publishedAt } : {}),
    entities,
  };
}

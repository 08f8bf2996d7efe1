import type { ListEntity, ListId } from '@sanctions/screening';

/** What grouping reads of a record: a sanctions {@link ListEntity} or a PEP record both fit. */
export type GroupableRecord = Pick<
  ListEntity,
  | 'sourceId'
  | 'listSource'
  | 'type'
  | 'names'
  | 'birthDates'
  | 'nationalities'
  | 'documents'
  | 'remarks'
  | 'vessel'
> & { sanctionList: ListId };

/** A record's key across all lists, e.g. "un:QDi.006", "ofac:6366". */
export function recordKey(record: Pick<GroupableRecord, 'sanctionList' | 'sourceId'>): string {
  return `${record.sanctionList}:${record.sourceId}`;
}

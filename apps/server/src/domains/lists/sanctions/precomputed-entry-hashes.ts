import type { ListEntity } from '@sanctions/screening';
import { hashRecord } from './content-hash';

// Content hashes the parse worker computed, per entity object, so the main thread does not hash again.
const hashes = new WeakMap<ListEntity, string>();

export function rememberEntryHash(entity: ListEntity, hash: string): void {
  hashes.set(entity, hash);
}

/** The entity's content hash: the worker's when it computed one, else computed now. */
export function entryHashOf(entity: ListEntity): string {
  return hashes.get(entity) ?? hashRecord(entity);
}

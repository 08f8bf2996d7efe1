import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import {
  ALGORITHM_VERSION,
  restoreScreeningIndex,
  screeningIndexState,
  type ScreeningIndex,
} from '@sanctions/screening';
import type { StoredEntity } from '../../../plugins/screening-index';

/**
 * Issue 26: the screening index as bytes, so a restart whose lists did not change loads it instead of
 * building it. A one-line JSON header (format, engine version, the list versions it was built from, the
 * payload's length and SHA-256) then the V8-serialised index state. Another engine version or other list
 * versions make it stale; a wrong length, checksum or shape makes it corrupt: either way the caller builds.
 */
const MAGIC = 'sanctions-screening-index-snapshot';
/** Bumped when the payload's layout changes (the engine version bumps with the matching rules). */
const SNAPSHOT_FORMAT = 1;

export type SnapshotRead =
  | { readonly ok: true; readonly index: ScreeningIndex<StoredEntity> }
  | { readonly ok: false; readonly reason: 'stale' | 'corrupt'; readonly detail: string };

/** The key a snapshot is checked against: the active list versions, in the order the index reads them. */
export function snapshotKey(versionIds: readonly string[]): string {
  return versionIds.join(',');
}

export function encodeIndexSnapshot(index: ScreeningIndex<StoredEntity>, key: string): Buffer {
  const payload = serialize(screeningIndexState(index));
  const header = JSON.stringify({
    magic: MAGIC,
    format: SNAPSHOT_FORMAT,
    algorithm: ALGORITHM_VERSION,
    key,
    bytes: payload.length,
    sha256: createHash('sha256').update(payload).digest('hex'),
  });
  return Buffer.concat([Buffer.from(`${header}\n`, 'utf8'), payload]);
}

export function decodeIndexSnapshot(bytes: Buffer, key: string): SnapshotRead {
  const end = bytes.indexOf(0x0a);
  if (end < 0) return corrupt('no header line');
  let header: unknown;
  try {
    header = JSON.parse(bytes.subarray(0, end).toString('utf8'));
  } catch {
    return corrupt('unreadable header');
  }
  if (typeof header !== 'object' || header === null || !('magic' in header))
    return corrupt('not an index snapshot');
  const fields = new Map(Object.entries(header));
  if (fields.get('magic') !== MAGIC) return corrupt('not an index snapshot');
  if (fields.get('format') !== SNAPSHOT_FORMAT || fields.get('algorithm') !== ALGORITHM_VERSION)
    return stale(`written by engine ${String(fields.get('algorithm'))}`);
  if (fields.get('key') !== key) return stale('written for other list versions');
  const payload = bytes.subarray(end + 1);
  if (fields.get('bytes') !== payload.length) return corrupt('truncated');
  if (createHash('sha256').update(payload).digest('hex') !== fields.get('sha256'))
    return corrupt('checksum mismatch');
  let state: unknown;
  try {
    state = deserialize(payload);
  } catch {
    return corrupt('unreadable payload');
  }
  const index = restoreScreeningIndex(state, isStoredEntity);
  return index === undefined ? corrupt('unexpected payload shape') : { ok: true, index };
}

/** A party as the index plugin stores it (checked per party: cheap fields only, a million take milliseconds). */
function isStoredEntity(value: unknown): value is StoredEntity {
  return (
    typeof value === 'object' &&
    value !== null &&
    'entryId' in value &&
    typeof value.entryId === 'string' &&
    'sourceId' in value &&
    typeof value.sourceId === 'string' &&
    'sanctionList' in value &&
    typeof value.sanctionList === 'string' &&
    'names' in value &&
    Array.isArray(value.names)
  );
}

function corrupt(detail: string): SnapshotRead {
  return { ok: false, reason: 'corrupt', detail };
}

function stale(detail: string): SnapshotRead {
  return { ok: false, reason: 'stale', detail };
}

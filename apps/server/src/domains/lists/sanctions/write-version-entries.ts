import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ListEntity } from '@sanctions/screening';
import type { DbOrTx } from '../../../db/client';
import { buildEntryRows } from './build-entry-rows';
import { insertSanctionEntries } from './sanctions.queries';

/**
 * Records per INSERT. PGlite runs each statement on the event loop (about 0.3 ms per record with its
 * jsonb), and building a record's row costs about as much again, so a batch this size holds the loop for
 * tens of milliseconds at most; ~20 columns x 100 rows stays far below PostgreSQL's 65,535 parameters.
 */
export const ENTRY_WRITE_BATCH = 100;

/**
 * Writes the entries of a pending version in short statements, outside any transaction, building each
 * batch's rows just before it is written and yielding to the event loop between batches: requests are
 * served throughout, and on PGlite the one connection is free between statements.
 */
export async function writeVersionEntries(
  db: DbOrTx,
  versionId: string,
  entities: readonly ListEntity[],
): Promise<void> {
  for (let start = 0; start < entities.length; start += ENTRY_WRITE_BATCH) {
    await yieldToEventLoop();
    const batch = entities.slice(start, start + ENTRY_WRITE_BATCH);
    await insertSanctionEntries(db, buildEntryRows(versionId, batch));
  }
}

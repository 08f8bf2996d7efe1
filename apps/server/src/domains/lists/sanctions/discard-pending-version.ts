import type { DbOrTx } from '../../../db/client';
import { deleteEntriesOfVersion, deleteListVersion } from './sanctions.queries';

/**
 * Removes a `pending` version that will not be activated, with the entries already written for it, so a
 * failed import leaves what a rolled-back transaction left before: nothing but the `failed` record written
 * after. If this fails too (database gone), the version stays `pending` and is never screened (only active
 * versions are); if the process dies first, the next holder of the import slot fails it and deletes its
 * entries (closeRunningImportRuns).
 */
export async function discardPendingVersion(db: DbOrTx, versionId: string): Promise<void> {
  await deleteEntriesOfVersion(db, versionId);
  await deleteListVersion(db, versionId);
}

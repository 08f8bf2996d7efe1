import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportRunError } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { listImportRuns, listVersions, sanctionEntries } from '../../../db/schema/sanctions';
import { toStorableText } from '../../../lib/storable-text';

/** The run holding the import slot, if its row is visible yet. */
export async function findRunningImportRun(db: DbOrTx): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: listImportRuns.id })
    .from(listImportRuns)
    .where(eq(listImportRuns.status, 'running'))
    .orderBy(desc(listImportRuns.startedAt))
    .limit(1);
  return row;
}

/**
 * Ends every `running` run as `failed` with `error` appended, and fails the `pending` versions those runs
 * left half-written (their entries are deleted: a pending version is never screened). Only called by the
 * holder of the import slot, when no live process can own such a run. Returns the ids of the closed runs.
 */
export async function closeRunningImportRuns(
  db: DbOrTx,
  at: Date,
  error: ImportRunError,
): Promise<string[]> {
  const stored = { file: toStorableText(error.file), message: toStorableText(error.message) };
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(listImportRuns)
      .set({
        status: 'failed',
        finishedAt: at,
        errors: sql`${listImportRuns.errors} || ${JSON.stringify([stored])}::jsonb`,
      })
      .where(eq(listImportRuns.status, 'running'))
      .returning({ id: listImportRuns.id });
    const runIds = closed.map((run) => run.id);
    if (runIds.length === 0) return [];
    const versions = await tx
      .update(listVersions)
      .set({ status: 'failed', failureReason: stored.message, entryCount: 0 })
      .where(and(inArray(listVersions.importRunId, runIds), eq(listVersions.status, 'pending')))
      .returning({ id: listVersions.id });
    if (versions.length > 0) {
      await tx.delete(sanctionEntries).where(
        inArray(
          sanctionEntries.listVersionId,
          versions.map((version) => version.id),
        ),
      );
    }
    return runIds;
  });
}

import type { ListImportFailure } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { findLatestFailures } from './import-failures.queries';
import type { ListVersionRow } from './sanctions.queries';

/**
 * The publications whose latest import failed after their last good read (import or unchanged check), given
 * the active versions: what the freshness indicator warns about until a good file is imported.
 */
export async function findUnresolvedFailures(
  db: DbOrTx,
  active: readonly ListVersionRow[],
): Promise<ListImportFailure[]> {
  const failures = await findLatestFailures(db);
  return failures
    .filter((failure) => {
      const current = active.find(
        (version) =>
          version.sanctionList === failure.sanctionList &&
          version.listSource === failure.listSource,
      );
      const lastGoodRead = current?.checkedAt ?? current?.importedAt ?? null;
      return lastGoodRead === null || failedAt(failure) > lastGoodRead;
    })
    .map((failure) => ({
      sanctionList: failure.sanctionList,
      listSource: failure.listSource,
      failedAt: failedAt(failure).toISOString(),
    }));
}

function failedAt(failure: ListVersionRow): Date {
  return failure.importedAt ?? failure.createdAt;
}

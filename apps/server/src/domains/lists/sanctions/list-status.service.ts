import type {
  ListFreshness,
  ListVersionSummary,
  ListVersionsQuery,
  SanctionsStats,
} from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { findExpectedLists } from './find-expected-lists';
import type { ListSourcesConfig } from './find-expected-lists';
import { findUnresolvedFailures } from './find-unresolved-failures';
import { findActiveVersions, findListVersions } from './sanctions.queries';
import type { ListVersionRow } from './sanctions.queries';
import { findServedVersions } from './served-versions';

/** Failed imports shown with the stats. */
const RECENT_FAILURES = 10;
/** Freshness period used when the schedule is off (LIST_REFRESH_HOURS=0): the lists are still judged daily. */
const DEFAULT_PERIOD_HOURS = 24;

/** Spec stats (totalEntries, lastUpdate, listBreakdown) from the active versions, plus recent failures. */
export async function readSanctionsStats(db: DbOrTx): Promise<SanctionsStats> {
  const active = await findActiveVersions(db);
  const failures = await findListVersions(db, { status: 'failed', limit: RECENT_FAILURES });
  const lastImport = Math.max(0, ...active.map((version) => version.importedAt?.getTime() ?? 0));
  return {
    totalEntries: active.reduce((sum, version) => sum + version.entryCount, 0),
    lastUpdate: lastImport > 0 ? new Date(lastImport).toISOString() : null,
    listBreakdown: active.map((version) => ({
      sanctionList: version.sanctionList,
      count: version.entryCount,
      listSource: version.listSource,
      versionId: version.id,
      publishedAt: iso(version.publishedAt),
      importedAt: iso(version.importedAt),
      status: version.status,
    })),
    recentFailures: failures.map(toVersionSummary),
  };
}

export async function readListVersions(
  db: DbOrTx,
  query: ListVersionsQuery,
): Promise<ListVersionSummary[]> {
  const rows = await findListVersions(db, {
    limit: query.limit,
    ...(query.sanctionList ? { sanctionList: query.sanctionList } : {}),
  });
  return rows.map(toVersionSummary);
}

/**
 * Per active publication: when it was published, imported and last checked, and whether that is too old;
 * plus the publications whose latest import failed and the lists the installation screens.
 */
export async function readListFreshness(
  db: DbOrTx,
  now: Date,
  refreshHours: number,
  sources: ListSourcesConfig,
): Promise<ListFreshness> {
  const staleAfterHours = 2 * (refreshHours > 0 ? refreshHours : DEFAULT_PERIOD_HOURS);
  // A superseded OFSI version is no longer checked (the schedule fetches the FCDO list): not reported stale.
  const active = await findServedVersions(db);
  return {
    refreshHours,
    staleAfterHours,
    lists: active.map((version) => {
      const checkedAt = version.checkedAt ?? version.importedAt;
      const ageHours = checkedAt ? (now.getTime() - checkedAt.getTime()) / 3_600_000 : Infinity;
      return {
        sanctionList: version.sanctionList,
        listSource: version.listSource,
        versionId: version.id,
        publishedAt: iso(version.publishedAt),
        importedAt: iso(version.importedAt),
        checkedAt: iso(checkedAt),
        isStale: ageHours > staleAfterHours,
      };
    }),
    failedImports: await findUnresolvedFailures(db, active),
    expectedLists: await findExpectedLists(db, sources),
  };
}

export function toVersionSummary(row: ListVersionRow): ListVersionSummary {
  return {
    id: row.id,
    sanctionList: row.sanctionList,
    listSource: row.listSource,
    format: row.format,
    status: row.status,
    publishedAt: iso(row.publishedAt),
    importedAt: iso(row.importedAt),
    activatedAt: iso(row.activatedAt),
    fileHash: row.fileHash,
    fileNames: row.fileNames,
    entryCount: row.entryCount,
    addedCount: row.addedCount,
    removedCount: row.removedCount,
    changedCount: row.changedCount,
    delta: row.delta,
    failureReason: row.failureReason,
    triggeredBy: row.triggeredBy,
    importRunId: row.importRunId,
    createdAt: row.createdAt.toISOString(),
  };
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

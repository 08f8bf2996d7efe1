import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { matchSchema } from '@sanctions/contracts';
import type { Match } from '@sanctions/contracts';
import { bulkPepCells } from './bulk-pep-cells';
import { bulkWatchlistCells } from './bulk-watchlist-cells';
import type { Db } from '../../../db/client';
import { listVersions } from '../../../db/schema/sanctions';
import { bulkSearchRows } from '../../../db/schema/search';
import { users } from '../../../db/schema/users';
import type { BulkResultLine } from '../files';
import type { BulkJobRow, BulkRowRecord } from './bulk-job.queries';
import { iterateJobRows } from './bulk-job.queries';
import type { BulkReportHit } from './bulk-report-html';
import { partyColumns } from './party-columns';

/** Hit rows listed in the PDF summary; every row is in the results download. */
export const REPORT_HIT_ROWS = 200;

/** The row's best match, checked against the contract (stored evidence is outside data). */
function topMatchOf(row: BulkRowRecord): Match | undefined {
  const first: unknown = row.matches?.[0];
  if (first === undefined) return undefined;
  const parsed = matchSchema.safeParse(first);
  return parsed.success ? parsed.data : undefined;
}

/** The row's kept matches, best first, checked against the contract (a row that does not parse has none). */
function matchesOf(row: BulkRowRecord): Match[] {
  const parsed = z.array(matchSchema).safeParse(row.matches ?? []);
  return parsed.success ? parsed.data : [];
}

/**
 * One results line per stored row, in input order, read page by page; with the watchlist cells when the
 * job was screened against the organisation's watchlists.
 */
export async function* bulkResultLines(
  db: Db,
  job: BulkJobRow,
  locale: 'en' | 'ar',
  withWatchlist = false,
): AsyncGenerator<BulkResultLine> {
  for await (const row of iterateJobRows(db, job.id, 500)) {
    const top = topMatchOf(row);
    yield {
      source: row.source,
      reference: row.reference,
      status: row.status,
      topMatchName: top?.sanctionEntry.fullName ?? '',
      confidence: top?.confidence ?? null,
      riskLevel: top?.riskLevel ?? '',
      matchType: top?.matchType ?? '',
      list: top?.sanctionEntry.listSource ?? '',
      listId: top?.sanctionEntry.sourceId ?? '',
      ...partyColumns(matchesOf(row)),
      analysis: top?.analysis[locale] ?? '',
      invalidReason: row.invalidReason ?? '',
      ...(job.pepCheck ? { pep: bulkPepCells(row.pepMatches) } : {}),
      ...(withWatchlist ? { watchlist: bulkWatchlistCells(row.watchlistMatches) } : {}),
    };
  }
}

/** What the PDF summary shows beside the job: who started it, the list versions, the top hit rows. */
export async function loadReportContext(db: Db, job: BulkJobRow) {
  const [startedBy] =
    job.userId === null
      ? []
      : await db
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, job.userId));
  const versions =
    job.listVersionIds.length === 0
      ? []
      : await db
          .select({
            versionId: listVersions.id,
            sanctionList: listVersions.sanctionList,
            listSource: listVersions.listSource,
            publishedAt: listVersions.publishedAt,
          })
          .from(listVersions)
          .where(inArray(listVersions.id, job.listVersionIds))
          .orderBy(asc(listVersions.sanctionList), asc(listVersions.listSource));
  const hitRows = await db
    .select()
    .from(bulkSearchRows)
    .where(and(eq(bulkSearchRows.bulkJobId, job.id), eq(bulkSearchRows.status, 'hit')))
    .orderBy(desc(bulkSearchRows.topConfidence), asc(bulkSearchRows.rowNumber))
    .limit(REPORT_HIT_ROWS);
  const hits: BulkReportHit[] = hitRows.map((row) => {
    const top = topMatchOf(row);
    return {
      rowNumber: row.rowNumber,
      reference: row.reference,
      name: [row.firstName, row.lastName, row.arabicName].filter((part) => part !== '').join(' '),
      topMatch: top?.sanctionEntry.fullName ?? '',
      list: top ? `${top.sanctionEntry.listSource} · ${top.sanctionEntry.sourceId}` : '',
      confidence: top?.confidence ?? null,
      riskLevel: top?.riskLevel ?? null,
    };
  });
  return { startedBy: startedBy ?? null, listVersions: versions, hits };
}

import type {
  ListEntity,
  ScreeningOptions,
  ScreeningOutcome,
  ScreeningQuery,
} from '@sanctions/screening';
import { AppError } from '../../../lib/app-error';
import type { BulkRowRecord } from './bulk-job.queries';
import { bulkPepQuery, bulkRowRequest, toScreenedBulkRow } from './screen-bulk-row';
import type { BulkScreeningOptions, ScreenedBulkRow } from './screen-bulk-row';

/** Screening through the index wherever it is held (`app.screeningIndex.screenMany`, ADR 033). */
export type BulkScreener = (
  queries: readonly ScreeningQuery[],
  options: ScreeningOptions,
) => Promise<{ outcomes: ScreeningOutcome<ListEntity>[] } | undefined>;

export interface ScreenedRows {
  screened: ScreenedBulkRow[];
  failed: { id: string; reason: string }[];
}

const ROW_FAILED = 'This row could not be screened.';

/**
 * Screens stored rows, one call per engine option set (typed rows ask for more matches): with a per-host
 * index that is one round trip for the slice, not one per row. A call the engine refuses is retried row by
 * row, so one bad row fails alone; a refusal of the service (no index, the primary not answering) is thrown:
 * the chunk goes back to the queue unwritten.
 */
export async function screenBulkRows(
  screenMany: BulkScreener,
  rows: readonly BulkRowRecord[],
  options: BulkScreeningOptions,
): Promise<ScreenedRows> {
  const groups = new Map<number | undefined, { row: BulkRowRecord; query: ScreeningQuery }[]>();
  const optionsOf = new Map<number | undefined, ScreeningOptions>();
  for (const row of rows) {
    const { query, screeningOptions } = bulkRowRequest(row, options);
    const key = screeningOptions.maxResults;
    optionsOf.set(key, screeningOptions);
    groups.set(key, [...(groups.get(key) ?? []), { row, query }]);
  }
  const byId = new Map<string, ScreenedBulkRow>();
  const failed: { id: string; reason: string }[] = [];
  for (const [key, group] of groups) {
    const screeningOptions = optionsOf.get(key) ?? {};
    const outcomes = await screenOrUndefined(
      screenMany,
      withPepQueries(
        group.map((item) => item.query),
        options,
      ),
      screeningOptions,
    );
    if (outcomes !== undefined) {
      group.forEach((item, i) => {
        const screened = rowResult(item.row, outcomes, i, group.length, options);
        if (screened === undefined) failed.push({ id: item.row.id, reason: ROW_FAILED });
        else byId.set(item.row.id, screened);
      });
      continue;
    }
    // The engine refused one of the group's rows: find which, the others still count.
    for (const item of group) {
      const single = await screenOrUndefined(
        screenMany,
        withPepQueries([item.query], options),
        screeningOptions,
      );
      const screened =
        single === undefined ? undefined : rowResult(item.row, single, 0, 1, options);
      if (screened === undefined) failed.push({ id: item.row.id, reason: ROW_FAILED });
      else byId.set(item.row.id, screened);
    }
  }
  const screened = rows.flatMap((row) => byId.get(row.id) ?? []);
  return { screened, failed };
}

/**
 * A job with `pepCheck` asks each row twice in the same call: the sanctions queries first, then the same
 * queries against the PEP sources (ADR 040), so the PEP hits never mix with the sanctions verdict.
 */
function withPepQueries(
  queries: readonly ScreeningQuery[],
  options: BulkScreeningOptions,
): ScreeningQuery[] {
  return options.pepAsOf !== undefined ? [...queries, ...queries.map(bulkPepQuery)] : [...queries];
}

/** Row `i` of `count` from outcomes laid out by {@link withPepQueries}; undefined when one is missing. */
function rowResult(
  row: BulkRowRecord,
  outcomes: readonly ScreeningOutcome<ListEntity>[],
  i: number,
  count: number,
  options: BulkScreeningOptions,
): ScreenedBulkRow | undefined {
  const outcome = outcomes[i];
  if (outcome === undefined) return undefined;
  if (options.pepAsOf === undefined) return toScreenedBulkRow(row, outcome);
  const pepOutcome = outcomes[count + i];
  if (pepOutcome === undefined) return undefined;
  return toScreenedBulkRow(row, outcome, { outcome: pepOutcome, asOf: options.pepAsOf });
}

/** The outcomes, or undefined when the engine refused a query; a refusal of the service is thrown. */
async function screenOrUndefined(
  screenMany: BulkScreener,
  queries: ScreeningQuery[],
  options: ScreeningOptions,
): Promise<ScreeningOutcome<ListEntity>[] | undefined> {
  let answer: Awaited<ReturnType<BulkScreener>>;
  try {
    answer = await screenMany(queries, options);
  } catch (error) {
    if (error instanceof AppError) throw error;
    return undefined;
  }
  if (answer === undefined) throw new Error('The screening index is not built yet');
  return answer.outcomes;
}

import type { Db } from '../../../db/client';
import { findPartyGroups, matchKey, withPartyGroup } from '../../screening';
import type { ScreenedBulkRow } from './screen-bulk-row';

/**
 * Names the party group of every kept match (issue 25 §3), read in one query for the chunk: the results
 * file then lists every list the top match's party is on, and counts the other parties that alerted.
 */
export async function groupScreenedRows(
  db: Db,
  rows: readonly ScreenedBulkRow[],
): Promise<ScreenedBulkRow[]> {
  const groups = await findPartyGroups(
    db,
    rows.flatMap((row) => row.matches.map(matchKey)),
  );
  return rows.map((row) => ({
    ...row,
    matches: row.matches.map((match) => withPartyGroup(match, groups)),
  }));
}

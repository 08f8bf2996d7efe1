import type { Match, PartyListing } from '@sanctions/contracts';

/** One row of the results card: a party, shown by its best-scoring match, with every listing. */
export interface MatchRow {
  /** The member that scored best (matches arrive strongest first): its score and explanation are shown. */
  match: Match;
  /** Index of that match in the whole result (details, report and feedback address matches by it). */
  index: number;
  /** Every listing of the party; a record in no group is its one listing. */
  listings: PartyListing[];
}

/** The record's own listing, for a match in no group (or evidence stored before grouping). */
export function ownListing(match: Match): PartyListing {
  const entry = match.sanctionEntry;
  return {
    sanctionList: entry.sanctionList,
    listSource: entry.listSource,
    sourceId: entry.sourceId,
    name: entry.fullName,
    programmes: entry.programmes,
    ...(entry.listedOn ? { listedOn: entry.listedOn } : {}),
  };
}

/**
 * One row per party group (issue 25 §3), in the order of each group's best match. Matches without a
 * group id (evidence stored before grouping) stay one row each.
 */
export function groupMatchRows(matches: readonly Match[]): MatchRow[] {
  const rows: MatchRow[] = [];
  const seen = new Set<string>();
  matches.forEach((match, index) => {
    if (match.groupId !== undefined) {
      if (seen.has(match.groupId)) return;
      seen.add(match.groupId);
    }
    rows.push({ match, index, listings: match.group?.listings ?? [ownListing(match)] });
  });
  return rows;
}

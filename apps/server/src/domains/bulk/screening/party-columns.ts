import type { Match } from '@sanctions/contracts';

const groupIdOf = (match: Match): string =>
  match.groupId ?? `grp:${match.sanctionEntry.sanctionList}:${match.sanctionEntry.sourceId}`;

/**
 * The results file's party columns of one row (issue 25 §3): every list the top match's party is on, and
 * how many other parties are among the row's matches (each kept match is at or above the job's threshold).
 */
export function partyColumns(matches: readonly Match[]): {
  allLists: string;
  otherParties: number | null;
} {
  const [top] = matches;
  if (top === undefined) return { allLists: '', otherParties: null };
  const listings = top.group?.listings ?? [top.sanctionEntry];
  const topGroup = groupIdOf(top);
  const others = new Set(matches.map(groupIdOf).filter((id) => id !== topGroup));
  return {
    allLists: listings.map((listing) => `${listing.listSource} · ${listing.sourceId}`).join('; '),
    otherParties: others.size,
  };
}

import type { MarkClearedMatches } from '../../screening';
import { markClearedMatches } from './mark-cleared-matches';
import { monitoringScopeOf } from './monitoring-scope';

/** One search's matches through `markClearedMatches`, in the shape the search takes it (injected). */
export const markSearchMatchesCleared: MarkClearedMatches = async (
  db,
  user,
  request,
  matches,
  now,
) => {
  const [marked = []] = await markClearedMatches(
    db,
    monitoringScopeOf(user),
    [{ fields: request, matches }],
    now,
  );
  return marked;
};

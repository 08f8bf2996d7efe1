import type { Readiness } from '@sanctions/contracts';
import type { ScreeningIndexHandle } from '../../../plugins/screening-index';

/**
 * Readiness from the database answer and the index: ready when the database answers and the index serves
 * the active lists. No active list (`empty`) is ready too: nothing is to be built, and an administrator
 * must reach the instance to import the lists (searches answer LIST_UNAVAILABLE meanwhile). With a per-host
 * index (ADR 033) a worker reports the cluster primary's index, as last heard from it.
 */
export function readReadiness(
  databaseReachable: boolean,
  screeningIndex: Pick<ScreeningIndexHandle, 'describe'>,
): Readiness {
  const { state, entryCount, builtAt, versions, heldBy } = screeningIndex.describe();
  return {
    ready: databaseReachable && state !== 'loading',
    databaseReachable,
    index: {
      state,
      entryCount,
      builtAt,
      versions: versions.map((version) => ({ ...version })),
      heldBy,
    },
  };
}

import type { Readiness } from '@sanctions/contracts';
import type { ScreeningIndexHandle } from '../../plugins/screening-index';

/**
 * Readiness from the database answer and the index: ready when the database answers and the index serves
 * the active lists. No active list (`empty`) is ready too: nothing is to be built, and an administrator
 * must reach the instance to import the lists (searches answer LIST_UNAVAILABLE meanwhile).
 */
export function readReadiness(
  databaseReachable: boolean,
  screeningIndex: Pick<ScreeningIndexHandle, 'current' | 'isLoading'>,
): Readiness {
  const snapshot = screeningIndex.current();
  const state = snapshot ? 'ready' : screeningIndex.isLoading() ? 'loading' : 'empty';
  return {
    ready: databaseReachable && state !== 'loading',
    databaseReachable,
    index: {
      state,
      entryCount: snapshot?.index.size ?? 0,
      builtAt: snapshot?.builtAt.toISOString() ?? null,
      versions: (snapshot?.versions ?? []).map((version) => ({ ...version })),
    },
  };
}

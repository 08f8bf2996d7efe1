import type { ScreeningIndexSnapshot } from '../../../plugins/screening-index';
import type { RemoteIndexState } from './index-ipc-messages';

/**
 * The index's state as readiness, the metrics and the workers of a per-host index see it: `ready` while an
 * index serves, `loading` while the active lists are being indexed, `empty` when no list is active.
 */
export function describeIndex(
  snapshot: ScreeningIndexSnapshot | undefined,
  isLoading: boolean,
): RemoteIndexState {
  return {
    state: snapshot ? 'ready' : isLoading ? 'loading' : 'empty',
    indexing: isLoading,
    entryCount: snapshot?.index.size ?? 0,
    builtAt: snapshot?.builtAt.toISOString() ?? null,
    buildSeconds: snapshot?.buildSeconds ?? null,
    namedCountries: snapshot?.namedCountries ?? 0,
    versions: (snapshot?.versions ?? []).map((version) => ({ ...version })),
  };
}

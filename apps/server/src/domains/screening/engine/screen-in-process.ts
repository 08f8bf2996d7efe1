import { screen } from '@sanctions/screening';
import type { ScreeningOptions, ScreeningQuery } from '@sanctions/screening';
import type { ScreeningIndexSnapshot } from '../../../plugins/screening-index';
import type { ScreenedMany } from './remote-index';

/**
 * Screens through an index held in this process: what `screenMany` does with SCREENING_INDEX_MODE=per-worker,
 * and what the primary runs for a worker's request with per-host (ADR 033). Undefined when none is built.
 */
export function screenInProcess(
  snapshot: Pick<ScreeningIndexSnapshot, 'index' | 'versions'> | undefined,
  queries: readonly ScreeningQuery[],
  options: ScreeningOptions,
): ScreenedMany | undefined {
  if (snapshot === undefined) return undefined;
  return {
    outcomes: queries.map((query) => screen(snapshot.index, query, options)),
    versions: snapshot.versions,
  };
}

import { memoizeMatches } from '../../lib/monitoring/memoize-matches';
import type { FindSubjectMatches } from '../../lib/monitoring/screen-subjects';
import type { ScreeningIndexSnapshot } from '../../plugins/screening-index';

/**
 * One memoised matcher per index snapshot and pass (`full`, or a version's delta), kept while the snapshot
 * serves: every chunk of a run that this process claims shares the queries it has already screened. A
 * rebuilt snapshot is a new key, so answers never outlive the index they came from.
 */
const matchers = new WeakMap<ScreeningIndexSnapshot, Map<string, FindSubjectMatches>>();

/** Passes of one snapshot kept at once (the full pass and the deltas of the versions just activated). */
const PASSES_PER_SNAPSHOT = 4;

export function sharedMatcher(
  snapshot: ScreeningIndexSnapshot,
  pass: string,
  create: () => FindSubjectMatches,
): FindSubjectMatches {
  let passes = matchers.get(snapshot);
  if (passes === undefined) {
    passes = new Map();
    matchers.set(snapshot, passes);
  }
  const known = passes.get(pass);
  if (known !== undefined) return known;
  const matcher = memoizeMatches(create());
  passes.set(pass, matcher);
  while (passes.size > PASSES_PER_SNAPSHOT) {
    const oldest = passes.keys().next();
    if (oldest.done === true) break;
    passes.delete(oldest.value);
  }
  return matcher;
}

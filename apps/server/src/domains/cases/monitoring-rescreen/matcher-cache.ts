import { memoizeMatches } from '../monitoring/memoize-matches';
import type { FindSubjectMatches } from '../monitoring/screen-subjects';

/**
 * One memoised matcher per index snapshot and run, kept while the run's chunks come: every chunk of a run
 * that this process claims shares the queries it has already screened. A rebuilt snapshot is a new key, so
 * answers never outlive the index they came from, and a matcher idle for a few minutes is dropped, so a
 * night's full pass does not hold its answers until the next list change.
 */
interface Entry {
  /** The index build the answers came from ({@link indexGeneration}). */
  generation: string;
  matcher: FindSubjectMatches;
  lastUsed: number;
}

const IDLE_MS = 5 * 60_000;
const entries = new Map<string, Entry>();
let sweeper: NodeJS.Timeout | undefined;

function sweep(now: number): void {
  for (const [key, entry] of entries) {
    if (now - entry.lastUsed > IDLE_MS) entries.delete(key);
  }
  if (entries.size === 0 && sweeper !== undefined) {
    clearInterval(sweeper);
    sweeper = undefined;
  }
}

export function sharedMatcher(
  generation: string,
  runId: string,
  create: () => FindSubjectMatches,
): FindSubjectMatches {
  const now = Date.now();
  const known = entries.get(runId);
  if (known !== undefined && known.generation === generation) {
    known.lastUsed = now;
    return known.matcher;
  }
  const matcher = memoizeMatches(create());
  entries.set(runId, { generation, matcher, lastUsed: now });
  // The timer never keeps the process alive: it only frees memory.
  sweeper ??= setInterval(() => sweep(Date.now()), 60_000).unref();
  return matcher;
}

/**
 * Names one build of the index, wherever it is held (ADR 033): its build time and list versions. A rebuild
 * is a new generation, so a run's answers never outlive the index they came from.
 */
export function indexGeneration(index: {
  builtAt: string | null;
  versions: readonly { versionId: string }[];
}): string {
  return `${index.builtAt ?? ''}|${index.versions.map((v) => v.versionId).join(',')}`;
}

import { PerformanceObserver } from 'node:perf_hooks';

/** A pause at least this long is one a query notices (p99 is judged in milliseconds). */
const LONG_PAUSE_MS = 10;

export interface GcPauses {
  /** Collections that paused the thread at least LONG_PAUSE_MS while watched, and their summed pause. */
  longGcs: number;
  longGcMs: number;
  longestGcMs: number;
}

/**
 * Watches garbage-collection pauses until the returned function is called: on a large heap a collection
 * can stop the thread for longer than a query, so it shows in p99 (ADR 033).
 */
export function watchGcPauses(): () => Promise<GcPauses> {
  const pauses: GcPauses = { longGcs: 0, longGcMs: 0, longestGcMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.longestGcMs = Math.max(pauses.longestGcMs, entry.duration);
      if (entry.duration < LONG_PAUSE_MS) continue;
      pauses.longGcs += 1;
      pauses.longGcMs += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  // Entries reach the observer on a later turn of the event loop: one turn is waited before it stops.
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    observer.disconnect();
    return pauses;
  };
}

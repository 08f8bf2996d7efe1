import { constants, PerformanceObserver } from 'node:perf_hooks';

export interface GcPauses {
  /** Full (mark-compact) collections while watched, their summed and longest pause. */
  majorGcs: number;
  majorGcMs: number;
  longestGcMs: number;
}

/**
 * Watches garbage-collection pauses until the returned function is called: on a large heap a full
 * collection stops the thread for longer than a query, so it shows in p99 (ADR 030).
 */
export function watchGcPauses(): () => Promise<GcPauses> {
  const pauses: GcPauses = { majorGcs: 0, majorGcMs: 0, longestGcMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.longestGcMs = Math.max(pauses.longestGcMs, entry.duration);
      // Node puts the collection's kind in `detail` (not in the DOM typings of PerformanceEntry).
      const detail: unknown = 'detail' in entry ? entry.detail : undefined;
      const kind =
        typeof detail === 'object' && detail !== null && 'kind' in detail ? detail.kind : undefined;
      if (kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      pauses.majorGcs += 1;
      pauses.majorGcMs += entry.duration;
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

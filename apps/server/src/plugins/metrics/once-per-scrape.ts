/**
 * Shares one load between the gauges a single query feeds: the registry collects every metric at once,
 * so the gauges ask in the same turn and the first call's promise answers them all; the next scrape loads
 * again.
 */
export function oncePerScrape<T>(load: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= load().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

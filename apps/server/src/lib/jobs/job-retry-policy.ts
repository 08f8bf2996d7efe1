const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;

/**
 * Wait after the `attempt`-th failed run: 5 s, 10 s, 20 s ... up to 10 min, each stretched by up to a
 * quarter at random so jobs that failed together (a database blip) do not all retry in the same instant.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempt - 1, 0), LONGEST_RETRY_MS);
  return Math.min(Math.round(base * (1 + random() / 4)), LONGEST_RETRY_MS);
}

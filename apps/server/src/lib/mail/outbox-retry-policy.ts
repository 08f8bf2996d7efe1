/** Delivery attempts before a message is marked `failed`: about 4.5 hours of retries with the delays below. */
export const MAX_DELIVERY_ATTEMPTS = 10;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Wait after the `attempts`-th failed attempt: 1 min, 2, 4, 8, 16, 32, then every hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

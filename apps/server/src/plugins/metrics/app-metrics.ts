import type { ErrorCode } from '@sanctions/contracts';

/** How one webhook delivery attempt ended (ADR 021). */
export type WebhookDeliveryOutcome = 'succeeded' | 'retrying' | 'failed';

/**
 * What the features tell the metrics. They call these where the event happens; everything read from the
 * database or the index is collected at scrape time instead, so the features report only events.
 */
export interface AppMetrics {
  /** One query through the engine: its time and how many candidates the index gave it. */
  observeScreening(seconds: number, candidateCount: number): void;
  /** A refused sign-in: `RATE_LIMITED` counts as a throttle, every other code as a failure. */
  countSignInRefusal(code: ErrorCode): void;
  countWebhookDelivery(outcome: WebhookDeliveryOutcome): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (issue 26): a Registry of its own, scraped at `GET /metrics`. */
    metrics: AppMetrics;
  }
}

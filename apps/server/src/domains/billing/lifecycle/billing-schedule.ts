import type { FastifyInstance } from 'fastify';
import { runBillingCycle } from './run-billing-cycle';

/** The billing cycle is idempotent, so hourly is enough for day-granular rules and needs no day check. */
export const BILLING_CYCLE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the billing lifecycle at start-up and then every hour, in the one process that runs the list
 * jobs (started from serve-instance.ts, never in tests). A pass still running when the next is due is
 * skipped, not queued. The returned stop function ends the schedule and waits for a running pass.
 */
export function startBillingSchedule(app: FastifyInstance): () => Promise<void> {
  const log = app.log.child({ job: 'billing' });
  let running: Promise<unknown> | undefined;
  const runOnce = () => {
    if (running) {
      log.info('previous billing cycle still running; skipped');
      return;
    }
    running = runBillingCycle({
      db: app.db,
      now: app.clock.now(),
      publicUrl: app.env.PUBLIC_URL,
    })
      .then((report) => log.info({ report }, 'billing cycle done'))
      .catch((error: unknown) => log.error({ err: error }, 'billing cycle failed'))
      .finally(() => {
        running = undefined;
      });
  };
  runOnce();
  const timer = setInterval(runOnce, BILLING_CYCLE_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { claimOutboxBatch, releaseOutboxClaims } from './claim-outbox-batch';
import { deliverEmail } from './deliver-email';
import { logUnsentEmails } from './log-unsent-emails';
import { onOutboxNotified } from './notify-outbox';
import { MAX_DELIVERY_ATTEMPTS } from './outbox-retry-policy';

export interface OutboxWorkerOptions {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** `smtp://` or `smtps://` URL; without it messages are written to the log and stay pending. */
  smtpUrl: string | undefined;
  /** Sender, e.g. `SanctionScreen <no-reply@example.com>` (`MAIL_FROM`). */
  mailFrom: string;
  /** Time between polls when nothing wakes the worker; default 3 s. */
  pollIntervalMs?: number;
  /**
   * Whether an enqueue's notification wakes the worker; default true. Tests that count what an explicit
   * `drain()` handles turn it off, so a wake-up pass cannot take their message first.
   */
  wakeOnNotify?: boolean;
  /** Messages claimed per statement; default 10. */
  batchSize?: number;
  /**
   * How long a claim lasts; default 10 min. It must outlast a whole batch at the SMTP timeouts below
   * (10 × 50 s); a crashed worker's messages are retried after it.
   */
  lockMs?: number;
  /** Attempts before a message is marked failed; default {@link MAX_DELIVERY_ATTEMPTS}. */
  maxAttempts?: number;
}

export interface OutboxWorker {
  /**
   * Handles due messages batch after batch until fewer than a batch remain; resolves with how many it
   * handled. Runs after any pass in progress, never beside it (tests call it after moving the clock).
   */
  drain(): Promise<number>;
  /** Stops polling and waits for the pass in progress; the SMTP connection is closed. */
  stop(): Promise<void>;
}

// A nudge usually comes from inside the request's transaction: give it a moment to commit.
const WAKE_DELAY_MS = 200;

/**
 * Delivers the outbox in the background: polls every few seconds and wakes on {@link notifyOutbox}.
 * Every process may run one; claims with SKIP LOCKED and `lockedUntil` keep them from sending a message
 * twice, and all state is in the table, so a restart resumes where a killed process stopped.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, clock, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 3_000;
  const batchSize = options.batchSize ?? 10;
  const lockMs = options.lockMs ?? 10 * 60_000;
  const maxAttempts = options.maxAttempts ?? MAX_DELIVERY_ATTEMPTS;
  const transport = options.smtpUrl
    ? createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;

  let stopped = false;
  const runBatch = async (): Promise<number> => {
    const now = clock.now();
    if (!transport) return logUnsentEmails(db, { now, limit: batchSize, logger });
    const rows = await claimOutboxBatch(db, { now, limit: batchSize, lockMs });
    for (const [index, row] of rows.entries()) {
      if (stopped) {
        await releaseOutboxClaims(db, rows.slice(index));
        return index;
      }
      const outcome = await deliverEmail(db, transport, row, {
        from: options.mailFrom,
        now: () => clock.now(),
        maxAttempts,
      });
      if (outcome.status !== 'sent')
        logger.warn(
          {
            outboxId: row.id,
            attempts: row.attempts,
            outcome: outcome.status,
            error: outcome.error,
          },
          outcome.status === 'failed'
            ? 'e-mail delivery failed for good'
            : 'e-mail delivery failed; will retry',
        );
    }
    return rows.length;
  };

  const pass = async (): Promise<number> => {
    let handled = 0;
    for (;;) {
      const count = await runBatch();
      handled += count;
      if (count < batchSize || stopped) return handled;
    }
  };

  let chain: Promise<unknown> = Promise.resolve();
  const drain = (): Promise<number> => {
    const result = chain.then(pass);
    chain = result.catch(() => undefined);
    return result;
  };

  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let ticking = false;
  let wokenWhileTicking = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (ticking) {
      wokenWhileTicking ||= delayMs < pollIntervalMs;
      return;
    }
    const dueAt = Date.now() + delayMs;
    if (timer && timerDueAt <= dueAt) return;
    clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  };

  const tick = async () => {
    timer = undefined;
    timerDueAt = Infinity;
    ticking = true;
    try {
      await drain();
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      logger.error({ err: error }, 'outbox worker pass failed');
    } finally {
      ticking = false;
      const delay = wokenWhileTicking ? WAKE_DELAY_MS : pollIntervalMs;
      wokenWhileTicking = false;
      schedule(delay);
    }
  };

  const unsubscribe =
    options.wakeOnNotify === false ? () => {} : onOutboxNotified(() => schedule(WAKE_DELAY_MS));
  // The first pass joins the drain chain now, not from a timer: a caller's drain() right after the start
  // runs after it, instead of racing a timer that fires later and takes its messages.
  void tick();

  return {
    drain,
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await chain;
      transport?.close();
    },
  };
}

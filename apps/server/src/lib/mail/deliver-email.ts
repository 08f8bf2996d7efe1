import { and, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/users';
import type { OutboxRow } from './claim-outbox-batch';
import { retryDelayMs } from './outbox-retry-policy';

export interface DeliveryOutcome {
  status: 'sent' | 'retry' | 'failed';
  /** The SMTP or connection error of a failed attempt, as stored in `lastError`. */
  error?: string;
}

export interface DeliverEmailOptions {
  from: string;
  now: () => Date;
  maxAttempts: number;
}

/**
 * Sends one claimed message over SMTP (outside any transaction) and records the outcome: `sent`, or the
 * error with the next attempt after the backoff, or `failed` once the attempts are used up. The update
 * matches the attempt number it claimed, so a worker whose lock ran out cannot overwrite a newer state.
 */
export async function deliverEmail(
  db: Db,
  transport: Pick<Transporter, 'sendMail'>,
  row: OutboxRow,
  options: DeliverEmailOptions,
): Promise<DeliveryOutcome> {
  const claimedBy = and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts));
  try {
    await transport.sendMail({
      from: options.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
    });
  } catch (error) {
    const failed = row.attempts >= options.maxAttempts;
    const lastError = describeError(error);
    await db
      .update(emailOutbox)
      .set({
        status: failed ? 'failed' : 'pending',
        lastError,
        lockedUntil: null,
        ...(failed
          ? {}
          : { nextAttemptAt: new Date(options.now().getTime() + retryDelayMs(row.attempts)) }),
      })
      .where(claimedBy);
    return { status: failed ? 'failed' : 'retry', error: lastError };
  }
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: options.now(), lockedUntil: null, lastError: null })
    .where(claimedBy);
  return { status: 'sent' };
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

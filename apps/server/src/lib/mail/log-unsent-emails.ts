import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/users';
import { claimableAt } from './claim-outbox-batch';

/** Stored on a message written to the log because no SMTP server is configured (it stays pending). */
export const NOT_SENT_WITHOUT_SMTP =
  'Not sent: SMTP_URL is not set; the message was written to the server log.';

/**
 * Without SMTP the outbox is the mailbox: each due message is written once to the log (recipient,
 * subject and the plain text, so a local operator can follow a reset or verification link) and stays
 * `pending`, so it is delivered if SMTP is configured later. The note in `lastError` marks it as logged;
 * the same SKIP LOCKED claim as for sending keeps several processes from logging it twice, and only
 * committed messages are seen, never those of a rolled-back request.
 */
export async function logUnsentEmails(
  db: Db,
  options: { now: Date; limit: number; logger: FastifyBaseLogger },
): Promise<number> {
  const unlogged = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(claimableAt(options.now), isNull(emailOutbox.lastError)))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ lastError: NOT_SENT_WITHOUT_SMTP })
    .where(inArray(emailOutbox.id, unlogged))
    .returning();
  for (const row of rows) {
    // Field names chosen outside the logger's redaction list, which would blank `firstName` or `token`.
    options.logger.info(
      {
        outboxId: row.id,
        to: row.to,
        subject: row.subject,
        template: row.template,
        text: row.text,
      },
      `E-mail to ${row.to} kept in the outbox (SMTP_URL is not set): ${row.subject}`,
    );
  }
  return rows.length;
}

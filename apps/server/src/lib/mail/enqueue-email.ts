import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/users';
import type { OutgoingEmail } from './email-messages';
import { notifyOutbox } from './notify-outbox';
import { renderEmail } from './render-email';

/**
 * Renders the message in the recipient's language and queues it in `email_outbox`. Never sends: the
 * outbox worker delivers it after the caller's transaction commits, so a slow or absent mail server
 * can neither delay nor fail the request, and a rolled-back transaction leaves no message behind.
 *
 * `at` schedules the first attempt (default: at once).
 */
export async function enqueueEmail(
  db: DbOrTx,
  email: OutgoingEmail,
  options: { at?: Date } = {},
): Promise<void> {
  const { subject, text, html } = renderEmail(email, email.language);
  await db.insert(emailOutbox).values({
    to: email.to.trim(),
    template: email.template,
    subject,
    text,
    html,
    ...(options.at ? { nextAttemptAt: options.at } : {}),
  });
  notifyOutbox();
}

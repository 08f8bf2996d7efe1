import type { ContactMessageBody } from '@sanctions/contracts';
import type { Db } from '../../../db/client';
import { contactMessages } from '../../../db/schema/organizations';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { providerTeamRecipients } from '../../../lib/mail/recipients';

/** Where the message came from, kept with it to trace abuse of the public form. */
export interface ContactSender {
  ip: string;
  userAgent: string | null;
}

/**
 * Stores a contact form message and queues it by e-mail to every provider team member, in one
 * transaction: the message is never stored without its mail, nor mailed without being stored.
 */
export async function sendContactMessage(
  db: Db,
  body: ContactMessageBody,
  sender: ContactSender,
): Promise<void> {
  const organization =
    body.organization === undefined || body.organization === '' ? null : body.organization;
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: body.name,
      email: body.email,
      organization,
      message: body.message,
      ipAddress: sender.ip,
      userAgent: sender.userAgent,
    });
    for (const recipient of await providerTeamRecipients(tx)) {
      await enqueueEmail(tx, {
        template: 'contact-message',
        to: recipient.email,
        language: recipient.language,
        params: {
          name: body.name,
          email: body.email,
          organization: organization ?? '',
          message: body.message,
        },
      });
    }
  });
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { billingNotifications } from '../../../db/schema/billing';
import { organizations } from '../../../db/schema/organizations';
import { enqueueEmail } from '../../../lib/mail/enqueue-email';
import { officeAddressFor } from '../office-address/office-address-for';
import { readOfficeAddress } from '../office-address/office-address.queries';
import { createNotification } from '../../notifications';
import type { BillingEvent } from './billing-event';
import { billingEventData, billingEventEmail } from './billing-event-email';
import { billingEventNotice } from './billing-event-notice';
import { organizationBillingRecipients } from './billing-recipients';

export type { BillingEvent } from './billing-event';

export interface NotifyOrganizationBillingInput {
  organizationId: string;
  event: BillingEvent;
  /** The app clock's now: creation time of the rows. */
  at: Date;
  /** `env.PUBLIC_URL` without a trailing slash; the e-mails link to `/billing` under it. */
  publicUrl: string;
  /**
   * Makes the notice once-only: a second call with the same key does nothing and returns false (e.g.
   * `trial-ending:<subscriptionId>:<trialEnd>`), so overlapping job runs never notify twice.
   */
  dedupeKey?: string;
}

/**
 * Records a billing event for an organisation (`billing_notifications`) and tells its active owners
 * and admins in-app and by e-mail, each in their language. Runs in the caller's transaction, so the
 * notice commits or rolls back with the change it announces. Returns false, doing nothing, when the
 * dedupe key was already used.
 */
export async function notifyOrganizationBilling(
  db: DbOrTx,
  input: NotifyOrganizationBillingInput,
): Promise<boolean> {
  const notice = billingEventNotice(input.event);
  const [recorded] = await db
    .insert(billingNotifications)
    .values({
      organizationId: input.organizationId,
      type: input.event.type,
      title: notice.title,
      message: notice.message,
      data: billingEventData(input.event),
      dedupeKey: input.dedupeKey ?? null,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: billingNotifications.dedupeKey })
    .returning({ id: billingNotifications.id });
  if (!recorded) return false;

  const [organization] = await db
    .select({ displayName: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  const organizationName = organization?.displayName ?? '';
  const billingUrl = `${input.publicUrl}/billing`;
  const { officeAddress } = await readOfficeAddress(db);
  for (const recipient of await organizationBillingRecipients(db, input.organizationId)) {
    await createNotification(db, recipient.userId, notice, {
      at: input.at,
      organizationId: input.organizationId,
    });
    await enqueueEmail(db, {
      to: recipient.email,
      language: recipient.language,
      ...billingEventEmail(input.event, {
        firstName: recipient.firstName,
        organizationName,
        billingUrl,
        officeAddress: officeAddressFor(officeAddress, recipient.language),
      }),
    });
  }
  return true;
}

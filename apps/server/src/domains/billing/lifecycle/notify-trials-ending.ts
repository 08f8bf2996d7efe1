import { and, eq, gt, lte } from 'drizzle-orm';
import { organizationSubscriptions } from '../../../db/schema/billing';
import { TRIAL_ENDING_NOTICE_DAYS, addDays } from '../shared/billing-rules';
import { notifyOrganizationBilling } from '../shared/notify-organization-billing';
import type { BillingStepInput } from './billing-step';

/**
 * Tells the owners and admins of every trial ending within {@link TRIAL_ENDING_NOTICE_DAYS} days, once
 * per trial end: the dedupe key names the subscription and the trial end, so overlapping or repeated
 * runs send nothing twice (and a trial extended by staff gets a new notice). Returns how many were sent.
 */
export async function notifyTrialsEnding({
  db,
  now,
  publicUrl,
}: BillingStepInput): Promise<number> {
  const ending = await db
    .select({
      id: organizationSubscriptions.id,
      organizationId: organizationSubscriptions.organizationId,
      trialEnd: organizationSubscriptions.trialEnd,
    })
    .from(organizationSubscriptions)
    .where(
      and(
        eq(organizationSubscriptions.status, 'trial'),
        gt(organizationSubscriptions.trialEnd, now),
        lte(organizationSubscriptions.trialEnd, addDays(now, TRIAL_ENDING_NOTICE_DAYS)),
      ),
    );
  let sent = 0;
  for (const subscription of ending) {
    if (subscription.trialEnd === null) continue;
    const trialEnd = subscription.trialEnd;
    const notified = await db.transaction((tx) =>
      notifyOrganizationBilling(tx, {
        organizationId: subscription.organizationId,
        event: { type: 'trial-ending', trialEnd },
        at: now,
        publicUrl,
        dedupeKey: `trial-ending:${subscription.id}:${trialEnd.toISOString()}`,
      }),
    );
    if (notified) sent += 1;
  }
  return sent;
}

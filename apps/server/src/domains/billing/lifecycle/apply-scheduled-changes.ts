import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../administration';
import type { BillingStepInput } from './billing-step';

const appliedRows = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      organization_id: z.string(),
      plan_id: z.string(),
      billing_cycle: z.string(),
    }),
  ),
});

/**
 * Applies the downgrades and cycle changes whose effective date (the end of the period in which they
 * were requested, stored on their `subscription_changes` row) has come: the scheduled plan and cycle
 * become the subscription's. One UPDATE that clears the scheduled columns, so overlapping runs apply a
 * change once; each application is audited. Returns how many were applied.
 */
export async function applyScheduledChanges({ db, now }: BillingStepInput): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update organization_subscriptions s
      set plan_id = coalesce(s.scheduled_plan_id, s.plan_id),
        billing_cycle = coalesce(s.scheduled_billing_cycle, s.billing_cycle),
        scheduled_plan_id = null, scheduled_billing_cycle = null, updated_at = ${at}::timestamptz
      where (s.scheduled_plan_id is not null or s.scheduled_billing_cycle is not null)
        and s.status <> 'cancelled'
        and (select c.effective_date from subscription_changes c
          where c.subscription_id = s.id and c.change_type in ('downgrade', 'cycle_change')
          order by c.created_at desc limit 1) <= ${at}::timestamptz
      returning s.id, s.organization_id, s.plan_id, s.billing_cycle::text as billing_cycle`);
    const applied = appliedRows.parse(result).rows;
    for (const row of applied) {
      await recordAudit(tx, {
        userId: null,
        organizationId: row.organization_id,
        action: 'subscription_change_applied',
        details: { subscriptionId: row.id, planId: row.plan_id, billingCycle: row.billing_cycle },
        at: now,
      });
    }
    return applied.length;
  });
}

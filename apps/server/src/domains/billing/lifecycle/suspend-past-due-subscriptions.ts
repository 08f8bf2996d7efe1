import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { GRACE_PERIOD_DAYS, addDays } from '../shared/billing-rules';
import { notifyOrganizationBilling } from '../shared/notify-organization-billing';
import type { BillingStepInput } from './billing-step';

const suspendedRows = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      organization_id: z.string(),
      invoice_number: z.string().nullable(),
    }),
  ),
});

/**
 * Suspends every `past_due` subscription whose grace period is over (ADR 009): its oldest overdue
 * invoice was due {@link GRACE_PERIOD_DAYS} days ago or more, or, with no invoice (a custom plan whose
 * trial ended unpaid), its current period ended that long ago. Suspension blocks searching. One
 * conditional UPDATE ... WHERE status = 'past_due' per subscription decides, so overlapping runs
 * suspend and notify once. Returns how many were suspended.
 */
export async function suspendPastDueSubscriptions({
  db,
  now,
  publicUrl,
}: BillingStepInput): Promise<number> {
  const graceStart = addDays(now, -GRACE_PERIOD_DAYS).toISOString();
  const at = now.toISOString();
  let suspended = 0;
  const candidates = await db.execute(sql`
    select s.id, s.organization_id, (
        select i.invoice_number from invoices i
        where i.subscription_id = s.id and i.status = 'overdue'
        order by i.due_date asc limit 1) as invoice_number
    from organization_subscriptions s
    where s.status = 'past_due'
      and coalesce(
        (select min(i.due_date) from invoices i where i.subscription_id = s.id and i.status = 'overdue'),
        case when not exists (
          select 1 from invoices i where i.subscription_id = s.id and i.status = 'pending')
        then s.current_period_end end
      ) <= ${graceStart}::timestamptz`);
  for (const candidate of suspendedRows.parse(candidates).rows) {
    const done = await db.transaction(async (tx) => {
      const updated = await tx.execute(sql`
        update organization_subscriptions
        set status = 'suspended', suspended_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        where id = ${candidate.id}::uuid and status = 'past_due'
        returning id, organization_id, null::text as invoice_number`);
      if (suspendedRows.parse(updated).rows.length === 0) return false;
      await notifyOrganizationBilling(tx, {
        organizationId: candidate.organization_id,
        event: { type: 'subscription-suspended', invoiceNumber: candidate.invoice_number },
        at: now,
        publicUrl,
        dedupeKey: `subscription-suspended:${candidate.id}:${at}`,
      });
      return true;
    });
    if (done) suspended += 1;
  }
  return suspended;
}

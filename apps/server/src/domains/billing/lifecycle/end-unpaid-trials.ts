import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BillingStepInput } from './billing-step';

const endedRows = z.object({ rows: z.array(z.object({ id: z.string() })) });

/**
 * A trial that has ended without its first period paid moves to `past_due` (ADR 009). One conditional
 * UPDATE ... WHERE status = 'trial': a paid first invoice (or a subscription already activated by a
 * verified payment) is left alone, and of two overlapping runs only one changes a row. Returns how many
 * trials ended unpaid.
 */
export async function endUnpaidTrials({ db, now }: BillingStepInput): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update organization_subscriptions s
    set status = 'past_due', updated_at = ${at}::timestamptz
    where s.status = 'trial' and s.trial_end <= ${at}::timestamptz
      and not exists (
        select 1 from invoices i
        where i.subscription_id = s.id and i.status = 'paid' and i.period_start >= s.trial_end)
    returning s.id`);
  return endedRows.parse(result).rows.length;
}

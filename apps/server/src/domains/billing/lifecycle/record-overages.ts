import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BillingStepInput } from './billing-step';

const insertedRows = z.object({ rows: z.array(z.object({ id: z.string() })) });

/** The UTC calendar months that have ended and are still checked: the last one and the one before. */
export function endedUsageMonths(now: Date): { start: Date; end: Date }[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return [1, 2].map((back) => ({
    start: new Date(Date.UTC(year, month - back, 1)),
    end: new Date(Date.UTC(year, month - back + 1, 1)),
  }));
}

/**
 * Records the searches above the plan's monthly allowance for every ended UTC month (the period the
 * search limit counts, ADR 003) of each subscription whose plan sells additional checks
 * (`additionalCheckPrice` > 0): units over the limit x the price per check, from the stored daily
 * counters of `organization_usage`. One INSERT ... SELECT per month with ON CONFLICT DO NOTHING on
 * (subscription, period, type): a month is recorded once however often or concurrently this runs; the
 * next invoice of the subscription bills it. The month before the last is checked too, so a job that
 * was down on the 1st catches up. Returns how many overages were recorded.
 */
export async function recordOverages({ db, now }: BillingStepInput): Promise<number> {
  let recorded = 0;
  for (const month of endedUsageMonths(now)) {
    const startDate = month.start.toISOString().slice(0, 10);
    const endDate = month.end.toISOString().slice(0, 10);
    const result = await db.execute(sql`
      insert into usage_overages (organization_id, subscription_id, period_start, period_end,
        overage_type, limit_amount, actual_usage, overage_amount, rate_per_unit, total_charge, created_at)
      select s.organization_id, s.id, ${month.start.toISOString()}::timestamptz,
        ${month.end.toISOString()}::timestamptz, 'searches', p.max_searches_per_month, u.total,
        u.total - p.max_searches_per_month, p.additional_check_price,
        (u.total - p.max_searches_per_month) * p.additional_check_price, ${now.toISOString()}::timestamptz
      from organization_subscriptions s
      join subscription_plans p on p.id = s.plan_id
      cross join lateral (
        select coalesce(sum(search_count), 0)::int as total from organization_usage
        where organization_id = s.organization_id
          and date >= ${startDate}::date and date < ${endDate}::date) u
      where s.status <> 'cancelled' and p.additional_check_price > 0
        and p.max_searches_per_month is not null and u.total > p.max_searches_per_month
        and (s.created_at < ${month.end.toISOString()}::timestamptz)
      on conflict (subscription_id, period_start, overage_type) do nothing
      returning id`);
    recorded += insertedRows.parse(result).rows.length;
  }
  return recorded;
}

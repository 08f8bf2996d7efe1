import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';

const countedSchema = z.object({ rows: z.array(z.object({ this_month: z.number().int() })) });

export interface ApiCallCountInput {
  organizationId: string;
  subscriptionId: string;
  /** The plan's API calls per month; null = unlimited. */
  monthlyLimit: number | null;
  now: Date;
}

function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Counts one key-authenticated call into the organisation's row of the day (`api_call_count`) and returns
 * the month's total, or null when the plan's monthly calls are used up. Count first, atomically (ADR 014):
 * the limit is the `WHERE` of the upsert, evaluated on the row's latest version under its lock, so
 * concurrent calls cannot all pass one earlier count. The month's earlier days do not change concurrently.
 */
export async function countApiCall(db: DbOrTx, input: ApiCallCountInput): Promise<number | null> {
  const today = utcDate(input.now);
  const monthStart = `${today.slice(0, 8)}01`;
  const at = input.now.toISOString();
  const limit = input.monthlyLimit;
  const underLimitOnInsert = limit === null ? sql`` : sql`where earlier.month < ${limit}::int`;
  const underLimitOnUpdate =
    limit === null
      ? sql``
      : sql`where organization_usage.api_call_count + (select month from earlier) < ${limit}::int`;
  const result = await db.execute(sql`
    with earlier as (
      select coalesce(sum(api_call_count), 0)::int as month from organization_usage
      where organization_id = ${input.organizationId}::uuid
        and date >= ${monthStart}::date and date < ${today}::date),
    counted as (
      insert into organization_usage (organization_id, subscription_id, date, api_call_count, created_at, updated_at)
      select ${input.organizationId}::uuid, ${input.subscriptionId}::uuid, ${today}::date, 1, ${at}::timestamptz, ${at}::timestamptz
      from earlier
      ${underLimitOnInsert}
      on conflict (organization_id, date) do update
        set api_call_count = organization_usage.api_call_count + 1, updated_at = excluded.updated_at
        ${underLimitOnUpdate}
      returning api_call_count)
    select (counted.api_call_count + earlier.month)::int as this_month from counted, earlier`);
  const [row] = countedSchema.parse(result).rows;
  return row?.this_month ?? null;
}

/** First instant of the next calendar month (UTC), when the monthly API calls reset. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

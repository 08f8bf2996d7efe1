import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { TeamReportRange } from './team-report-range';

/** Scope of every statement: the caller's organisation, the range, optionally one member. */
export interface TeamReportScope {
  organizationId: string;
  range: TeamReportRange;
  userId: string | undefined;
}

export interface DailyCount {
  userId: string | null;
  day: string;
  count: number;
}

export interface DecisionTiming {
  userId: string | null;
  day: string;
  secondsToDecision: number;
}

const countsSchema = z.object({
  rows: z.array(z.object({ user_id: z.uuid().nullable(), day: z.string(), n: z.coerce.number() })),
});
const timingsSchema = z.object({
  rows: z.array(
    z.object({ user_id: z.uuid().nullable(), day: z.string(), seconds: z.coerce.number() }),
  ),
});
const membersSchema = z.object({
  rows: z.array(
    z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  ),
});

const toCounts = (result: unknown): DailyCount[] =>
  countsSchema
    .parse(result)
    .rows.map((row) => ({ userId: row.user_id, day: row.day, count: row.n }));

const onlyUser = (column: SQL, userId: string | undefined): SQL =>
  userId === undefined ? sql`` : sql` and ${column} = ${userId}::uuid`;

const utcDay = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Searches run one at a time (screen or API key), stored under the organisation, per member and day. */
export async function countSingleSearches(db: DbOrTx, scope: TeamReportScope) {
  const result = await db.execute(sql`
    select user_id, ${utcDay(sql`created_at`)} as day, count(*)::int as n
    from search_requests
    where organization_id = ${scope.organizationId}::uuid
      and created_at >= ${scope.range.start.toISOString()}::timestamptz
      and created_at < ${scope.range.end.toISOString()}::timestamptz
      ${onlyUser(sql`user_id`, scope.userId)}
    group by 1, 2`);
  return toCounts(result);
}

/** Rows of the organisation's bulk jobs that were screened (clear or hit), per job owner and day screened. */
export async function countBulkRows(db: DbOrTx, scope: TeamReportScope) {
  const result = await db.execute(sql`
    select j.user_id, ${utcDay(sql`r.screened_at`)} as day, count(*)::int as n
    from bulk_search_rows r
    join bulk_search_jobs j on j.id = r.bulk_job_id
    where j.organization_id = ${scope.organizationId}::uuid
      and r.status in ('clear', 'hit')
      and r.screened_at >= ${scope.range.start.toISOString()}::timestamptz
      and r.screened_at < ${scope.range.end.toISOString()}::timestamptz
      ${onlyUser(sql`j.user_id`, scope.userId)}
    group by 1, 2`);
  return toCounts(result);
}

/**
 * Each true-match / false-positive decision made on the organisation's alerts (monitoring and case hits
 * alike, ADR 024) with the time from the alert being raised. Escalations are not decisions. One row per
 * decision: decisions are made by people, so they stay few, and medians need the single values.
 */
export async function listDecisionTimings(
  db: DbOrTx,
  scope: TeamReportScope,
): Promise<DecisionTiming[]> {
  const result = await db.execute(sql`
    select d.maker_id as user_id, ${utcDay(sql`d.created_at`)} as day,
      greatest(extract(epoch from d.created_at - a.raised_at), 0)::float8 as seconds
    from monitoring_alert_decisions d
    join monitoring_alerts a on a.id = d.alert_id
    where a.organization_id = ${scope.organizationId}::uuid
      and d.decision in ('true_match', 'false_positive')
      and d.created_at >= ${scope.range.start.toISOString()}::timestamptz
      and d.created_at < ${scope.range.end.toISOString()}::timestamptz
      ${onlyUser(sql`d.maker_id`, scope.userId)}`);
  return timingsSchema.parse(result).rows.map((row) => ({
    userId: row.user_id,
    day: row.day,
    secondsToDecision: row.seconds,
  }));
}

/** Four-eyes answers (approved or sent back) given on the organisation's alerts, per reviewer and day. */
export async function countReviews(db: DbOrTx, scope: TeamReportScope) {
  const result = await db.execute(sql`
    select ap.reviewer_id as user_id, ${utcDay(sql`ap.created_at`)} as day, count(*)::int as n
    from monitoring_decision_approvals ap
    join monitoring_alerts a on a.id = ap.alert_id
    where a.organization_id = ${scope.organizationId}::uuid
      and ap.created_at >= ${scope.range.start.toISOString()}::timestamptz
      and ap.created_at < ${scope.range.end.toISOString()}::timestamptz
      ${onlyUser(sql`ap.reviewer_id`, scope.userId)}
    group by 1, 2`);
  return toCounts(result);
}

export interface MemberName {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The organisation's current members (not deleted) plus the named accounts with activity in its rows
 * (someone who has left still answers for what they did here).
 */
export async function listMemberNames(
  db: DbOrTx,
  organizationId: string,
  activeIds: readonly string[],
): Promise<MemberName[]> {
  const others =
    activeIds.length === 0
      ? sql``
      : sql` or id in (${sql.join(
          activeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const result = await db.execute(sql`
    select id, first_name, last_name, email from users
    where (organization_id = ${organizationId}::uuid and deleted_at is null)${others}
    order by first_name, last_name, email`);
  return membersSchema.parse(result).rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
  }));
}

/** Whether `userId` is, or was (it has rows here), a member of the organisation. */
export async function isMemberOf(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from users where id = ${userId}::uuid and organization_id = ${organizationId}::uuid
    union all
    select 1 from search_requests
    where user_id = ${userId}::uuid and organization_id = ${organizationId}::uuid
    limit 1`);
  return z.object({ rows: z.array(z.unknown()) }).parse(result).rows.length > 0;
}

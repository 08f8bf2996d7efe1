import type { DbOrTx } from '../../../db/client';
import { findPlanLimits } from './seat-usage';

/**
 * Personal limits of an unlimited plan's members: no cap of their own below the plan (an integer column
 * needs a number; owners narrow it under Manage Users).
 */
export const UNLIMITED_MEMBER_SEARCHES = 1_000_000;

export interface MemberSearchLimits {
  maxSearchesPerDay: number;
  maxSearchesPerMonth: number;
}

/**
 * The personal search limits of someone who joins an organisation (its owner at sign-up, an invited
 * member): the plan's monthly allowance for the day and the month alike, so that an analyst invited to a
 * 2,500-a-month plan can work (issue 23 §5), never the standalone account's default of 10 a day. The
 * organisation's own monthly allowance still applies to everyone together.
 */
export function memberLimitsFor(planMonthlySearches: number | null): MemberSearchLimits {
  const allowance = planMonthlySearches ?? UNLIMITED_MEMBER_SEARCHES;
  return { maxSearchesPerDay: allowance, maxSearchesPerMonth: allowance };
}

/** {@link memberLimitsFor} the organisation's current plan. */
export async function memberLimitsOfOrganization(
  db: DbOrTx,
  organizationId: string,
): Promise<MemberSearchLimits> {
  return memberLimitsFor((await findPlanLimits(db, organizationId)).maxSearchesPerMonth);
}

import type { SearchBlockReason, SessionUser } from '@sanctions/contracts';
import type { SUBSCRIPTION_STATUSES } from '../../../db/schema/billing';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SQL } from 'drizzle-orm';
import { findOrganizationPlanUsage, findUserCounts } from './usage.queries';
import { needsRollbackWhenRefused, readCountedSearch, searchCountingCtes } from './search-counting';
import type { CountingInput } from './search-counting';
import { notifyQuotaThresholds } from './quota-notifications';
import { formatUtcDate, isoDate, usagePeriods } from './usage-period';
import type { UsagePeriods } from './usage-period';

/** The user fields the limits depend on; the session user has them all. */
export type QuotaUser = Pick<
  SessionUser,
  'id' | 'organizationId' | 'maxSearchesPerDay' | 'maxSearchesPerMonth'
>;

/** What `assertCanSearch` found, handed back to `countSearch` in the search's transaction. */
export interface QuotaTicket {
  user: QuotaUser;
  subscriptionId: string | null;
  now: Date;
  /** The organisation plan found by the check (name and limit for the notifications). */
  organization?: OrganizationPlanUsage | undefined;
}

export interface OrganizationPlanUsage {
  subscriptionId: string;
  planName: string;
  /** null = unlimited. */
  monthlyLimit: number | null;
  /** Cents per search above the limit; > 0 means searches beyond it are allowed and billed. */
  additionalCheckPrice: number;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  used: number;
}

/**
 * The plan's monthly searches when reaching them blocks searching; null when the plan is unlimited or sells
 * additional checks (`additionalCheckPrice` > 0: the searches above the limit are billed as overage).
 */
export function blockingOrganizationLimit(
  organization: Pick<OrganizationPlanUsage, 'monthlyLimit' | 'additionalCheckPrice'> | undefined,
): number | null {
  if (!organization || organization.additionalCheckPrice > 0) return null;
  return organization.monthlyLimit;
}

/** Everything the limits depend on at one instant. */
export interface QuotaState {
  periods: UsagePeriods;
  today: number;
  thisMonth: number;
  last7Days: number;
  dailyLimit: number;
  monthlyLimit: number;
  organization: OrganizationPlanUsage | undefined;
}

export interface QuotaVerdict {
  canSearch: boolean;
  blockedBy: SearchBlockReason | null;
  reason: string | null;
  /**
   * The numbers of `reason`, sent as the message key's params (ADR 005) so the Arabic text carries them
   * too; `count` drives the key's plural forms.
   */
  params?: Record<string, string | number>;
}

/** Reads the counters and limits of `user` at `now`. */
export async function readQuotaState(db: Db, user: QuotaUser, now: Date): Promise<QuotaState> {
  const periods = usagePeriods(now);
  const [counts, organization] = await Promise.all([
    findUserCounts(db, user.id, periods),
    user.organizationId === null
      ? Promise.resolve(undefined)
      : findOrganizationPlanUsage(db, user.organizationId, periods.monthStart),
  ]);
  return {
    periods,
    ...counts,
    dailyLimit: user.maxSearchesPerDay,
    monthlyLimit: user.maxSearchesPerMonth,
    organization,
  };
}

/**
 * Whether one more search is allowed, and why not. A suspended or cancelled organisation subscription
 * blocks first (ADR 009); then the user's own daily limit, the monthly one, and the organisation plan's
 * monthly searches: the first that is used up is the reason. A plan that sells additional checks
 * (`additionalCheckPrice` > 0) is not blocked at its limit: the searches above it are billed as overage.
 */
export function judgeQuota(state: QuotaState): QuotaVerdict {
  const { periods } = state;
  if (state.organization?.status === 'suspended') {
    return blocked(
      'subscription_suspended',
      "Your organization's subscription is suspended for non-payment, so searching is blocked. " +
        'Ask your organization owner to pay the open invoice at our office; searching resumes once the payment is verified.',
    );
  }
  if (state.organization?.status === 'cancelled') {
    return blocked(
      'subscription_cancelled',
      "Your organization's subscription is cancelled, so searching is blocked. Ask your organization owner to contact us to renew it.",
    );
  }
  if (state.today >= state.dailyLimit) {
    const hours = periods.hoursUntilDayReset;
    return blocked(
      'daily_limit',
      `Daily search limit reached (${state.today} of ${state.dailyLimit} searches used today). ` +
        `Searching resumes at 00:00 UTC, in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      { used: state.today, limit: state.dailyLimit, count: hours },
    );
  }
  if (state.thisMonth >= state.monthlyLimit) {
    return blocked(
      'monthly_limit',
      `Monthly search limit reached (${state.thisMonth} of ${state.monthlyLimit} searches used this month). ` +
        `It resets on ${formatUtcDate(periods.monthResetsAt)} at 00:00 UTC.`,
      {
        used: state.thisMonth,
        limit: state.monthlyLimit,
        resetsOn: isoDate(periods.monthResetsAt),
      },
    );
  }
  const organization = state.organization;
  const organizationLimit = blockingOrganizationLimit(organization);
  if (organization && organizationLimit !== null && organization.used >= organizationLimit) {
    return blocked(
      'organization_monthly_limit',
      `Your organization's ${organization.planName} plan search limit is reached ` +
        `(${organization.used} of ${organizationLimit} searches used this month). ` +
        `It resets on ${formatUtcDate(periods.monthResetsAt)} at 00:00 UTC; ask your organization owner to upgrade the plan.`,
      {
        plan: organization.planName,
        used: organization.used,
        limit: organizationLimit,
        resetsOn: isoDate(periods.monthResetsAt),
      },
    );
  }
  return { canSearch: true, blockedBy: null, reason: null };
}

function blocked(
  blockedBy: SearchBlockReason,
  reason: string,
  params?: Record<string, string | number>,
): QuotaVerdict {
  return { canSearch: false, blockedBy, reason, ...(params ? { params } : {}) };
}

const SUBSCRIPTION_BLOCKS: readonly (SearchBlockReason | null)[] = [
  'subscription_suspended',
  'subscription_cancelled',
];

function limitReached(verdict: QuotaVerdict): AppError {
  if (SUBSCRIPTION_BLOCKS.includes(verdict.blockedBy)) {
    return new AppError('SUBSCRIPTION_INACTIVE', verdict.reason ?? 'Subscription not active', {
      details: { blockedBy: verdict.blockedBy },
      ...blockMessageKey(verdict),
    });
  }
  return new AppError('SEARCH_LIMIT_REACHED', verdict.reason ?? 'Search limit reached', {
    details: { blockedBy: verdict.blockedBy },
    ...blockMessageKey(verdict),
  });
}

/** The reason's key for the interface language (ADR 005): `searchBlocked.<blockedBy>`, with its numbers. */
function blockMessageKey(verdict: QuotaVerdict): {
  messageKey?: string;
  messageParams?: Record<string, string | number>;
} {
  if (verdict.blockedBy === null) return {};
  return {
    messageKey: `searchBlocked.${verdict.blockedBy}`,
    ...(verdict.params ? { messageParams: verdict.params } : {}),
  };
}

function countingInput(ticket: QuotaTicket): CountingInput {
  const { user, now } = ticket;
  return {
    userId: user.id,
    organizationId: user.organizationId,
    subscriptionId: ticket.subscriptionId,
    dates: usagePeriods(now),
    dailyLimit: user.maxSearchesPerDay,
    monthlyLimit: user.maxSearchesPerMonth,
    organizationMonthlyLimit: blockingOrganizationLimit(ticket.organization),
    at: now,
  };
}

/** Thrown inside the transaction to roll back a statement that counted nothing; carries its result. */
class NothingCounted extends Error {
  constructor(readonly statementResult: unknown) {
    super('search not counted');
  }
}

/** The refusal of a search the counting statement did not count, with the limit that is used up now. */
async function refusalAfterRace(db: Db, user: QuotaUser, now: Date): Promise<AppError> {
  const state = await readQuotaState(db, user, now);
  const verdict = judgeQuota(state);
  return limitReached(
    verdict.canSearch
      ? {
          canSearch: false,
          blockedBy: 'daily_limit',
          reason: 'Daily search limit reached. Searching resumes at 00:00 UTC.',
          // The keyed text needs its numbers: the limit a concurrent search used up.
          params: {
            used: state.dailyLimit,
            limit: state.dailyLimit,
            count: state.periods.hoursUntilDayReset,
          },
        }
      : verdict,
  );
}

/**
 * Usage limits for the search feature (composed in routes.ts): `assertCanSearch` before screening;
 * `writeCounted` runs the search's single evidence statement with the counting in it; `settleCount` with
 * that statement's result.
 */
export const searchQuota = {
  async assertCanSearch(db: Db, user: QuotaUser, now: Date): Promise<QuotaTicket> {
    const state = await readQuotaState(db, user, now);
    const verdict = judgeQuota(state);
    if (!verdict.canSearch) throw limitReached(verdict);
    return {
      user,
      subscriptionId: state.organization?.subscriptionId ?? null,
      now,
      organization: state.organization,
    };
  },

  async writeCounted(
    db: Db,
    ticket: QuotaTicket,
    write: (db: DbOrTx, countingCtes: SQL) => Promise<unknown>,
  ): Promise<unknown> {
    const input = countingInput(ticket);
    const ctes = searchCountingCtes(input);
    // One statement, one implicit transaction: the common case needs no BEGIN/COMMIT (ADR 004).
    if (!needsRollbackWhenRefused(input)) return write(db, ctes);
    try {
      return await db.transaction(async (tx) => {
        const result = await write(tx, ctes);
        if (readCountedSearch(result) === undefined) throw new NothingCounted(result);
        return result;
      });
    } catch (error) {
      if (error instanceof NothingCounted) return error.statementResult;
      throw error;
    }
  },

  async settleCount(db: Db, ticket: QuotaTicket, statementResult: unknown): Promise<void> {
    const { user, now } = ticket;
    const counted = readCountedSearch(statementResult);
    // Concurrent searches used the last allowance after our check; the statement wrote nothing.
    if (counted === undefined) throw await refusalAfterRace(db, user, now);
    // The counts right after our increments, taken under the counter row locks: concurrent searches of
    // the user queue there, so each gets distinct counts and each threshold is crossed by one of them.
    const organization =
      ticket.organization && counted.organizationThisMonth !== null
        ? { ...ticket.organization, used: counted.organizationThisMonth }
        : undefined;
    const state: QuotaState = {
      periods: usagePeriods(now),
      today: counted.today,
      thisMonth: counted.thisMonth,
      last7Days: counted.last7Days,
      dailyLimit: user.maxSearchesPerDay,
      monthlyLimit: user.maxSearchesPerMonth,
      organization,
    };
    await notifyQuotaThresholds(db, user.id, state, now);
  },
};

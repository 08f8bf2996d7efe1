import type { DbOrTx } from '../../../db/client';
import { createNotification } from '../../notifications';
import type { NotificationInput } from '../../notifications';
import type { QuotaState } from './usage-quota';
import { formatUtcDate, isoDate } from './usage-period';

/** Share of a limit at which the user is warned; at 100% the limit itself is reported. */
export const QUOTA_WARNING_SHARE = 0.8;

const USAGE_ACTION = { label: 'View usage', href: '/profile?tab=usage' } as const;

/** One counter compared with its limit, and the texts for the two thresholds. */
interface QuotaMeter {
  used: number;
  limit: number;
  /** Start of the counting period: each threshold is notified once per period. */
  periodStart: Date;
  warning: NotificationInput;
  reached: NotificationInput;
}

/**
 * After a counted search: notifies the user once per UTC day (daily limit) or month (monthly limit, the
 * organisation plan) when usage reaches 80% or 100% of a limit. Only the highest threshold reached is
 * sent, so a limit of 1 reports "reached" without a warning first. Titles are fixed per threshold because
 * they are what `unlessSentSince` compares.
 */
export async function notifyQuotaThresholds(
  db: DbOrTx,
  userId: string,
  state: QuotaState,
  now: Date,
): Promise<void> {
  for (const meter of quotaMeters(state)) {
    const input = thresholdReached(meter);
    if (input === undefined) continue;
    await createNotification(
      db,
      userId,
      { ...input, action: USAGE_ACTION },
      { unlessSentSince: meter.periodStart, at: now },
    );
  }
}

function thresholdReached(meter: QuotaMeter): NotificationInput | undefined {
  if (meter.limit <= 0) return undefined;
  if (meter.used >= meter.limit) return meter.reached;
  if (meter.used >= meter.limit * QUOTA_WARNING_SHARE) return meter.warning;
  return undefined;
}

function quotaMeters(state: QuotaState): QuotaMeter[] {
  const { periods } = state;
  const monthStart = new Date(`${periods.monthStart}T00:00:00.000Z`);
  const monthReset = formatUtcDate(periods.monthResetsAt);
  const resetDate = isoDate(periods.monthResetsAt);
  const meters: QuotaMeter[] = [
    {
      used: state.today,
      limit: state.dailyLimit,
      periodStart: periods.dayStartsAt,
      warning: {
        title: '80% of your daily searches used',
        message: `You have used ${state.today} of ${state.dailyLimit} searches today. The daily limit resets at 00:00 UTC.`,
        type: 'warning',
        localized: {
          key: 'usage.dailyWarning',
          params: { used: state.today, limit: state.dailyLimit },
        },
      },
      reached: {
        title: 'Daily search limit reached',
        message: `You have used all ${state.dailyLimit} searches for today. Searching resumes at 00:00 UTC.`,
        type: 'error',
        localized: { key: 'usage.dailyReached', params: { limit: state.dailyLimit } },
      },
    },
    {
      used: state.thisMonth,
      limit: state.monthlyLimit,
      periodStart: monthStart,
      warning: {
        title: '80% of your monthly searches used',
        message: `You have used ${state.thisMonth} of ${state.monthlyLimit} searches this month. The monthly limit resets on ${monthReset} at 00:00 UTC.`,
        type: 'warning',
        localized: {
          key: 'usage.monthlyWarning',
          params: { used: state.thisMonth, limit: state.monthlyLimit, resetDate },
        },
      },
      reached: {
        title: 'Monthly search limit reached',
        message: `You have used all ${state.monthlyLimit} searches for this month. Searching resumes on ${monthReset} at 00:00 UTC.`,
        type: 'error',
        localized: {
          key: 'usage.monthlyReached',
          params: { limit: state.monthlyLimit, resetDate },
        },
      },
    },
  ];
  const organization = state.organization;
  if (organization && organization.monthlyLimit !== null) {
    const plan = organization.planName;
    const limit = organization.monthlyLimit;
    meters.push({
      used: organization.used,
      limit,
      periodStart: monthStart,
      warning: {
        title: "80% of your organization's monthly searches used",
        message: `Your organization's ${plan} plan has used ${organization.used} of ${limit} searches this month. The plan limit resets on ${monthReset} at 00:00 UTC.`,
        type: 'warning',
        localized: {
          key: 'usage.organizationWarning',
          params: { plan, used: organization.used, limit, resetDate },
        },
      },
      reached: {
        title: "Your organization's plan search limit reached",
        message: `Your organization's ${plan} plan has used all ${limit} searches for this month. It resets on ${monthReset} at 00:00 UTC; ask your organization owner to upgrade the plan.`,
        type: 'error',
        localized: { key: 'usage.organizationReached', params: { plan, limit, resetDate } },
      },
    });
  }
  return meters;
}

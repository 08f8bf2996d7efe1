import type { UsageProfileData } from '@sanctions/contracts';
import type { TFunction } from 'i18next';

type Stats = Pick<UsageProfileData['stats'], 'blockedBy' | 'reasonIfBlocked' | 'daily' | 'monthly'>;

/**
 * The blocked alert's reason in the interface language, with the numbers the server's English
 * reason has (used, limit, time to the reset); the server's words when the reason has no key.
 */
export function blockedReasonText(t: TFunction<'usage'>, stats: Stats): string | null {
  switch (stats.blockedBy) {
    case null:
      return stats.reasonIfBlocked;
    case 'daily_limit':
      return t('blocked.daily_limit', {
        count: stats.daily.hoursUntilReset,
        used: stats.daily.used,
        limit: stats.daily.limit,
      });
    case 'monthly_limit':
      return t('blocked.monthly_limit', {
        count: stats.monthly.daysUntilReset,
        used: stats.monthly.used,
        limit: stats.monthly.limit,
      });
    default:
      return t(`blocked.${stats.blockedBy}`);
  }
}

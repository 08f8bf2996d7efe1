import { DISPLAY_DEFAULT_DAILY_LIMIT, DISPLAY_DEFAULT_MONTHLY_LIMIT } from '@sanctions/contracts';
import type { AdminUser } from '@sanctions/contracts';

/** The limits the table shows: 100 and 1000 stand in for an empty value (spec 3, 9). */
export function displayLimits(user: Pick<AdminUser, 'maxSearchesPerDay' | 'maxSearchesPerMonth'>) {
  return {
    daily: user.maxSearchesPerDay ?? DISPLAY_DEFAULT_DAILY_LIMIT,
    monthly: user.maxSearchesPerMonth ?? DISPLAY_DEFAULT_MONTHLY_LIMIT,
  };
}
